import { homeHref } from '@/brands/links'
import { BRAND_ROUTES, publicPath, type BrandKey, type Locale } from '@/brands/registry'
import { HTML_LANG } from '@/i18n/locales'

/**
 * Absolute addresses for search engines: canonical URLs and language alternates. Pure, so
 * the sitemap, the page metadata and the JSON-LD build the same URL for the same page.
 */

/** The slug of the CMS home page; its public path is the brand's home, not /homes. */
const HOME_SLUG = 'homes'

/** The public path of a CMS page slug in a language: the home's is the brand's home path. */
export function pagePath(brand: BrandKey, locale: Locale, slug: string): string {
  if (slug === HOME_SLUG || slug === '') return homeHref(brand, locale)
  return publicPath(BRAND_ROUTES[brand], locale, slug)
}

/** `origin` + `path`, without a doubled or missing slash. */
export function absoluteUrl(origin: string, path: string): string {
  return origin.replace(/\/+$/, '') + '/' + path.replace(/^\/+/, '')
}

/** The hreflang code of a site locale (`cn` is Chinese as written in mainland China). */
export function hreflangOf(locale: Locale): string {
  return HTML_LANG[locale]
}

/**
 * Language alternates of one page: each language the brand publishes, plus x-default on
 * the brand's default language. Keys are hreflang codes, values absolute URLs.
 */
export function languageAlternates(origin: string, brand: BrandKey, slug: string): Record<string, string> {
  const route = BRAND_ROUTES[brand]
  const out: Record<string, string> = {}
  for (const locale of route.locales) out[hreflangOf(locale)] = absoluteUrl(origin, pagePath(brand, locale, slug))
  out['x-default'] = absoluteUrl(origin, pagePath(brand, route.defaultLocale, slug))
  return out
}

export interface OriginConfig {
  /** The brand's production host from BRAND_HOSTS, or null. */
  configuredHost: string | null
  /** The public site's scheme when a host is configured: https unless SITE_URL says http. */
  siteUrl?: string | null
  /** The port the server listens on (PORT), for the development host. */
  port?: string | null
}

/**
 * The brand's canonical origin, from configuration only (never from a request header, so
 * a cached page is the same for every visitor): its BRAND_HOSTS host, else its first
 * development host on the server's port (`http://mdt.localhost:3000`).
 */
export function canonicalOrigin(brand: BrandKey, config: OriginConfig): string {
  if (config.configuredHost) {
    const scheme = config.siteUrl?.startsWith('http://') ? 'http' : 'https'
    return `${scheme}://${config.configuredHost.toLowerCase()}`
  }
  const host = BRAND_ROUTES[brand].devHosts[0] ?? 'localhost'
  const port = config.port && config.port !== '80' ? `:${config.port}` : ''
  return `http://${host}${port}`
}
