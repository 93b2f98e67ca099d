'use client'

import { useTranslations } from 'next-intl'
import { formatDate } from '@/i18n/format'
import type { TrademarkRequestSummary } from '@/services/compliance/tracker-types'
import { linkClass, Section, useCompliance } from './state'

/** The merchant's trademark search requests and the attorney's answers, newest first as the server sends them. */
export function TrademarkRequests({ requests, searchPath }: { requests: TrademarkRequestSummary[]; searchPath: string | null }) {
  const t = useTranslations('workbench')
  const { locale } = useCompliance()

  return (
    <Section id="compliance-trademarks" title={t('compliance.trademarks.heading')}>
      {requests.length === 0 ? (
        <p className="text-sm text-slate-700">
          {t('compliance.trademarks.empty')}
          {searchPath ? (
            <>
              {' '}
              <a href={searchPath} className={linkClass}>
                {t('compliance.trademarks.searchLink')}
              </a>
            </>
          ) : null}
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {requests.map((r) => (
            <li key={r.id} className="px-4 py-3 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <p className="text-base font-medium text-ink">{r.markName}</p>
                <p className="font-medium text-ink">{r.statusText}</p>
              </div>
              <dl className="mt-1 flex flex-wrap gap-x-6 gap-y-1 text-slate-700">
                <div className="flex gap-1">
                  <dt>{t('compliance.trademarks.classes')}:</dt>
                  <dd>{r.classIds.length ? t('compliance.trademarks.classList', { classes: r.classIds.join(', ') }) : t('compliance.trademarks.noClasses')}</dd>
                </div>
                <div className="flex gap-1">
                  <dt>{t('compliance.trademarks.date')}:</dt>
                  <dd>
                    <time dateTime={r.createdAt}>{formatDate(r.createdAt, locale)}</time>
                  </dd>
                </div>
              </dl>
              <div className="mt-2">
                <p className="font-medium text-ink">{t('compliance.trademarks.reply')}</p>
                <p className="mt-0.5 whitespace-pre-line text-slate-700">{r.attorneyReply || t('compliance.trademarks.noReply')}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}
