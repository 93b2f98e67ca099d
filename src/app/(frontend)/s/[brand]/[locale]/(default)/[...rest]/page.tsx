import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { homeHref } from '@/brands/links'
import { BRAND_ROUTES } from '@/brands/registry'
import { CmsBlocks, cmsPageMetadata } from '@/components/site/CmsPage'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { siteParams, type SiteParams } from '@/lib/site-params'
import { isHiddenPath } from '@/services/content/hidden-pages'
import { getNavigation } from '@/services/content/navigation'
import { getPage } from '@/services/content/pages'

export const revalidate = 3600
export function generateStaticParams() {
  return []
}

type Params = Promise<{ brand: string; locale: string; rest: string[] }>

async function slugOf(params: Params): Promise<string> {
  return (await params).rest.map(decodeURIComponent).join('/')
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return cmsPageMetadata(params as SiteParams, await slugOf(params))
}

/**
 * Any page path no dedicated route claims. A CMS page with that slug renders here
 * (service pages such as VAT, EPR, CBAM, and any page an editor adds). Without one, a
 * path an editor hid (its navigation entry disabled) goes home (spec 4; the locale home
 * for the recycling brand), and anything else is a 404 inside the brand's layout.
 */
export default async function CmsOrUnknownPage({ params }: { params: Params }) {
  const { brand, locale } = await siteParams(params as SiteParams)
  setRequestLocale(locale)
  const slug = await slugOf(params)
  const route = BRAND_ROUTES[brand]
  const path = '/' + [...(route.prefix ? [route.prefix] : []), slug].join('/')
  if (isHiddenPath(await getNavigation(brand, locale), path)) redirect(homeHref(brand, locale))
  const [page, t] = await Promise.all([getPage(brand, locale, slug), getTranslations({ locale, namespace: 'common' })])
  if (!page) notFound()
  return <CmsBlocks page={page} ctx={{ brand, locale, newTabLabel: t('opensInNewTab') }} />
}
