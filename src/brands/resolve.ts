import { localeFromAcceptLanguage } from '@/i18n/locales'
import { resolveAlias } from './aliases'
import { BRAND_ROUTES, DEFAULT_BRAND, isBrandKey, isLocale, type BrandKey, type BrandRoute, type Locale } from './registry'

/** Internal route prefix every public page is rewritten to: /s/{brand}/{locale}/{page}. */
export const SITE_SEGMENT = 's'
/** A page no route or CMS slug claims: the catch-all renders it as the brand's 404 screen. */
export const UNKNOWN_PAGE = '__unknown__'
export const HOME_PAGE = 'homes'

export interface ResolveInput {
  pathname: string
  host: string | null
  /** Value of the `i18n_redirected` cookie. */
  cookieLocale?: string | null
  /** Accept-Language header: the browser's languages, read when no cookie holds a saved choice. */
  acceptLanguage?: string | null
  /** Extra host -> brand pairs for production domains (BRAND_HOSTS). */
  extraHosts?: Record<string, BrandKey>
}

export type Resolution =
  | {
      kind: 'rewrite'
      brand: BrandRoute
      locale: Locale
      page: string
      internalPath: string
      /** Set when the URL chose a locale the cookie does not hold yet. */
      setLocaleCookie?: Locale
    }
  | { kind: 'redirect'; location: string; setLocaleCookie?: Locale }

/** Parses `mdt=ip.example.com,cht=corp.example.com` into a host map. */
export function parseBrandHosts(raw: string | undefined): Record<string, BrandKey> {
  const map: Record<string, BrandKey> = {}
  for (const pair of (raw ?? '').split(',')) {
    const [key, host] = pair.split('=').map((s) => s?.trim().toLowerCase())
    if (host && isBrandKey(key)) map[host] = key
  }
  return map
}

export function brandForHost(host: string | null, extraHosts: Record<string, BrandKey> = {}): BrandRoute | undefined {
  if (!host) return undefined
  const name = host.toLowerCase().replace(/:\d+$/, '')
  if (extraHosts[name]) return BRAND_ROUTES[extraHosts[name]]
  return Object.values(BRAND_ROUTES).find((b) => b.devHosts.includes(name))
}

/**
 * Maps a public URL to the brand, the locale and the internal page path.
 * Order: brand route prefix, else host, else the default brand; any `ost`
 * segment stands for the resolved brand's own prefix; `/{locale}` may lead the path.
 */
export function resolveRequest(input: ResolveInput): Resolution {
  const segments = input.pathname.split('/').filter(Boolean).map(safeDecode)

  let explicit: Locale | undefined
  if (isLocale(segments[0])) explicit = segments.shift() as Locale

  let brand: BrandRoute | undefined
  const first = segments[0]
  const byPrefix = Object.values(BRAND_ROUTES).find((b) => b.prefix !== null && b.prefix === first)
  if (byPrefix) {
    brand = byPrefix
    segments.shift()
  } else {
    brand = brandForHost(input.host, input.extraHosts) ?? BRAND_ROUTES[DEFAULT_BRAND]
  }

  // `/ost/EPR` means "EPR under this brand's own prefix".
  const ostIndex = segments.indexOf('ost')
  if (ostIndex !== -1) segments.splice(ostIndex, 1)

  const cookie = isLocale(input.cookieLocale) && brand.locales.includes(input.cookieLocale) ? input.cookieLocale : undefined
  const prefix = byPrefix?.prefix ? [byPrefix.prefix] : []
  // Segments were decoded to be matched; encoded again, a decoded `/` or `\\` stays inside
  // its segment instead of turning `/cn/%2Fevil.example` into `//evil.example`.
  const to = (locale: Locale | null) => '/' + [...(locale ? [locale] : []), ...prefix, ...segments].map(encodeURIComponent).join('/')

  if (!explicit) {
    // The visitor's language: the saved choice, else (first visit) the browser's languages,
    // else the brand's default. One URL per language: any choice on a locale-prefixed
    // brand, and a non-default one elsewhere, is made visible as a /{locale} prefix.
    const chosen = cookie ?? localeFromAcceptLanguage(input.acceptLanguage, brand.locales) ?? brand.defaultLocale
    if (brand.localePrefixed || chosen !== brand.defaultLocale) return { kind: 'redirect', location: to(chosen) }
    return rewrite(brand, brand.defaultLocale, segments)
  }

  // A locale the brand does not publish is an unknown route.
  if (!brand.locales.includes(explicit)) return rewrite(brand, brand.defaultLocale, [UNKNOWN_PAGE, explicit, ...segments])

  const setLocaleCookie = explicit !== input.cookieLocale ? explicit : undefined
  // `/cn/lz/VAT` is how the language switcher asks for the default language: keep the
  // choice and send the visitor to the unprefixed URL.
  if (!brand.localePrefixed && explicit === brand.defaultLocale) return { kind: 'redirect', location: to(null), setLocaleCookie }
  return { ...rewrite(brand, explicit, segments), setLocaleCookie }
}

function rewrite(brand: BrandRoute, locale: Locale, segments: string[]): Extract<Resolution, { kind: 'rewrite' }> {
  const target = resolveAlias(segments)
  const page = target.length ? target.join('/') : HOME_PAGE
  return {
    kind: 'rewrite',
    brand,
    locale,
    page,
    internalPath: `/${SITE_SEGMENT}/${brand.key}/${locale}/${page.split('/').map(encodeURIComponent).join('/')}`,
  }
}

/**
 * A redirect target that can only be a path on this site: one leading slash, never
 * `//host` or `/\\host`, which browsers read as another site.
 */
export function sitePath(location: string): string {
  return '/' + location.replace(/^[\\/\s]+/, '')
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
