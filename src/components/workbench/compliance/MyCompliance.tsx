'use client'

import { useMemo } from 'react'
import { useTranslations } from 'next-intl'
import { useDelayedFlag } from '@/components/ui/use-delayed-flag'
import type { Locale } from '@/brands/registry'
import type { ComplianceOverview } from '@/services/compliance/tracker-types'
import { useAccountRead, useWorkbenchGateway, useWorkbenchHref, type WorkbenchLinks } from '../client-utils'
import { CalendarFeed } from './CalendarFeed'
import { Checklist } from './Checklist'
import { Deadlines } from './Deadlines'
import { MessageList } from './MessageList'
import { Reminders } from './Reminders'
import { TrademarkRequests } from './TrademarkRequests'
import { ComplianceContext, linkClass, primaryButtonClass, type ComplianceContextValue } from './state'

export interface MyComplianceProps {
  platformCode: string
  locale: Locale
  links: WorkbenchLinks
  /** The report page; with `#questionnaire` it starts a new questionnaire. */
  reportPath: string
  /** This page's own address + /export.ics and /export.csv. */
  exportIcsHref: string
  exportCsvHref: string
  /** The brand's trademark search, null when the brand has none. */
  searchPath: string | null
  /** The brand's contact page, null when the brand has none. */
  contactPath: string | null
}

/**
 * My compliance: loads the merchant's overview (system/compliance/overview) and shows it
 * in parts that each save on their own and replace what the server answers.
 */
export function MyCompliance({ platformCode, locale, links, reportPath, exportIcsHref, exportCsvHref, searchPath, contactPath }: MyComplianceProps) {
  const t = useTranslations('workbench')
  const client = useWorkbenchGateway(platformCode, locale)
  const href = useWorkbenchHref(links)
  const { state, setState, reload: load } = useAccountRead<ComplianceOverview>(client, 'system/compliance/overview', { networkError: t('form.networkError') })
  // The loading line only for a read that takes a while: a quick one never flashes it.
  const showLoading = useDelayedFlag(state.kind === 'loading')

  const context = useMemo<ComplianceContextValue>(
    () => ({
      client,
      locale,
      update: (change) => setState((s) => (s.kind === 'ready' ? { kind: 'ready', value: change(s.value) } : s)),
      signedOut: () => setState({ kind: 'anonymous' }),
    }),
    [client, locale, setState],
  )

  return (
    <div>
      <div role="status" aria-live="polite" className="text-sm">
        {showLoading ? <p className="text-slate-700">{t('compliance.loading')}</p> : null}
      </div>

      {state.kind === 'anonymous' ? (
        <div className="space-y-4">
          <p className="text-slate-700">{t('compliance.notLoggedIn')}</p>
          <a href={href('login')} className={`inline-block ${linkClass}`}>
            {t('account.loginLink')}
          </a>
        </div>
      ) : null}

      {state.kind === 'failed' ? (
        <div className="space-y-4">
          <p role="alert" className="font-medium text-red-700">
            {t('compliance.loadFailed', { message: state.message })}
          </p>
          <button type="button" onClick={() => load()} className={primaryButtonClass}>
            {t('account.retry')}
          </button>
        </div>
      ) : null}

      {state.kind === 'ready' ? (
        <ComplianceContext.Provider value={context}>
          <div className="space-y-10">
            <Checklist overview={state.value} reportPath={reportPath} />
            <Deadlines deadlines={state.value.deadlines} window={state.value.window} />
            <CalendarFeed feedPath={state.value.feedPath} exportIcsHref={exportIcsHref} exportCsvHref={exportCsvHref} />
            <Reminders settings={state.value.reminders} />
            <TrademarkRequests requests={state.value.trademarkRequests} searchPath={searchPath} />
            <MessageList messages={state.value.messages} contactPath={contactPath} />
          </div>
        </ComplianceContext.Provider>
      ) : null}
    </div>
  )
}
