/**
 * Browser-side gateway client: every call from the browser to the
 * centre / IPR / system / auth / vat gateways goes through here so the headers, the
 * timeout and the answer policy are the same everywhere.
 *
 * Answers are envelopes `{ code, msg, data }`; `get`/`post` resolve to `data` when the
 * code is 0. Everything browser-specific sits behind `GatewayEnv` so the policy can be
 * unit-tested in Node with a fake fetch. Client components import it, so it imports no
 * server code: the answer shape comes from lib/gateway-envelope, shared with the router.
 * The headers (headers.ts) and the page's settings (defaults.ts) live in modules of their
 * own, which the header of every page uses without loading this one.
 */

import type { Locale } from '@/brands/registry'
import { HTML_LANG } from '@/i18n/locales'
import { CODES, type Envelope } from '@/lib/gateway-envelope'
import { isOnline } from '@/lib/online-status'
import { DEFAULT_BASE_URL, sharedOptions, type GatewayClientOptions, type GatewayEnv } from './defaults'
import { browserHeaderEnv, buildGatewayHeaders, joinUrl, languageTag, type Query } from './headers'

export { configureGateway, type GatewayClientOptions, type GatewayEnv } from './defaults'
export { ANALYTICS_COOKIE, DEFAULT_PLATFORM_CODE, PLATFORM_TYPE, TOKEN_MIN_LENGTH, joinUrl, languageTag, readAnalyticsIds, type Query } from './headers'

export const REQUEST_TIMEOUT_MS = 30000
export const DEFAULT_LOGIN_PATH = '/workbench/login?pointType=logins&intoWay=wwwNavGuide'
/** Window event the Toaster component listens for; detail is `{ message }`. */
export const TOAST_EVENT = 'gateway:toast'

export const MSG_FALLBACK = '网络异常'
export const MSG_NETWORK = '系统繁忙，请稍后重试'
export const MSG_SYSTEM = '系统错误，请联系管理员！'
/** Said when the browser is offline: the call is refused at once instead of waiting for the timeout. */
export const MSG_OFFLINE = '网络已断开，请检查网络后重试'

// The offline text follows the page's language, since it tells the user what to do.
const OFFLINE_MESSAGES: Record<Locale, string> = {
  cn: MSG_OFFLINE,
  en: 'You are offline: check your connection and try again',
  de: 'Sie sind offline: Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut',
  ko: '네트워크 연결이 끊겼습니다. 연결을 확인한 후 다시 시도해 주세요',
}

export interface CallOptions {
  /** Never toast for this call. */
  noToast?: boolean
  /**
   * Resolve with the whole envelope whatever its code or HTTP status: no toast, no 404
   * redirect, no throw. Failures without an envelope (network, timeout, non-JSON) and
   * HTTP 401 still reject and follow noToast / noRedirect.
   */
  noIntercept?: boolean
  /** Neither redirect to '/' on 404 nor open the login page on 401. */
  noRedirect?: boolean
  signal?: AbortSignal
  headers?: Record<string, string>
}


export interface GatewayRequestInit extends CallOptions {
  query?: Query
  body?: unknown
}

type Raw = { noIntercept: true }

export interface GatewayClient {
  get<T = unknown>(path: string, query: Query | undefined, opts: CallOptions & Raw): Promise<Envelope<T>>
  get<T = unknown>(path: string, query?: Query, opts?: CallOptions): Promise<T>
  post<T = unknown>(path: string, body: unknown, opts: CallOptions & Raw): Promise<Envelope<T>>
  post<T = unknown>(path: string, body?: unknown, opts?: CallOptions): Promise<T>
  request<T = unknown>(method: string, path: string, init: GatewayRequestInit & Raw): Promise<Envelope<T>>
  request<T = unknown>(method: string, path: string, init?: GatewayRequestInit): Promise<T>
}

export type GatewayErrorKind =
  | 'business' // envelope code !== 0 (or non-2xx with an envelope)
  | 'unauthorized' // HTTP 401
  | 'invalid' // response was not a JSON envelope
  | 'network' // fetch failed
  | 'offline' // the browser is offline: refused before or failed during the call
  | 'timeout'
  | 'cancelled' // the caller's signal aborted

export class GatewayError<T = unknown> extends Error {
  readonly kind: GatewayErrorKind
  /** Envelope code; the HTTP status when there is no envelope; -1 when nothing came back. */
  readonly code: number
  readonly msg: string
  /** HTTP status, 0 when no response arrived. */
  readonly status: number
  readonly data: T | undefined

  constructor(init: { kind: GatewayErrorKind; code: number; msg: string; status: number; data?: T; cause?: unknown }) {
    super(init.msg, init.cause === undefined ? undefined : { cause: init.cause })
    this.name = 'GatewayError'
    this.kind = init.kind
    this.code = init.code
    this.msg = init.msg
    this.status = init.status
    this.data = init.data
  }

  get cancelled(): boolean {
    return this.kind === 'cancelled'
  }
}

export function isGatewayError(value: unknown): value is GatewayError {
  return value instanceof GatewayError
}

/** The offline text in the language of a locale ('en') or language tag ('zh-CN', 'de-AT'); Chinese otherwise. */
export function offlineMessage(locale: string | null | undefined): string {
  const tag = languageTag(locale).toLowerCase()
  const primary = tag.split('-')[0]
  for (const [key, value] of Object.entries(HTML_LANG) as [Locale, string][]) {
    if (value.toLowerCase() === tag || value.toLowerCase().split('-')[0] === primary) return OFFLINE_MESSAGES[key]
  }
  return MSG_OFFLINE
}

/**
 * The login page plus the current page's query parameters (channel codes and the like),
 * in the language of the current page: a page under /en/... opens /en/workbench/login.
 */
export function buildLoginUrl(currentSearch = '', currentPath = ''): string {
  const [loginPath, base] = DEFAULT_LOGIN_PATH.split('?') as [string, string]
  const first = currentPath.split('/')[1] ?? ''
  const path = Object.hasOwn(HTML_LANG, first) ? `/${first}${loginPath}` : loginPath
  const params = new URLSearchParams(base)
  new URLSearchParams(currentSearch).forEach((value, key) => {
    if (!params.has(key)) params.append(key, value)
  })
  return `${path}?${params}`
}

// Only `code` is required of an answer: where `msg` is missing, the client's own texts stand in.
function isEnvelope(value: unknown): value is Envelope {
  return !!value && typeof value === 'object' && 'code' in value
}

function sendsRawBody(body: unknown): boolean {
  return (
    typeof body === 'string' ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  )
}

/** Browser defaults; each guards against running on the server so imports stay SSR-safe. */
export function browserEnv(): GatewayEnv {
  const hasWindow = typeof window !== 'undefined'
  return {
    ...browserHeaderEnv(),
    fetch: (input, init) => globalThis.fetch(input, init),
    toast: (message) => {
      if (hasWindow) window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: { message } }))
    },
    navigate: (path) => {
      // replace: the page that answered 404 should not stay in history.
      if (hasWindow) window.location.replace(path)
    },
    openWindow: (url) => {
      if (hasWindow) window.open(url, '_blank', 'noopener')
    },
    loginUrl: () => (hasWindow ? buildLoginUrl(window.location.search, window.location.pathname) : buildLoginUrl()),
    isOnline: () => isOnline(),
  }
}

// Parallel calls failing with 401 (e.g. on page load with an expired token) would each
// open a login tab; one tab per this window is enough.
const LOGIN_REOPEN_GUARD_MS = 3000

export function createGatewayClient(options: GatewayClientOptions = {}): GatewayClient {
  const env: GatewayEnv = { ...browserEnv(), ...options.env }
  const baseUrl = options.baseUrl ?? DEFAULT_BASE_URL
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS
  let lastLoginOpenedAt = -Infinity

  function toast(opts: CallOptions, message: string | undefined, fallback: string): void {
    if (!opts.noToast) env.toast(message || fallback)
  }

  function openLogin(): void {
    const now = Date.now()
    if (now - lastLoginOpenedAt < LOGIN_REOPEN_GUARD_MS) return
    lastLoginOpenedAt = now
    env.openWindow(env.loginUrl())
  }

  function offline(opts: CallOptions, cause?: unknown): GatewayError {
    const msg = offlineMessage(options.locale?.())
    toast(opts, msg, msg)
    return new GatewayError({ kind: 'offline', code: -1, msg, status: 0, cause })
  }

  async function request(method: string, path: string, init: GatewayRequestInit = {}): Promise<unknown> {
    const { query, body, signal: callerSignal, ...opts } = init
    const hasBody = body !== undefined && method.toUpperCase() !== 'GET'
    const rawBody = hasBody && sendsRawBody(body)

    // Offline, a call would only hang until the timeout: refuse it now with a clear text.
    // A call its caller has already cancelled still reports the cancel below.
    if (!callerSignal?.aborted && !env.isOnline()) throw offline(opts)

    // One controller for both the timeout and the caller's signal; the flags record which
    // fired so a timeout is reported as a failure and a caller abort as a silent cancel.
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort(new DOMException('Gateway request timed out', 'TimeoutError'))
    }, timeoutMs)
    const onCallerAbort = () => controller.abort(callerSignal?.reason)
    if (callerSignal?.aborted) onCallerAbort()
    else callerSignal?.addEventListener('abort', onCallerAbort, { once: true })

    let response: Response
    let text: string
    try {
      // An already-cancelled call never reaches the network.
      controller.signal.throwIfAborted()
      response = await env.fetch(joinUrl(baseUrl, path, query), {
        method,
        headers: buildGatewayHeaders(options, env, hasBody && !rawBody, opts.headers),
        body: hasBody ? (rawBody ? (body as BodyInit) : JSON.stringify(body)) : undefined,
        signal: controller.signal,
      })
      text = await response.text()
    } catch (cause) {
      if (callerSignal?.aborted && !timedOut) {
        // Cancelled on purpose (route change, superseded search): nothing to tell the user.
        throw new GatewayError({ kind: 'cancelled', code: -1, msg: 'cancelled', status: 0, cause })
      }
      // The connection dropped while the call was under way.
      if (!timedOut && !env.isOnline()) throw offline(opts, cause)
      // A timeout is treated exactly like a network failure: the user sees the
      // "system busy" toast and the call rejects.
      toast(opts, undefined, MSG_NETWORK)
      throw new GatewayError({ kind: timedOut ? 'timeout' : 'network', code: -1, msg: MSG_NETWORK, status: 0, cause })
    } finally {
      clearTimeout(timer)
      callerSignal?.removeEventListener('abort', onCallerAbort)
    }

    const status = response.status
    let envelope: Envelope | undefined
    try {
      const parsed: unknown = text ? JSON.parse(text) : undefined
      if (isEnvelope(parsed)) envelope = parsed
    } catch {
      // not JSON; handled below
    }

    // 401 is decided by the HTTP status, before and regardless of interception: no toast,
    // the login page opens in a new tab so the current page keeps its state.
    if (status === 401) {
      if (!opts.noRedirect) openLogin()
      throw new GatewayError({
        kind: 'unauthorized',
        code: envelope ? Number(envelope.code) : 401,
        msg: envelope?.msg || 'unauthorized',
        status,
        data: envelope?.data,
      })
    }

    if (!envelope) {
      toast(opts, undefined, MSG_SYSTEM)
      throw new GatewayError({ kind: 'invalid', code: status, msg: MSG_SYSTEM, status })
    }

    if (opts.noIntercept) return envelope

    const code = Number(envelope.code)
    if (code === CODES.OK && response.ok) return envelope.data

    if ((code === CODES.NOT_FOUND || status === 404) && !opts.noRedirect) env.navigate('/')
    toast(opts, envelope.msg, MSG_FALLBACK)
    throw new GatewayError({
      kind: 'business',
      code: code === CODES.OK ? status : code,
      msg: envelope.msg || MSG_FALLBACK,
      status,
      data: envelope.data,
    })
  }

  return {
    request: request as GatewayClient['request'],
    get: ((path: string, query?: Query, opts?: CallOptions) =>
      request('GET', path, { ...opts, query })) as GatewayClient['get'],
    post: ((path: string, body?: unknown, opts?: CallOptions) =>
      request('POST', path, { ...opts, body })) as GatewayClient['post'],
  }
}

let defaultClient: GatewayClient | undefined
let defaultClientOptions: GatewayClientOptions | undefined

// Built from the options ClientBoot configured (defaults.ts), again whenever they change.
function shared(): GatewayClient {
  const options = sharedOptions()
  if (!defaultClient || defaultClientOptions !== options) {
    defaultClient = createGatewayClient(options)
    defaultClientOptions = options
  }
  return defaultClient
}

/** The shared browser client, created on first use (never at import, so SSR imports are safe). */
export const gateway: GatewayClient = {
  request: ((method: string, path: string, init?: GatewayRequestInit) =>
    shared().request(method, path, init)) as GatewayClient['request'],
  get: ((path: string, query?: Query, opts?: CallOptions) => shared().get(path, query, opts)) as GatewayClient['get'],
  post: ((path: string, body?: unknown, opts?: CallOptions) => shared().post(path, body, opts)) as GatewayClient['post'],
}
