import type { Metadata } from 'next'
import { pageTitle } from '@/lib/page-title'
import { siteParams, type RouteSegments, type SiteParams, type SiteRoute } from '@/lib/site-params'
import { getBrand } from '@/services/content/brand'
import { getPage, type PageView } from '@/services/content/pages'
import { siteOrigin } from '@/services/seo/origin'
import { pageSeo } from '@/services/seo/page-metadata'

/*
 * What every public route file shares: how it is cached and how its <head> is built.
 *
 * Caching. A public page is rendered on its first request per brand, language and path,
 * then served from Next's cache (the same HTML for every visitor) until an hour passes or
 * a CMS edit expires one of its tags. A route file therefore has
 *
 *   export const revalidate = 3600
 *   export { generateStaticParams } from '@/components/site/page-route'
 *
 * or, when it reads the query string, `export const dynamic = 'force-dynamic'` alone.
 * Next reads `revalidate`, `dynamic` and `dynamicParams` from the route file's own text
 * (a literal, not an import: a re-exported value is ignored and the default used), so
 * those stay written in each file; the functions come from here.
 */

/** No page is rendered at build time (there is no database then): each renders on its first request, then stays cached. */
export function generateStaticParams(): never[] {
  return []
}

/** How one URL of a route differs from its CMS page's own title and SEO texts. */
export interface MetadataVariant {
  /** Last part of the title instead of the page's navigation label. */
  title?: string
  /** Instead of the page's SEO description (which falls back to the brand's). */
  description?: string
  /** Canonical path below the brand prefix, the slug by default; null: the brand's home (which answers several paths). */
  path?: string | null
  /** Instead of the page's keywords, when not empty. */
  keywords?: string
  openGraph?: Metadata['openGraph']
  robots?: Metadata['robots']
}

/**
 * Turns a URL's own segments (and the CMS page, null when the brand has none) into its
 * variant; null when the URL names nothing (an unknown article): its metadata stays
 * empty, as the page itself answers 404.
 */
export type MetadataVary<Own extends RouteSegments> = (route: SiteRoute<Own>, page: PageView | null) => MetadataVariant | null | Promise<MetadataVariant | null>

/**
 * The metadata of a URL built on the CMS page `slug`: title "brand - site - navigation
 * label", the page's description and keywords, the absolute canonical URL with its
 * language versions (every language of the brand, x-default the brand's default), Open
 * Graph and Twitter card; then the variant's changes. A brand without the page gets only
 * the variant's openGraph and robots.
 *
 * Absolute URLs use the brand's configured origin (seo/origin.ts), never a request header:
 * the page is cached and must be the same for every visitor.
 */
export async function cmsPageMetadata<Own extends RouteSegments = {}>(params: SiteParams<Own>, slug: string, vary?: MetadataVary<Own>): Promise<Metadata> {
  const route = await siteParams(params)
  const [brand, page] = await Promise.all([getBrand(route.brand, route.locale), getPage(route.brand, route.locale, slug)])
  const variant = vary ? await vary(route, page) : {}
  if (!variant) return {}
  if (!(brand && page)) {
    return { ...(variant.keywords ? { keywords: variant.keywords } : {}), ...(variant.openGraph ? { openGraph: variant.openGraph } : {}), ...(variant.robots ? { robots: variant.robots } : {}) }
  }
  const title = pageTitle(brand.name, brand.siteTitle, variant.title ?? page.navLabel)
  const description = variant.description ?? (page.description || brand.description)
  const path = variant.path === null ? 'homes' : (variant.path ?? slug)
  return {
    title,
    description,
    keywords: variant.keywords || page.keywords || undefined,
    ...pageSeo({ origin: siteOrigin(route.brand), brand: route.brand, locale: route.locale, path, title, description, siteName: brand.name, openGraph: variant.openGraph }),
    ...(variant.robots ? { robots: variant.robots } : {}),
  }
}

/**
 * A route's `generateMetadata` from its CMS page:
 * `export const generateMetadata = cmsMetadata('price')`, or with the URL's own segments
 * `cmsMetadata<{ query?: string[] }>('news', ({ query }, page) => ...)`.
 */
export function cmsMetadata<Own extends RouteSegments = {}>(slug: string, vary?: MetadataVary<Own>) {
  return ({ params }: { params: SiteParams<Own> }): Promise<Metadata> => cmsPageMetadata(params, slug, vary)
}

/** Title part and extras of a route without a CMS page (its texts are in the messages). */
export type LabelMetadata = { label: string } & Pick<Metadata, 'description' | 'robots'>

/**
 * `generateMetadata` of a route without a CMS page: title "brand - site - label", the
 * extras, and the canonical URL, language versions, Open Graph and Twitter card of `path`,
 * the URL's own path below the brand prefix (`buyingGuide/details`; a query string such as
 * a report id is never part of it).
 */
export function labelMetadata(path: string, resolve: (route: SiteRoute) => Promise<LabelMetadata>) {
  return async ({ params }: { params: SiteParams }): Promise<Metadata> => {
    const route = await siteParams(params)
    const [brand, { label, ...extras }] = await Promise.all([getBrand(route.brand, route.locale), resolve(route)])
    if (!brand) return extras
    return routeMetadata(route, path, { title: pageTitle(brand.name, brand.siteTitle, label), ...extras })
  }
}

/**
 * The metadata a route built itself (title, description, robots), completed for the page
 * at `path` below the brand prefix: canonical URL, language versions, Open Graph and
 * Twitter card, as a CMS page has them. Empty metadata (no brand) stays empty.
 */
export async function routeMetadata(route: SiteRoute, path: string, built: Metadata): Promise<Metadata> {
  const brand = await getBrand(route.brand, route.locale)
  if (!brand || typeof built.title !== 'string') return built
  const description = typeof built.description === 'string' ? built.description : brand.description
  return { ...built, ...pageSeo({ origin: siteOrigin(route.brand), brand: route.brand, locale: route.locale, path, title: built.title, description, siteName: brand.name }) }
}
