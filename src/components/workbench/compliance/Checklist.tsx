'use client'

import { useTranslations } from 'next-intl'
import { formatDate } from '@/i18n/format'
import type { ChecklistItemView, ComplianceOverview } from '@/services/compliance/tracker-types'
import { ChecklistRow } from './ChecklistRow'
import { linkClass, Section, useCompliance } from './state'

/** The obligations of the merchant's newest report, one group per market, in the report's order. */
function byMarket(items: ChecklistItemView[]): { market: string; items: ChecklistItemView[] }[] {
  const groups = new Map<string, ChecklistItemView[]>()
  for (const item of items) groups.set(item.marketName, [...(groups.get(item.marketName) ?? []), item])
  return [...groups].map(([market, list]) => ({ market, items: list }))
}

export function Checklist({ overview, reportPath }: { overview: ComplianceOverview; reportPath: string }) {
  const t = useTranslations('workbench')
  const { locale } = useCompliance()
  const { report, items } = overview

  return (
    <Section id="compliance-checklist" title={t('compliance.checklist.heading')}>
      {!report ? (
        <p className="text-sm text-slate-700">
          {t('compliance.checklist.noReport')}{' '}
          <a href={`${reportPath}#questionnaire`} className={linkClass}>
            {t('compliance.checklist.startQuestionnaire')}
          </a>
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {t('compliance.checklist.intro')}{' '}
            <a href={`${reportPath}?reportId=${encodeURIComponent(report.reportId)}`} className={linkClass}>
              {t('compliance.checklist.fromReport', { date: formatDate(report.createdAt, locale) })}
            </a>
          </p>
          {items.length === 0 ? <p className="mt-3 text-sm text-slate-700">{t('compliance.checklist.noItems')}</p> : null}
          {byMarket(items).map((group, index) => (
            <div key={group.market} className="mt-5">
              <h3 id={`compliance-market-${index}`} className="font-semibold text-ink">
                {group.market}
              </h3>
              <ul aria-labelledby={`compliance-market-${index}`} className="mt-2 space-y-3">
                {group.items.map((item) => (
                  <li key={`${item.jurisdiction}:${item.ruleKey}`}>
                    <ChecklistRow item={item} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </>
      )}
    </Section>
  )
}
