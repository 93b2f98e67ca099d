import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound, redirect } from 'next/navigation'
import { homeHref } from '@/brands/links'
import type { BlockContext } from '@/blocks/render-context'
import { BRAND_ROUTES, type BrandKey, type Locale } from '@/brands/registry'
import { siteParams, type SiteParams } from '@/lib/site-params'
import { isHiddenPath } from '@/services/content/hidden-pages'
import { getNavigation } from '@/services/content/navigation'
import { getPage, type PageView } from '@/services/content/pages'
import { CmsFrame } from './CmsFrame'

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

/** A route that is nothing but its CMS page (landing pages). */
export async function CmsOnlyPage({ params, slug }: { params: SiteParams; slug: string }) {
  const { page, ctx } = await loadCmsPage(params, slug)
  return <CmsFrame page={page} ctx={ctx} />
}
