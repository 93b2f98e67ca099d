import { PriceList } from '@/components/pricing/PriceList'
import { CmsFrame } from '@/components/site/CmsFrame'
import { loadCmsPage } from '@/components/site/CmsPage'
import { cmsMetadata } from '@/components/site/page-route'
import type { SiteParams } from '@/lib/site-params'
import { brandPrices, getPriceEntries, groupPrices } from '@/services/pricing/prices'

export const revalidate = 3600
export { generateStaticParams } from '@/components/site/page-route'
export const generateMetadata = cmsMetadata('price')

/**
 * /lz/price (and /services): the CMS page around the whole price list, one table per
 * service category with a row group per country. The table of contents links to each
 * category and country, so narrowing the list needs no script and the page stays cached.
 */
export default async function PricePage({ params }: { params: SiteParams }) {
  const { brand, locale, page, ctx } = await loadCmsPage(params, 'price')
  const groups = groupPrices(brandPrices(await getPriceEntries(), brand), locale)
  return <CmsFrame page={page} ctx={ctx} afterHero={<PriceList groups={groups} locale={locale} />} />
}
