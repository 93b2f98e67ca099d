'use client'

import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { plainTranslator, type PlainMessages } from '@/lib/plain-messages'
import { ACTIVITY_STATUS, type ActivityStatus } from '@/services/campaigns/constants'
import { activityClock, type ActivityClock } from './activity-status'
import { countdownText } from './countdown-text'

/**
 * The status of one activity on a cached page. The server renders the state at render
 * time (`renderedAt`), so the HTML is right when it is made and hydrates without a
 * mismatch; after load the island reads the visitor's clock and ticks every second, so
 * a page cached before the start or the end shows the state of the moment anyway.
 */
interface ActivityState {
  clock: ActivityClock
  /** The `activity` messages of the page's language. */
  t: (key: string, values?: Record<string, string | number>) => string
  /** Where the buttons lead once the activity is over: the brand's services and prices. */
  servicesHref: string
}

const ActivityContext = createContext<ActivityState | null>(null)

export interface ActivityStatusProps {
  startsAt: string
  endsAt: string
  /** An activity an editor switched off is over whatever its dates. */
  enabled: boolean
  renderedAt: number
  servicesHref: string
  /** The `activity` messages and the page's language tag (zh-CN, en), for their plurals. */
  texts: PlainMessages
  languageTag: string
  children: ReactNode
}

export function ActivityStatusProvider({ startsAt, endsAt, enabled, renderedAt, servicesHref, texts, languageTag, children }: ActivityStatusProps) {
  const t = useMemo(() => plainTranslator(texts, languageTag), [texts, languageTag])
  const [now, setNow] = useState(renderedAt)
  useEffect(() => {
    setNow(Date.now())
    const timer = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [])
  const clock: ActivityClock = enabled ? activityClock({ startsAt, endsAt }, now) : { status: ACTIVITY_STATUS.OVER, countdown: null }
  return <ActivityContext.Provider value={{ clock, servicesHref, t }}>{children}</ActivityContext.Provider>
}

const STATUS_KEYS: Record<ActivityStatus, string> = {
  [ACTIVITY_STATUS.NOT_STARTED]: 'notStarted',
  [ACTIVITY_STATUS.PROCESSING]: 'processing',
  [ACTIVITY_STATUS.OVER]: 'over',
}

const STATUS_STYLES: Record<ActivityStatus, string> = {
  [ACTIVITY_STATUS.NOT_STARTED]: 'bg-amber-50 text-amber-900 ring-amber-200',
  [ACTIVITY_STATUS.PROCESSING]: 'bg-green-50 text-green-900 ring-green-200',
  [ACTIVITY_STATUS.OVER]: 'bg-slate-100 text-slate-800 ring-slate-200',
}

/** The status word and the countdown, above a block's offers. */
export function ActivityStatusBar() {
  const state = useContext(ActivityContext)
  if (!state) return null
  const { t } = state
  const { status } = state.clock
  const countdown = countdownText(t, state.clock)
  return (
    <div data-activity-status={status} className={`mx-auto mb-8 flex max-w-3xl flex-wrap items-center justify-center gap-x-4 gap-y-1 rounded-lg px-4 py-3 text-center ring-1 ${STATUS_STYLES[status]}`}>
      <span className="font-semibold">{t(`status.${STATUS_KEYS[status]}`)}</span>
      {/* The countdown changes every second: screen readers are not told each change. */}
      {countdown ? <span className="tabular-nums" aria-live="off">{countdown}</span> : null}
      {status === ACTIVITY_STATUS.OVER ? <span>{t('overNote')}</span> : null}
    </div>
  )
}

const BUTTON = 'inline-flex min-h-11 items-center justify-center rounded-lg px-5 py-2.5 text-sm font-semibold transition focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand'

/**
 * An offer's button: disabled with 活动未开始 before the start, the offer's link while the
 * activity runs, and a link to the services and prices once it is over. Outside an
 * activity (a block naming none) it is the plain link.
 */
export function ActivityAction({ href, label, newTabLabel }: { href: string; label: string; newTabLabel?: string }) {
  const state = useContext(ActivityContext)
  const status = state?.clock.status ?? ACTIVITY_STATUS.PROCESSING
  if (state && status === ACTIVITY_STATUS.NOT_STARTED) {
    const { t } = state
    return (
      <button type="button" disabled className={`${BUTTON} cursor-not-allowed bg-slate-200 text-slate-700`}>
        {t('status.notStarted')}
      </button>
    )
  }
  if (state && status === ACTIVITY_STATUS.OVER) {
    const { t } = state
    return (
      <a href={state.servicesHref} className={`${BUTTON} border border-brand text-brand hover:bg-surface`}>
        {t('overLink')}
      </a>
    )
  }
  const external = /^https?:\/\//.test(href)
  return (
    <a href={href} className={`${BUTTON} bg-brand text-brand-contrast hover:opacity-90`} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {label}
      {external && newTabLabel ? <span className="sr-only">{newTabLabel}</span> : null}
    </a>
  )
}

/** The activity's status where a block needs it (the lead form keeps taking enquiries after the end, but says so). */
export function useActivityStatus(): ActivityStatus | null {
  return useContext(ActivityContext)?.clock.status ?? null
}
