import { DeadlinePlanner } from '@/components/corporate/planner/DeadlinePlanner'
import { CmsFrame } from '@/components/site/CmsFrame'
import { loadCmsPage } from '@/components/site/CmsPage'
import { cmsMetadata } from '@/components/site/page-route'
import type { SiteParams } from '@/lib/site-params'
import { getJurisdictions } from '@/services/corporate/store'
import { getPriceEntries } from '@/services/pricing/prices'

export const revalidate = 3600
export { generateStaticParams } from '@/components/site/page-route'
export const generateMetadata = cmsMetadata('deadlinePlanner')

/** /cht/deadlinePlanner: the CMS page around the planner form; the calendar download is calendar.ics beside it. */
export default async function DeadlinePlannerPage({ params }: { params: SiteParams }) {
  const { brand, locale, page, ctx } = await loadCmsPage(params, 'deadlinePlanner')
  const [facts, priceEntries] = await Promise.all([getJurisdictions(), getPriceEntries()])
  return <CmsFrame page={page} ctx={ctx} afterHero={<DeadlinePlanner facts={facts} priceEntries={priceEntries} brand={brand} locale={locale} />} />
}
