import { useCallback, useEffect, useMemo, useState, type Dispatch, type SetStateAction } from 'react'
import type { Locale } from '@/brands/registry'
import { createGatewayClient, isGatewayError, type GatewayClient } from '@/lib/gateway-client'

/** The pages of the built-in user centre. */
export type WorkbenchPageName = 'login' | 'register' | 'account' | 'compliance'
export type WorkbenchLinks = Record<WorkbenchPageName, string>

export const CODE_PATTERN = /^\d{6}$/
/** Seconds between two codes when the server does not say otherwise. */
export const RESEND_SECONDS = 60
/** sessionStorage key: set on logout so the login page repeats the notice. */
export const LOGGED_OUT_FLAG = 'workbench:loggedOut'

/** Countdowns read mm:ss. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds))
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`
}

/** A countdown in whole seconds that survives re-renders and stops itself at zero. */
export function useCountdown(): { remaining: number; start(seconds: number): void } {
  const [until, setUntil] = useState<number | null>(null)
  const [now, setNow] = useState(0)
  useEffect(() => {
    if (until === null) return
    const tick = () => {
      const current = Date.now()
      setNow(current)
      if (current >= until) setUntil(null)
    }
    const timer = setInterval(tick, 250)
    return () => clearInterval(timer)
  }, [until])
  return {
    remaining: until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000)),
    start(seconds: number) {
      const current = Date.now()
      setNow(current)
      setUntil(current + Math.max(1, seconds) * 1000)
    },
  }
}

/** What an account page read: loading, the answer, no session (401), or a failure to show with a retry. */
export type AccountRead<T> = { kind: 'loading' } | { kind: 'ready'; value: T } | { kind: 'anonymous' } | { kind: 'failed'; message: string }

/**
 * Reads `path` for a logged-in page when it mounts (cancelled when it unmounts) and on
 * `reload()`. A 401, or an answer `accept` refuses, means nobody is logged in; any other
 * failure keeps the server's message (or `networkError`) for the page to show.
 */
export function useAccountRead<T>(
  client: GatewayClient,
  path: string,
  { networkError, query, accept = () => true }: { networkError: string; query?: Record<string, string | number>; accept?: (value: T) => boolean },
): { state: AccountRead<T>; setState: Dispatch<SetStateAction<AccountRead<T>>>; reload(signal?: AbortSignal): void } {
  const [state, setState] = useState<AccountRead<T>>({ kind: 'loading' })
  const reload = useCallback(
    (signal?: AbortSignal) => {
      setState({ kind: 'loading' })
      client
        .get<T>(path, query, { noToast: true, noRedirect: true, signal })
        .then((value) => setState(accept(value) ? { kind: 'ready', value } : { kind: 'anonymous' }))
        .catch((error: unknown) => {
          if (isGatewayError(error) && error.cancelled) return
          if (isGatewayError(error) && error.status === 401) setState({ kind: 'anonymous' })
          else setState({ kind: 'failed', message: failureMessage(error, networkError) })
        })
    },
    // `accept` and `query` are fixed per page; new objects each render must not reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, path, networkError],
  )
  useEffect(() => {
    const controller = new AbortController()
    reload(controller.signal)
    return () => controller.abort()
  }, [reload])
  return { state, setState, reload }
}

/** A gateway client for this brand and language (platform and Accept-Language headers). */
export function useWorkbenchGateway(platformCode: string, locale: Locale): GatewayClient {
  return useMemo(() => createGatewayClient({ platformCode, locale: () => locale }), [platformCode, locale])
}

/**
 * Links between the user-centre pages. The server renders `fallback` (the HTML is cached
 * and shared by every visitor); after hydration the links follow the path the visitor
 * used (brand prefix, locale) and carry the current query string (pointType, intoWay,
 * channelNo ...).
 */
export function useWorkbenchHref(fallback: WorkbenchLinks): (page: WorkbenchPageName) => string {
  const [location, setLocation] = useState<{ pathname: string; search: string } | null>(null)
  useEffect(() => setLocation({ pathname: window.location.pathname, search: window.location.search }), [])
  return (page) => {
    if (!location) return fallback[page]
    const match = /^(.*\/workbench)\/(?:login|register|account|compliance)\/?$/.exec(location.pathname)
    return `${match ? `${match[1]}/${page}` : fallback[page]}${location.search}`
  }
}

/** The text to show for a failed call: the server's message, "you are offline", or a network notice. */
export function failureMessage(error: unknown, networkText: string): string {
  if (isGatewayError(error) && (error.kind === 'business' || error.kind === 'unauthorized' || error.kind === 'offline') && error.msg) return error.msg
  return networkText
}

/** retryAfter (seconds) of a 429 answer, when the server gave one. */
export function retryAfterOf(error: unknown): number | null {
  if (!isGatewayError(error) || error.status !== 429) return null
  const data = error.data as { retryAfter?: unknown } | null | undefined
  const seconds = Number(data?.retryAfter)
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null
}

/** A sendcode refusal that asks for a solved proof-of-work challenge (missing, spent or expired). */
export function needsChallenge(error: unknown): boolean {
  if (!isGatewayError(error) || error.status !== 400) return false
  return (error.data as { challengeRequired?: unknown } | null | undefined)?.challengeRequired === true
}

/** Limits that reset at midnight: the message says "tomorrow", the button stays usable. */
const DAILY_LIMITS = new Set(['phoneDailyCap', 'ipDailyCap', 'globalDailyCap', 'ipNumbersCap'])

/** Seconds to count down on the send button after a refusal, if any. */
export function countdownAfter(error: unknown): number | null {
  const seconds = retryAfterOf(error)
  if (!seconds || !isGatewayError(error)) return null
  const reason = (error.data as { reason?: unknown } | null | undefined)?.reason
  return typeof reason === 'string' && DAILY_LIMITS.has(reason) ? null : seconds
}
