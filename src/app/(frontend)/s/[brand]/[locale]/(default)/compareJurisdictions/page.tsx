import { CompareJurisdictions } from '@/components/corporate/compare/CompareJurisdictions'
import { CmsFrame } from '@/components/site/CmsFrame'
import { loadCmsPage } from '@/components/site/CmsPage'
import { cmsMetadata } from '@/components/site/page-route'
import type { SiteParams } from '@/lib/site-params'
import { getJurisdictions } from '@/services/corporate/store'
import { getPriceEntries } from '@/services/pricing/prices'

export const revalidate = 3600
export { generateStaticParams } from '@/components/site/page-route'
export const generateMetadata = cmsMetadata('compareJurisdictions')

/** /cht/compareJurisdictions: the CMS page around the jurisdictions side by side, with the filters by need. */
export default async function CompareJurisdictionsPage({ params }: { params: SiteParams }) {
  const { brand, locale, page, ctx } = await loadCmsPage(params, 'compareJurisdictions')
  const [facts, priceEntries] = await Promise.all([getJurisdictions(), getPriceEntries()])
  return <CmsFrame page={page} ctx={ctx} afterHero={<CompareJurisdictions facts={facts} priceEntries={priceEntries} brand={brand} locale={locale} />} />
}
