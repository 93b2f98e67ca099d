import { notFound } from 'next/navigation'
import { BRAND_ROUTES, isBrandKey, isLocale, type BrandKey, type Locale } from '@/brands/registry'

/** The two segments every public route has: /s/{brand}/{locale}/..., as the proxy wrote them. */
export interface SiteSegments {
  brand: string
  locale: string
}

/**
 * A route's own dynamic segments, named like its folder: `{ rest: string[] }` for
 * `[...rest]`, `{ query?: string[] }` for `[[...query]]` (absent on the bare path).
 */
export type RouteSegments = Record<string, string | string[] | undefined>

/**
 * The `params` Next passes to a page, layout or generateMetadata below /s/[brand]/[locale]:
 * the site segments and the route's own, all unchecked strings. Same shape as Next's
 * generated `PageProps<'/s/[brand]/[locale]/…'>['params']`, written out because those
 * types exist only after a build.
 */
export type SiteParams<Own extends RouteSegments = {}> = Promise<SiteSegments & Own>

/** Checked params: brand and locale are values the registry knows; the route's own segments as Next passed them. */
export type SiteRoute<Own extends RouteSegments = {}> = Omit<SiteSegments & Own, keyof SiteSegments> & { brand: BrandKey; locale: Locale }

/** The query string of a page rendered per request (`searchParams`). */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>

/**
 * Validates the /s/{brand}/{locale} segments the proxy wrote: a brand the registry does
 * not know, or a language that brand is not served in, is a 404.
 */
export async function siteParams<Own extends RouteSegments = {}>(params: SiteParams<Own>): Promise<SiteRoute<Own>> {
  const { brand, locale, ...own } = await params
  if (!isBrandKey(brand) || !isLocale(locale) || !BRAND_ROUTES[brand].locales.includes(locale)) notFound()
  return { ...own, brand, locale }
}
