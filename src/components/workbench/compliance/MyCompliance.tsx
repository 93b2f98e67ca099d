'use client'

import { useCallback, useEffect, useMemo, useState } from 'react'
import { useTranslations } from 'next-intl'
import type { Locale } from '@/brands/registry'
import { isGatewayError } from '@/lib/gateway-client'
import type { ComplianceOverview } from '@/services/compliance/tracker-types'
import { failureMessage, useWorkbenchGateway, useWorkbenchHref, type WorkbenchLinks } from '../client-utils'
import { CalendarFeed } from './CalendarFeed'
import { Checklist } from './Checklist'
import { Deadlines } from './Deadlines'
import { MessageList } from './MessageList'
import { Reminders } from './Reminders'
import { TrademarkRequests } from './TrademarkRequests'
import { ComplianceContext, linkClass, primaryButtonClass, QUIET, type ComplianceContextValue } from './state'

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; overview: ComplianceOverview }
  | { kind: 'anonymous' }
  | { kind: 'failed'; message: string }

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
  const [state, setState] = useState<State>({ kind: 'loading' })

  const load = useCallback(
    (signal?: AbortSignal) => {
      setState({ kind: 'loading' })
      client
        .get<ComplianceOverview>('system/compliance/overview', undefined, { ...QUIET, signal })
        .then((overview) => setState({ kind: 'ready', overview }))
        .catch((error: unknown) => {
          if (isGatewayError(error) && error.cancelled) return
          if (isGatewayError(error) && error.status === 401) setState({ kind: 'anonymous' })
          else setState({ kind: 'failed', message: failureMessage(error, t('form.networkError')) })
        })
    },
    [client, t],
  )

  useEffect(() => {
    const controller = new AbortController()
    load(controller.signal)
    return () => controller.abort()
  }, [load])

  const context = useMemo<ComplianceContextValue>(
    () => ({
      client,
      locale,
      update: (change) => setState((s) => (s.kind === 'ready' ? { kind: 'ready', overview: change(s.overview) } : s)),
      signedOut: () => setState({ kind: 'anonymous' }),
    }),
    [client, locale],
  )

  return (
    <div>
      <div role="status" aria-live="polite" className="text-sm">
        {state.kind === 'loading' ? <p className="text-slate-700">{t('compliance.loading')}</p> : null}
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
            <Checklist overview={state.overview} reportPath={reportPath} />
            <Deadlines deadlines={state.overview.deadlines} window={state.overview.window} />
            <CalendarFeed feedPath={state.overview.feedPath} exportIcsHref={exportIcsHref} exportCsvHref={exportCsvHref} />
            <Reminders settings={state.overview.reminders} />
            <TrademarkRequests requests={state.overview.trademarkRequests} searchPath={searchPath} />
            <MessageList messages={state.overview.messages} contactPath={contactPath} />
          </div>
        </ComplianceContext.Provider>
      ) : null}
    </div>
  )
}
