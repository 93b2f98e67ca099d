import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { NewsList } from '@/components/news/NewsList'
import { CmsFrame } from '@/components/site/CmsFrame'
import { loadCmsPage } from '@/components/site/CmsPage'
import { cmsMetadata } from '@/components/site/page-route'
import type { SiteParams } from '@/lib/site-params'
import { getNewsPage } from '@/services/news'
import { NEWS_PAGE_SIZE, newsListPath, parseNewsSegments } from '@/services/news/query'

export const revalidate = 3600
export { generateStaticParams } from '@/components/site/page-route'

/** The route's own segments, [[...query]]: category and page number. */
type Segments = { query?: string[] }

export const generateMetadata = cmsMetadata<Segments>('news', async ({ locale, query: segments }, page) => {
  const query = parseNewsSegments(segments)
  if (!query) return null
  if (!query.category && query.page === 1) return {}
  const t = await getTranslations({ locale, namespace: 'news' })
  const title = [query.category ? t(`categories.${query.category}`) : null, query.page > 1 ? t('pageN', { page: query.page }) : null, page?.navLabel].filter(Boolean).join(' - ')
  return { title, path: newsListPath(query) }
})

/**
 * /news/{category?}/{page?} (news list): the CMS page's hero, the list with its
 * category tabs and pager, then the rest of the page. Category and page live in the path
 * (see parseNewsSegments) so every list page is cached; anything else is a 404.
 */
export default async function NewsPage({ params }: { params: SiteParams<Segments> }) {
  const query = parseNewsSegments((await params).query)
  if (!query) notFound()
  const { brand, locale, page, ctx } = await loadCmsPage(params, 'news')
  const result = await getNewsPage(brand, locale, { category: query.category, page: query.page, pageSize: NEWS_PAGE_SIZE })
  // Page 1 of an empty category is a real (empty) page; a page past the end is not.
  if (query.page > result.pages) notFound()
  return <CmsFrame page={page} ctx={ctx} afterHero={<NewsList brand={brand} locale={locale} query={query} result={result} />} />
}
