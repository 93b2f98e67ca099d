import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { BRAND_ROUTES, publicPath } from '@/brands/registry'
import { ArticleList } from '@/components/news/NewsList'
import { CmsFrame } from '@/components/site/CmsFrame'
import { loadCmsPage } from '@/components/site/CmsPage'
import { cmsMetadata } from '@/components/site/page-route'
import type { SiteParams } from '@/lib/site-params'
import { getNewsPage } from '@/services/news'
import { INSIGHT_CATEGORY } from '@/services/news/categories'
import { INSIGHT_PATH, NEWS_PAGE_SIZE, insightListPath, newsDetailPath, parseInsightSegments } from '@/services/news/query'

export const revalidate = 3600
export { generateStaticParams } from '@/components/site/page-route'

/** The route's own segments, [[...query]]: the page number. */
type Segments = { query?: string[] }

export const generateMetadata = cmsMetadata<Segments>(INSIGHT_PATH, async ({ locale, query: segments }, page) => {
  const query = parseInsightSegments(segments)
  if (!query) return null
  if (query.page === 1) return {}
  const t = await getTranslations({ locale, namespace: 'news' })
  return { title: [t('pageN', { page: query.page }), page?.navLabel].filter(Boolean).join(' - '), path: insightListPath(query.page) }
})

/**
 * /insight and /insight/{page} (the locale-prefixed brands): the CMS page's hero, then the
 * brand's analysis articles (category insight), newest first, each opening at /news/{id}.
 */
export default async function InsightPage({ params }: { params: SiteParams<Segments> }) {
  const query = parseInsightSegments((await params).query)
  if (!query) notFound()
  const { brand, locale, page, ctx } = await loadCmsPage(params, INSIGHT_PATH)
  const [result, t] = await Promise.all([getNewsPage(brand, locale, { category: INSIGHT_CATEGORY, page: query.page, pageSize: NEWS_PAGE_SIZE }), getTranslations({ locale, namespace: 'news' })])
  if (query.page > result.pages) notFound()
  const route = BRAND_ROUTES[brand]
  const list = (
    <ArticleList
      locale={locale}
      namespace="news"
      headingId="insight-list-heading"
      heading={t('categories.insight')}
      tabs={[]}
      page={query.page}
      result={result}
      pageHref={(n) => publicPath(route, locale, insightListPath(n))}
      detailHref={(article) => publicPath(route, locale, newsDetailPath(article.id, route))}
    />
  )
  return <CmsFrame page={page} ctx={ctx} afterHero={list} />
}
