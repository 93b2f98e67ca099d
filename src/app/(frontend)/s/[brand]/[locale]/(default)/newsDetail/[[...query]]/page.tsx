import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { BRAND_ROUTES, publicPath } from '@/brands/registry'
import { NewsArticle } from '@/components/news/NewsArticle'
import { cmsPageMetadata, loadCmsPage } from '@/components/site/CmsPage'
import { siteParams, type SiteParams } from '@/lib/site-params'
import { getPage } from '@/services/content/pages'
import { getArticle } from '@/services/news'
import { newsDetailPath, newsListPath, parseArticleId } from '@/services/news/query'

export const revalidate = 3600
export function generateStaticParams() {
  return []
}

type Params = Promise<{ brand: string; locale: string; query?: string[] }>

/** The article id of /newsDetail/{id}: undefined for the bare path, null for anything malformed. */
async function articleIdOf(params: Params): Promise<number | null | undefined> {
  const segments = (await params).query ?? []
  if (segments.length === 0) return undefined
  return segments.length === 1 ? parseArticleId(segments[0]) : null
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const id = await articleIdOf(params)
  if (!id) return {}
  const { brand, locale } = await siteParams(params as SiteParams)
  const [article, page] = await Promise.all([getArticle(brand, locale, id), getPage(brand, locale, 'newsDetail')])
  if (!article) return {}
  const title = [article.title, page?.navLabel].filter(Boolean).join(' - ')
  const metadata = await cmsPageMetadata(params as SiteParams, 'newsDetail', { title, description: article.summary, path: newsDetailPath(article.id) })
  return { ...metadata, keywords: article.keywords || metadata.keywords, openGraph: { type: 'article', title: article.title, description: article.summary, publishedTime: article.publishedAt } }
}

/**
 * /newsDetail/{id}: one published article with previous/next and
 * related items, then the newsDetail CMS page's blocks (its call to action). The bare
 * path has no article to show and goes to the news list.
 */
export default async function NewsDetailPage({ params }: { params: Params }) {
  const id = await articleIdOf(params)
  if (id === null) notFound()
  const { brand, locale, page, ctx } = await loadCmsPage(params as SiteParams, 'newsDetail')
  if (id === undefined) redirect(publicPath(BRAND_ROUTES[brand], locale, newsListPath({ category: null, page: 1 })))
  const article = await getArticle(brand, locale, id)
  if (!article) notFound()
  // The article title is the page's h1: a hero an editor adds here would be a second one.
  const blocks = page.layout.filter((block) => block.blockType !== 'hero')
  return (
    <>
      <NewsArticle brand={brand} locale={locale} article={article} />
      <RenderBlocks blocks={blocks} ctx={ctx} />
    </>
  )
}
