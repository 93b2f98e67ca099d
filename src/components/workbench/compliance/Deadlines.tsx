'use client'

import { useTranslations } from 'next-intl'
import { formatDate } from '@/i18n/format'
import { DEADLINE_WINDOW_MONTHS, type DeadlineView } from '@/services/compliance/tracker-types'
import { linkClass, Section, useCompliance } from './state'

/** The dated filings and renewals of the coming months, soonest first, as the server lists them. */
export function Deadlines({ deadlines, window }: { deadlines: DeadlineView[]; window: { from: string; to: string } }) {
  const t = useTranslations('workbench')
  const { locale } = useCompliance()

  return (
    <Section id="compliance-deadlines" title={t('compliance.deadlines.heading', { months: DEADLINE_WINDOW_MONTHS })}>
      <p className="text-sm text-slate-700">{t('compliance.deadlines.window', { from: formatDate(window.from, locale), to: formatDate(window.to, locale) })}</p>
      {deadlines.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{t('compliance.deadlines.empty')}</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {deadlines.map((d) => (
            <li key={d.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:gap-6">
              <div className="shrink-0 sm:w-44">
                <time dateTime={d.date} className="block font-semibold text-ink">
                  {formatDate(d.date, locale)}
                </time>
                <span className={`text-sm ${d.daysLeft <= 7 ? 'font-semibold text-red-700' : 'text-slate-700'}`}>{t('compliance.deadlines.daysLeft', { days: d.daysLeft })}</span>
              </div>
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium text-ink">
                  {d.title} <span className="font-normal text-slate-700">· {d.marketName}</span>
                </p>
                <p className="mt-0.5 text-slate-700">
                  {t('compliance.deadlines.authority')}: {d.authority}
                  {d.periodEnd ? <> · {t('compliance.deadlines.periodEnd', { date: formatDate(d.periodEnd, locale) })}</> : null}
                </p>
                {/* The same note repeats for every period of a series: folded, so the dates stay scannable. */}
                {d.note ? (
                  <details className="mt-1 text-slate-700">
                    <summary className="cursor-pointer rounded font-medium text-ink">{t('compliance.deadlines.noteToggle')}</summary>
                    <p className="mt-1">{d.note}</p>
                  </details>
                ) : null}
                <a href={d.source} target="_blank" rel="noopener noreferrer" className={`mt-1 inline-block ${linkClass}`}>
                  {t('compliance.deadlines.source')}
                  <span aria-hidden="true"> ↗</span>
                  <span className="sr-only">
                    {' '}
                    {d.title} {t('compliance.newTab')}
                  </span>
                </a>
              </div>
            </li>
          ))}
        </ol>
      )}
    </Section>
  )
}
