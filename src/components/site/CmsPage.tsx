import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound, redirect } from 'next/navigation'
import { homeHref } from '@/brands/links'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import type { BlockContext } from '@/blocks/render-context'
import { BRAND_ROUTES, publicPath, type BrandKey, type Locale } from '@/brands/registry'
import { pageTitle } from '@/lib/page-title'
import { siteParams, type SiteParams } from '@/lib/site-params'
import { getBrand } from '@/services/content/brand'
import { isHiddenPath } from '@/services/content/hidden-pages'
import { getNavigation } from '@/services/content/navigation'
import { getPage, type PageBlock, type PageView } from '@/services/content/pages'

/**
 * Every public route of a brand has a CMS page (collection `pages`, by slug) that carries
 * its title, SEO texts and the blocks around the route's own feature (a list, a form, a
 * calculator). A brand without that page does not have the route: 404.
 */
export interface CmsPageContext {
  brand: BrandKey
  locale: Locale
  page: PageView
  ctx: BlockContext
}

export async function loadCmsPage(params: SiteParams, slug: string): Promise<CmsPageContext> {
  const { brand, locale } = await siteParams(params)
  setRequestLocale(locale)
  await redirectIfHidden(brand, locale, slug)
  const [page, t] = await Promise.all([getPage(brand, locale, slug), getTranslations({ locale, namespace: 'common' })])
  if (!page) notFound()
  return { brand, locale, page, ctx: { brand, locale, newTabLabel: t('opensInNewTab') } }
}

/**
 * An editor who disables a page's navigation entry hides the page: visitors go home
 * (the locale home for the recycling brand). `page` is the path below the prefix.
 */
export async function redirectIfHidden(brand: BrandKey, locale: Locale, page: string): Promise<void> {
  const prefix = BRAND_ROUTES[brand].prefix
  const path = '/' + [...(prefix ? [prefix] : []), page].join('/')
  if (isHiddenPath(await getNavigation(brand, locale), path)) redirect(homeHref(brand, locale))
}

/**
 * A feature page reads: its hero (the h1), the feature itself, then the editor's other
 * blocks (explanations, FAQ, call to action). Splits the layout after the first hero;
 * without a hero everything follows the feature.
 */
export function splitAfterHero(layout: PageBlock[]): [PageBlock[], PageBlock[]] {
  const at = layout.findIndex((b) => b.blockType === 'hero')
  return at < 0 ? [[], layout] : [layout.slice(0, at + 1), layout.slice(at + 1)]
}

/** Title (brand - site - nav label), description, keywords and canonical URL of a CMS page. */
export async function cmsPageMetadata(params: SiteParams, slug: string, overrides: { title?: string; description?: string; path?: string } = {}): Promise<Metadata> {
  const { brand: key, locale } = await siteParams(params)
  const [brand, page] = await Promise.all([getBrand(key, locale), getPage(key, locale, slug)])
  if (!brand || !page) return {}
  return {
    title: pageTitle(brand.name, brand.siteTitle, overrides.title ?? page.navLabel),
    description: overrides.description ?? (page.description || brand.description),
    keywords: page.keywords || undefined,
    alternates: { canonical: publicPath(BRAND_ROUTES[key], locale, overrides.path ?? slug) },
  }
}

/** The page's blocks in the order the editor arranged them. */
export function CmsBlocks({ page, ctx }: { page: PageView; ctx: BlockContext }) {
  return <RenderBlocks blocks={page.layout} ctx={ctx} />
}

/** A route that is nothing but its CMS page (service pages, landing pages). */
export async function CmsOnlyPage({ params, slug }: { params: SiteParams; slug: string }) {
  const { page, ctx } = await loadCmsPage(params, slug)
  return <CmsBlocks page={page} ctx={ctx} />
}
