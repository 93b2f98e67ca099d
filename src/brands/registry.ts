/**
 * Routing facts about each brand: the part of a brand that decides which code answers a
 * URL. It lives in code (not the CMS) because the proxy must resolve a brand before any
 * database is reachable and because adding a brand also means adding its routes.
 * Everything editorial about a brand (names, footer, phones, theme, filing numbers)
 * lives in the CMS `brands` collection, keyed by the same `key`.
 */

export const LOCALES = ['cn', 'en', 'de', 'ko'] as const
export type Locale = (typeof LOCALES)[number]

export const BRAND_KEYS = ['lz', 'mdt', 'cht', 'hb', 'ob', 'gl', 'ar', 'hk'] as const
export type BrandKey = (typeof BRAND_KEYS)[number]

export interface BrandRoute {
  key: BrandKey
  /** Sent as the `platform` header by the gateway client and used to resolve the brand. */
  platformCode: string
  /** Route prefix segment (`lz` for `/lz/...`), or null when the brand has none. */
  prefix: string | null
  /** True for brands whose every URL starts with `/{locale}` (recycling, law firm, Korea). */
  localePrefixed: boolean
  /** Development hosts (`mdt.localhost`); production domains come from BRAND_HOSTS. */
  devHosts: string[]
  defaultLocale: Locale
  locales: Locale[]
  flags: { recycling?: boolean; lawFirm?: boolean; /** Offers the compliance questionnaire and its report page (questionAnswer). */ questionnaire?: boolean; /** Its contact form is an enquiry about a jurisdiction and a corporate service. */ corporate?: boolean; /** Serves Chinese and foreign visitors: a visitor whose address does not match the language shown is offered the other version once. */ languagePrompt?: boolean }
}

export const BRAND_ROUTES: Record<BrandKey, BrandRoute> = {
  lz: { key: 'lz', platformCode: '15', prefix: 'lz', localePrefixed: false, devHosts: ['localhost', '127.0.0.1', 'lz.localhost'], defaultLocale: 'cn', locales: ['cn', 'en'], flags: { questionnaire: true } },
  mdt: { key: 'mdt', platformCode: '08', prefix: 'mdt', localePrefixed: false, devHosts: ['mdt.localhost'], defaultLocale: 'cn', locales: ['cn', 'en'], flags: {} },
  cht: { key: 'cht', platformCode: '13', prefix: 'cht', localePrefixed: false, devHosts: ['cht.localhost'], defaultLocale: 'cn', locales: ['cn', 'en'], flags: { corporate: true } },
  hb: { key: 'hb', platformCode: '10', prefix: 'hb', localePrefixed: false, devHosts: ['hb.localhost'], defaultLocale: 'cn', locales: ['cn', 'en'], flags: { questionnaire: true } },
  ob: { key: 'ob', platformCode: '19', prefix: null, localePrefixed: false, devHosts: ['ob.localhost'], defaultLocale: 'cn', locales: ['cn', 'en'], flags: {} },
  gl: { key: 'gl', platformCode: '01', prefix: null, localePrefixed: true, devHosts: ['gl.localhost'], defaultLocale: 'en', locales: ['en', 'de', 'cn'], flags: { recycling: true, languagePrompt: true, questionnaire: true } },
  ar: { key: 'ar', platformCode: '20', prefix: null, localePrefixed: true, devHosts: ['ar.localhost'], defaultLocale: 'en', locales: ['en', 'cn'], flags: { lawFirm: true } },
  hk: { key: 'hk', platformCode: '00', prefix: null, localePrefixed: true, devHosts: ['hk.localhost'], defaultLocale: 'cn', locales: ['cn', 'en', 'ko'], flags: { languagePrompt: true } },
}

export const DEFAULT_BRAND: BrandKey = 'lz'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

export function isBrandKey(value: unknown): value is BrandKey {
  return typeof value === 'string' && (BRAND_KEYS as readonly string[]).includes(value)
}

export function brandByPlatformCode(code: string | null | undefined): BrandRoute | undefined {
  if (!code) return undefined
  return Object.values(BRAND_ROUTES).find((b) => b.platformCode === code)
}

/** The public path of a brand page: `/lz/VAT`, `/en/lz/VAT`, `/en/contact` (locale brands). */
export function publicPath(brand: BrandRoute, locale: Locale, page: string): string {
  const rest = page.replace(/^\/+/, '')
  const parts: string[] = []
  if (brand.localePrefixed || locale !== brand.defaultLocale) parts.push(locale)
  if (brand.prefix) parts.push(brand.prefix)
  if (rest) parts.push(rest)
  return '/' + parts.join('/')
}
