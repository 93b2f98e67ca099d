'use client'

import { useEffect, useState } from 'react'
import { useTranslations } from 'next-intl'
import type { Locale } from '@/brands/registry'
import { formatDate, siteFormatter } from '@/i18n/format'
import type { GatewayClient } from '@/lib/gateway-client'

interface ReportSummary {
  reportId: string
  createdAt: string
  obligationCount: number
  total: number
}

/** The logged-in merchant's compliance reports, newest first, each linking to its page. */
export function MyReports({ client, reportPath, locale }: { client: GatewayClient; reportPath: string; locale: Locale }) {
  const t = useTranslations('workbench')
  const format = siteFormatter(locale)
  const [reports, setReports] = useState<ReportSummary[] | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    const controller = new AbortController()
    client
      .get<ReportSummary[]>('vat/mcSurveyReport/list', undefined, { noToast: true, noRedirect: true, signal: controller.signal })
      .then((list) => setReports(Array.isArray(list) ? list : []))
      .catch(() => !controller.signal.aborted && setFailed(true))
    return () => controller.abort()
  }, [client])

  return (
    <section aria-labelledby="my-reports" className="mt-8">
      <h2 id="my-reports" className="text-lg font-semibold text-ink">
        {t('account.reports')}
      </h2>
      {failed ? <p className="mt-2 text-sm text-red-700">{t('account.reportsFailed')}</p> : null}
      {reports && reports.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          {t('account.noReports')}{' '}
          <a href={`${reportPath}#questionnaire`} className="font-semibold text-brand underline underline-offset-2">
            {t('account.startReport')}
          </a>
        </p>
      ) : null}
      {reports?.length ? (
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {reports.map((r) => (
            <li key={r.reportId}>
              <a href={`${reportPath}?reportId=${r.reportId}`} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 hover:bg-surface" data-report={r.reportId}>
                <span className="font-medium text-ink">{formatDate(r.createdAt, locale, 'dateTime')}</span>
                <span className="text-sm text-slate-700">{t('account.reportSummary', { count: r.obligationCount, total: format.number(r.total, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) })}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
