import { BRAND_ROUTES, publicPath, type BrandKey, type Locale } from '@/brands/registry'

/**
 * Where a visitor goes once an activity is over: the brand's page of services and their
 * regular prices (the corporate brand compares its jurisdictions with their fees; the IP
 * brand's trademark page carries its fees).
 */
const SERVICES_PAGE: Partial<Record<BrandKey, string>> = { lz: 'price', hb: 'price', cht: 'compareJurisdictions', mdt: 'trademark' }

export function servicesHref(brand: BrandKey, locale: Locale): string {
  return publicPath(BRAND_ROUTES[brand], locale, SERVICES_PAGE[brand] ?? 'homes')
}

/** Where an offer without its own link leads: the brand's contact page. */
export function contactHref(brand: BrandKey, locale: Locale): string {
  return publicPath(BRAND_ROUTES[brand], locale, 'contactUs')
}
