/**
 * The address and headers of every browser call to the gateway (headers: brand, client
 * kind, language, page title, analytics and device ids, the login token). Shared by the full client
 * (index.ts) and the signed-in check in the header of every page (session.ts), so both
 * send the same request; it holds no answer policy, which only the full client needs.
 */

import { brandByPlatformCode, type Locale } from '@/brands/registry'
import { HTML_LANG } from '@/i18n/locales'
import { LOGIN_COOKIE } from '@/lib/cookies'
import { getDeviceId } from './device-id'
import type { GatewayClientOptions, GatewayEnv } from './defaults'

/** The login cookie is sent as the `token` header only when longer than this. */
export const TOKEN_MIN_LENGTH = 5
/** Cookie written by the Sensors Data SDK: URL-encoded JSON with distinct_id and first_id. */
export const ANALYTICS_COOKIE = 'sensorsdata2015jssdkcross'
export const DEFAULT_PLATFORM_CODE = '15'
/**
 * Every call names the kind of client in `platform-type`. The gateway contract lists the
 * header without its values; this site's browser client is the public website, `web`
 * (the server reads it only for logs; nothing branches on it).
 */
export const PLATFORM_TYPE = 'web'

/** What the headers depend on of the client's options and of the browser. */
export type HeaderOptions = Pick<GatewayClientOptions, 'platformCode' | 'platformType' | 'platformName' | 'locale'>
export type HeaderEnv = Pick<GatewayEnv, 'getCookie' | 'storage' | 'pageTitle'>

/** 'cn' -> 'zh-CN' etc.; already-formed tags pass through; anything else is Chinese (the default). */
export function languageTag(locale: string | null | undefined): string {
  if (!locale) return HTML_LANG.cn
  if (locale in HTML_LANG) return HTML_LANG[locale as Locale]
  if (/^zh\b/i.test(locale)) return HTML_LANG.cn
  return /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(locale) ? locale : HTML_LANG.cn
}

/** distinct_id / first_id from the analytics cookie; never throws on a malformed cookie. */
export function readAnalyticsIds(cookie: string | undefined): { distinctId?: string; firstId?: string } {
  if (!cookie) return {}
  // getCookie normally decodes already, but a raw (still encoded) value is accepted too.
  for (const text of [cookie, safeDecode(cookie)]) {
    try {
      const parsed: unknown = JSON.parse(text)
      if (!parsed || typeof parsed !== 'object') return {}
      const { distinct_id, first_id } = parsed as Record<string, unknown>
      return {
        distinctId: idString(distinct_id),
        firstId: idString(first_id),
      }
    } catch {
      // try the next form
    }
  }
  return {}
}

function idString(value: unknown): string | undefined {
  if (typeof value === 'string' && value) return value
  if (typeof value === 'number') return String(value)
  return undefined
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** fetch rejects header values outside ISO-8859-1, so non-ASCII text is percent-encoded. */
function asciiHeader(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : encodeURIComponent(value)
}

function readDocumentCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return safeDecode(part.slice(eq + 1).trim())
  }
  return undefined
}

/** The browser's cookies, local storage and title; each guards against running on the server. */
export function browserHeaderEnv(): HeaderEnv {
  let storage: HeaderEnv['storage'] = null
  try {
    storage = typeof window !== 'undefined' ? window.localStorage : null
  } catch {
    // Accessing localStorage throws when storage is blocked.
  }
  return {
    getCookie: readDocumentCookie,
    storage,
    pageTitle: () => (typeof document === 'undefined' ? '' : document.title),
  }
}

/** The headers of one call; `extra` (the caller's own headers) adds to or overrides them. */
export function buildGatewayHeaders(options: HeaderOptions, env: HeaderEnv, hasJsonBody: boolean, extra?: Record<string, string>): Headers {
  const platformCode = options.platformCode ?? DEFAULT_PLATFORM_CODE
  const headers = new Headers({
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
    'system-type': 'pc',
    platform: platformCode,
    'request-platform': '00',
  })
  const title = env.pageTitle() ?? ''
  headers.set('source-title', asciiHeader(title))
  headers.set('page-title', encodeURIComponent(title))
  headers.set('platform-type', asciiHeader(options.platformType ?? PLATFORM_TYPE))
  const platformName = options.platformName ?? brandByPlatformCode(platformCode)?.key
  if (platformName) headers.set('platform-name', asciiHeader(platformName))

  const language = languageTag(options.locale?.())
  headers.set('Accept-Language', language)
  headers.set('Content-Language', language)

  const { distinctId, firstId } = readAnalyticsIds(env.getCookie(ANALYTICS_COOKIE))
  if (distinctId) headers.set('distinct-id', asciiHeader(distinctId))
  if (firstId) headers.set('first-id', asciiHeader(firstId))

  headers.set('device-id', getDeviceId(env.storage))

  const token = env.getCookie(LOGIN_COOKIE)
  if (token && token.length > TOKEN_MIN_LENGTH) headers.set('token', asciiHeader(token))

  if (hasJsonBody) headers.set('Content-Type', 'application/json')
  for (const [key, value] of Object.entries(extra ?? {})) headers.set(key, value)
  return headers
}

type QueryValue = string | number | boolean | null | undefined
export type Query = Record<string, QueryValue | readonly QueryValue[]>

/** The call's URL: the base, the path (an absolute URL is kept as is) and the query's defined values. */
export function joinUrl(baseUrl: string, path: string, query?: Query): string {
  const url = /^https?:\/\//i.test(path)
    ? path
    : `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
  if (!query) return url
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) params.append(key, String(item))
    }
  }
  const qs = params.toString()
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url
}
