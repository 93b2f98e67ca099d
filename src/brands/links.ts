import { BRAND_ROUTES, DEFAULT_BRAND, isLocale, publicPath, type BrandKey, type Locale } from './registry'

export function isExternal(href: string): boolean {
  return /^(https?:)?\/\//i.test(href)
}

/**
 * CMS links are written without a locale (`/lz/VAT`, `/contact`); this adds the
 * `/{locale}` prefix the current language needs. External links and anchors pass through.
 */
export function localizeHref(href: string, brandKey: BrandKey, locale: Locale): string {
  if (!href || isExternal(href) || href.startsWith('#') || href.startsWith('mailto:') || href.startsWith('tel:')) return href
  const brand = BRAND_ROUTES[brandKey]
  const path = href.startsWith('/') ? href : `/${href}`
  // Already carries a language: leave it as the editor wrote it.
  if (isLocale(path.split('/')[1])) return path
  if (brand.localePrefixed || locale !== brand.defaultLocale) return `/${locale}${path === '/' ? '' : path}`
  return path
}

/** The home page of a brand in a language. */
export function homeHref(brandKey: BrandKey, locale: Locale): string {
  const brand = BRAND_ROUTES[brandKey]
  // `/` is the main brand's home; other prefixed brands live at /{prefix}/homes.
  if (brand.prefix && brandKey !== DEFAULT_BRAND) return publicPath(brand, locale, 'homes')
  return brand.localePrefixed || locale !== brand.defaultLocale ? `/${locale}` : '/'
}

/**
 * The language switcher's target for the page being shown: the same path with an
 * explicit /{locale} first, which the proxy turns into a saved choice.
 */
export function switchLocaleHref(currentPathname: string, target: Locale): string {
  const segments = currentPathname.split('/').filter(Boolean)
  if (isLocale(segments[0])) segments.shift()
  return '/' + [target, ...segments].join('/')
}
