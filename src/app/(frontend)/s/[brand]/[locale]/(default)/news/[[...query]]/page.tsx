import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { NewsList } from '@/components/news/NewsList'
import { cmsPageMetadata, loadCmsPage } from '@/components/site/CmsPage'
import { siteParams, type SiteParams } from '@/lib/site-params'
import { getPage } from '@/services/content/pages'
import { getNewsPage } from '@/services/news'
import { NEWS_PAGE_SIZE, newsListPath, parseNewsSegments } from '@/services/news/query'

export const revalidate = 3600
export function generateStaticParams() {
  return []
}

type Params = Promise<{ brand: string; locale: string; query?: string[] }>

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const query = parseNewsSegments((await params).query)
  if (!query) return {}
  const { brand, locale } = await siteParams(params as SiteParams)
  if (!query.category && query.page === 1) return cmsPageMetadata(params as SiteParams, 'news')
  const [page, t] = await Promise.all([getPage(brand, locale, 'news'), getTranslations({ locale, namespace: 'news' })])
  const title = [query.category ? t(`categories.${query.category}`) : null, query.page > 1 ? t('pageN', { page: query.page }) : null, page?.navLabel].filter(Boolean).join(' - ')
  return cmsPageMetadata(params as SiteParams, 'news', { title, path: newsListPath(query) })
}

/**
 * /news/{category?}/{page?} (news list): the CMS page's hero, the list with its
 * category tabs and pager, then the rest of the page. Category and page live in the path
 * (see parseNewsSegments) so every list page is cached; anything else is a 404.
 */
export default async function NewsPage({ params }: { params: Params }) {
  const query = parseNewsSegments((await params).query)
  if (!query) notFound()
  const { brand, locale, page, ctx } = await loadCmsPage(params as SiteParams, 'news')
  const result = await getNewsPage(brand, locale, { category: query.category, page: query.page, pageSize: NEWS_PAGE_SIZE })
  // Page 1 of an empty category is a real (empty) page; a page past the end is not.
  if (query.page > result.pages) notFound()
  const [first, ...rest] = page.layout
  const lead = first?.blockType === 'hero' ? [first] : []
  return (
    <>
      <RenderBlocks blocks={lead} ctx={ctx} />
      <NewsList brand={brand} locale={locale} query={query} result={result} />
      <RenderBlocks blocks={lead.length ? rest : page.layout} ctx={ctx} />
    </>
  )
}
