import { notFound, permanentRedirect, redirect } from 'next/navigation'
import { BRAND_ROUTES, publicPath } from '@/brands/registry'
import { NewsArticle } from '@/components/news/NewsArticle'
import { CmsFrame } from '@/components/site/CmsFrame'
import { loadCmsPage } from '@/components/site/CmsPage'
import { cmsMetadata } from '@/components/site/page-route'
import type { SiteParams } from '@/lib/site-params'
import { getArticle } from '@/services/news'
import { newsDetailPath, newsListPath, parseArticleId } from '@/services/news/query'

export const revalidate = 3600
export { generateStaticParams } from '@/components/site/page-route'

/** The route's own segment, [[...query]]: the article id. */
type Segments = { query?: string[] }

/** The article id of /newsDetail/{id}: undefined for the bare path, null for anything malformed. */
function articleIdOf(segments: string[] = []): number | null | undefined {
  if (segments.length === 0) return undefined
  return segments.length === 1 ? parseArticleId(segments[0]) : null
}

export const generateMetadata = cmsMetadata<Segments>('newsDetail', async ({ brand, locale, query }, page) => {
  const id = articleIdOf(query)
  const article = id ? await getArticle(brand, locale, id) : null
  if (!article) return null
  return {
    title: [article.title, page?.navLabel].filter(Boolean).join(' - '),
    description: article.summary,
    path: newsDetailPath(article.id, BRAND_ROUTES[brand]),
    keywords: article.keywords,
    openGraph: { type: 'article', title: article.title, description: article.summary, publishedTime: article.publishedAt },
  }
})

/**
 * /newsDetail/{id}: one published article with previous/next and related items, then the
 * newsDetail CMS page's blocks (its call to action). The article title is the page's h1.
 * The bare path has no article to show and goes to the news list.
 */
export default async function NewsDetailPage({ params }: { params: SiteParams<Segments> }) {
  const id = articleIdOf((await params).query)
  if (id === null) notFound()
  const { brand, locale, page, ctx } = await loadCmsPage(params, 'newsDetail')
  const route = BRAND_ROUTES[brand]
  if (id === undefined) redirect(publicPath(route, locale, newsListPath({ category: null, page: 1 })))
  const article = await getArticle(brand, locale, id)
  if (!article) notFound()
  // One address per article: the locale-prefixed brands show it at /news/{id}.
  if (route.localePrefixed) permanentRedirect(publicPath(route, locale, newsDetailPath(id, route)))
  return <CmsFrame page={page} ctx={ctx} insteadOfHero={<NewsArticle brand={brand} locale={locale} article={article} />} />
}
