import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { BRAND_ROUTES } from '@/brands/registry'
import { NewsArticle } from '@/components/news/NewsArticle'
import { NewsList } from '@/components/news/NewsList'
import { CmsFrame } from '@/components/site/CmsFrame'
import { loadCmsPage } from '@/components/site/CmsPage'
import { cmsMetadata } from '@/components/site/page-route'
import { siteParams, type SiteParams } from '@/lib/site-params'
import { getArticle, getNewsPage } from '@/services/news'
import { NEWS_CATEGORIES } from '@/services/news/categories'
import { NEWS_PAGE_SIZE, newsDetailPath, newsListPath, parseNewsRoute } from '@/services/news/query'

export const revalidate = 3600
export { generateStaticParams } from '@/components/site/page-route'

/** The route's own segments, [[...query]]: category and page number, or (locale-prefixed brands) an article id. */
type Segments = { query?: string[] }

export const generateMetadata = cmsMetadata<Segments>('news', async ({ brand, locale, query: segments }, page) => {
  const route = parseNewsRoute(segments, BRAND_ROUTES[brand])
  if (!route) return null
  if (route.kind === 'article') {
    const article = await getArticle(brand, locale, route.id)
    if (!article) return null
    return {
      title: article.title,
      description: article.summary,
      path: newsDetailPath(article.id, BRAND_ROUTES[brand]),
      keywords: article.keywords,
      openGraph: { type: 'article', title: article.title, description: article.summary, publishedTime: article.publishedAt },
    }
  }
  const { query } = route
  if (!query.category && query.page === 1) return {}
  const t = await getTranslations({ locale, namespace: 'news' })
  const title = [query.category ? t(`categories.${query.category}`) : null, query.page > 1 ? t('pageN', { page: query.page }) : null, page?.navLabel].filter(Boolean).join(' - ')
  return { title, path: newsListPath(query) }
})

/**
 * /news/{category?}/{page?} (news list): the CMS page's hero, the list with its category
 * tabs and pager, then the rest of the page. Category and page live in the path (see
 * parseNewsSegments) so every list page is cached; anything else is a 404. On the
 * locale-prefixed brands /news/{id} is one article (the newsDetail CMS page around it).
 */
export default async function NewsPage({ params }: { params: SiteParams<Segments> }) {
  const { brand: brandKey, query: segments } = await siteParams(params)
  const route = parseNewsRoute(segments, BRAND_ROUTES[brandKey])
  if (!route) notFound()
  if (route.kind === 'article') {
    const { brand, locale, page, ctx } = await loadCmsPage(params, 'newsDetail')
    const article = await getArticle(brand, locale, route.id)
    if (!article) notFound()
    return <CmsFrame page={page} ctx={ctx} insteadOfHero={<NewsArticle brand={brand} locale={locale} article={article} />} />
  }
  const { query } = route
  const { brand, locale, page, ctx } = await loadCmsPage(params, 'news')
  // Without a category the list holds the news categories; insight articles have their own page.
  const result = await getNewsPage(brand, locale, { category: query.category, categories: query.category ? undefined : NEWS_CATEGORIES, page: query.page, pageSize: NEWS_PAGE_SIZE })
  // Page 1 of an empty category is a real (empty) page; a page past the end is not.
  if (query.page > result.pages) notFound()
  return <CmsFrame page={page} ctx={ctx} afterHero={<NewsList brand={brand} locale={locale} query={query} result={result} />} />
}
