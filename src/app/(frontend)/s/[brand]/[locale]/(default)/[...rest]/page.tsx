import { notFound, redirect } from 'next/navigation'
import { homeHref } from '@/brands/links'
import { BRAND_ROUTES } from '@/brands/registry'
import { siteParams, type SiteParams } from '@/lib/site-params'
import { isHiddenPath } from '@/services/content/hidden-pages'
import { getNavigation } from '@/services/content/navigation'

export function generateStaticParams() {
  return []
}

/**
 * Any page path no route claims. A path an editor hid (its navigation entry disabled)
 * goes home (spec 4; the locale home for the recycling brand); anything else is a 404
 * inside the brand's default layout.
 */
export default async function UnknownPage({ params }: { params: Promise<{ brand: string; locale: string; rest: string[] }> }) {
  const { brand, locale } = await siteParams(params as SiteParams)
  const { rest } = await params
  const route = BRAND_ROUTES[brand]
  const path = '/' + [...(route.prefix ? [route.prefix] : []), ...rest.map(decodeURIComponent)].join('/')
  if (isHiddenPath(await getNavigation(brand, locale), path)) redirect(homeHref(brand, locale))
  notFound()
}
