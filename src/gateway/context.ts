import { BRAND_ROUTES, DEFAULT_BRAND, brandByPlatformCode, type BrandRoute, type Locale } from '@/brands/registry'
import { brandForHost } from '@/brands/resolve'
import { localeFromAcceptLanguage } from '@/i18n/locales'
import { LOGIN_COOKIE } from '@/lib/cookies'
import { clientIp } from '@/lib/client-ip'
import { getEnv } from '@/lib/env'
import { requestHost } from '@/lib/request-host'

const extraHosts = getEnv().BRAND_HOSTS

/** A cookie a handler wants set (or cleared, with maxAge 0) on the answer. */
export interface OutgoingCookie {
  name: string
  value: string
  maxAge: number
  httpOnly: boolean
}

export interface GatewayContext {
  brand: BrandRoute
  locale: Locale
  ip: string
  token: string | null
  distinctId: string | null
  deviceId: string | null
  channelNo: string | null
  headers: Headers
  /** Cookies the router writes onto the answer (see router.ts). */
  setCookies: OutgoingCookie[]
}

export function cookieValue(headers: Headers, name: string): string | null {
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='))
      } catch {
        return null
      }
    }
  }
  return null
}

export function gatewayContext(request: Request): GatewayContext {
  const headers = request.headers
  const brand = brandByPlatformCode(headers.get('platform')) ?? brandForHost(requestHost(headers), extraHosts) ?? BRAND_ROUTES[DEFAULT_BRAND]
  const locale = localeFromAcceptLanguage(headers.get('content-language') ?? headers.get('accept-language'), brand.locales) ?? brand.defaultLocale
  // The browser client sends the token header; the HttpOnly loginCode cookie covers
  // same-site pages that cannot read it.
  const token = headers.get('token') || cookieValue(headers, LOGIN_COOKIE)
  const channel = cookieValue(headers, 'channelNo') ?? cookieValue(headers, 'channelCode')
  return {
    brand,
    locale,
    ip: clientIp(headers),
    token: token && token.length > 5 ? token : null,
    distinctId: headers.get('distinct-id'),
    deviceId: headers.get('device-id'),
    channelNo: channel && /^[\w-]{1,64}$/.test(channel) ? channel : null,
    headers,
    setCookies: [],
  }
}

export { clientIp }

/**
 * The same request for another brand (the /chtco calls are always the corporate brand's,
 * whatever host or platform header they arrive with): the language is chosen again among
 * that brand's languages, from the same headers.
 */
export function contextForBrand(ctx: GatewayContext, brand: BrandRoute): GatewayContext {
  if (ctx.brand.key === brand.key) return ctx
  const locale = localeFromAcceptLanguage(ctx.headers.get('content-language') ?? ctx.headers.get('accept-language'), brand.locales) ?? brand.defaultLocale
  // The same setCookies array, so cookies a handler asks for still reach the answer.
  return { ...ctx, brand, locale }
}
