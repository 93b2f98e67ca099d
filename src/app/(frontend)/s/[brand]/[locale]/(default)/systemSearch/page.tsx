import { readKeyword } from '@/components/help/keyword'
import { SiteSearchScreen } from '@/components/search/SiteSearchScreen'
import { CmsFrame } from '@/components/site/CmsFrame'
import { loadCmsPage } from '@/components/site/CmsPage'
import { cmsMetadata } from '@/components/site/page-route'
import type { SearchParams, SiteParams } from '@/lib/site-params'
import { getCommoditySearch } from '@/services/content/commodity-search'
import { searchSite } from '@/services/search/site'

// Results depend on the query string: rendered per request (the CMS reads stay cached).
export const dynamic = 'force-dynamic'

export const generateMetadata = cmsMetadata('systemSearch', () => ({ robots: { index: false, follow: true } }))

/** /systemSearch?keyword=…: services, news, manuals, Q&A and courses matching one keyword. */
export default async function SystemSearchPage({ params, searchParams }: { params: SiteParams; searchParams: SearchParams }) {
  const { brand, locale, page, ctx } = await loadCmsPage(params, 'systemSearch')
  const keyword = readKeyword((await searchParams).keyword)
  const [result, catalogue] = await Promise.all([keyword.ok ? searchSite(brand, locale, keyword.value) : Promise.resolve(null), getCommoditySearch(brand, locale)])
  return <CmsFrame page={page} ctx={ctx} afterBlocks={<SiteSearchScreen brand={brand} locale={locale} keyword={keyword} result={result} catalogue={catalogue} />} />
}
