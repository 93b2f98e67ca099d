import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { homeHref } from '@/brands/links'
import { BRAND_ROUTES } from '@/brands/registry'
import { NotFoundStatus } from '@/components/errors/NotFoundStatus'
import { NotFoundView } from '@/components/errors/NotFoundView'
import { CmsFrame } from '@/components/site/CmsFrame'
import { cmsPageMetadata } from '@/components/site/page-route'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { pageTitle } from '@/lib/page-title'
import { siteParams, type SiteParams } from '@/lib/site-params'
import { getBrand } from '@/services/content/brand'
import { isHiddenPath } from '@/services/content/hidden-pages'
import { getNavigation } from '@/services/content/navigation'
import { rememberCatchAllPaths } from '@/services/content/known-paths'
import { isPublishedSlug } from '@/services/content/page-slugs'
import { getPage, getPageConfigs } from '@/services/content/pages'

export const revalidate = 3600
export { generateStaticParams } from '@/components/site/page-route'

/** The route's own segments, [...rest]: the CMS page's slug. */
type Segments = { rest: string[] }

function slugOf(rest: string[]): string {
  return rest.map(decodeURIComponent).join('/')
}

export async function generateMetadata({ params }: { params: SiteParams<Segments> }): Promise<Metadata> {
  const { brand: key, locale, rest } = await siteParams(params)
  const slug = slugOf(rest)
  if (await isPublishedSlug(key, locale, slug)) return cmsPageMetadata(params, slug)
  const [brand, t] = await Promise.all([getBrand(key, locale), getTranslations({ locale, namespace: 'error' })])
  return { title: brand ? pageTitle(brand.name, brand.siteTitle, t('notFound')) : t('notFound'), robots: { index: false } }
}

/**
 * Any page path no dedicated route claims. A CMS page with that slug renders here
 * (service pages such as VAT, EPR, CBAM, and any page an editor adds). Without one, a
 * path an editor hid (its navigation entry disabled) goes home (a hidden page is never shown; the locale home
 * for the recycling brand), and anything else is the 404 screen inside the brand's
 * layout: rendered on the server, answered with status 404 and cached per URL like any
 * page, until a page edit (tag `pages:<brand>`) expires it.
 */
export default async function CmsOrUnknownPage({ params }: { params: SiteParams<Segments> }) {
  const { brand, locale, rest } = await siteParams(params)
  setRequestLocale(locale)
  const slug = slugOf(rest)
  const route = BRAND_ROUTES[brand]
  const pathOf = (s: string) => '/' + [...(route.prefix ? [route.prefix] : []), s].join('/')
  const [navigation, pages] = await Promise.all([getNavigation(brand, locale), getPageConfigs(brand, locale)])
  const published = new Set(pages.map((p) => p.slug))
  // Lets the proxy send slugs nobody publishes to the brand's one cached 404 page.
  rememberCatchAllPaths(brand, locale, (s) => published.has(s) || isHiddenPath(navigation, pathOf(s)))
  if (isHiddenPath(navigation, pathOf(slug))) redirect(homeHref(brand, locale))
  const page = published.has(slug) ? await getPage(brand, locale, slug) : null
  if (!page) {
    return (
      <>
        <NotFoundView brand={brand} locale={locale} />
        <NotFoundStatus />
      </>
    )
  }
  const t = await getTranslations({ locale, namespace: 'common' })
  return <CmsFrame page={page} ctx={{ brand, locale, newTabLabel: t('opensInNewTab') }} />
}
