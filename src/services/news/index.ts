import 'server-only'
import type { Where } from 'payload'
import type { BrandKey, Locale } from '@/brands/registry'
import type { ArticleCategory } from './categories'
import type { Article, Media } from '@/payload-types'
import { cachedRead } from '../cache'
import { readsDrafts } from '../content/preview'
import { contentTag } from '../content/tags'
import { payloadClient } from '../payload'
import { pageCount } from './query'

export interface NewsSummary {
  id: number
  title: string
  summary: string
  category: ArticleCategory
  author: string
  keywords: string
  publishedAt: string
  featured: boolean
  /** Listed among the knowledge centre's hot articles of its category. */
  hot: boolean
  cover: { url: string; alt: string; width: number | null; height: number | null } | null
}

export interface NewsLink {
  id: number
  title: string
  category: ArticleCategory
  publishedAt: string
}

export interface NewsDetail extends NewsSummary {
  content: Article['content']
  /** The article published just before this one (older), and just after (newer). */
  previous: NewsLink | null
  next: NewsLink | null
  /** Same category, nearest first, at most three. */
  related: NewsLink[]
}

export interface NewsPage {
  list: NewsSummary[]
  total: number
  page: number
  pageSize: number
  pages: number
}

export interface NewsListOptions {
  category?: ArticleCategory | null
  /** Without a single category: only these (the knowledge centre lists its own categories). */
  categories?: readonly ArticleCategory[]
  page: number
  pageSize: number
  keyword?: string
}

const RELATED_LIMIT = 3

const SUMMARY_FIELDS = { title: true, summary: true, category: true, author: true, keywords: true, publishedAt: true, featured: true, hot: true, cover: true } as const

/** Only what editors published: drafts (never-published or not yet re-published) stay in the CMS. */
function publishedOf(brand: BrandKey, ...more: Where[]): Where {
  return { and: [{ 'brand.key': { equals: brand } }, { _status: { equals: 'published' } }, ...more] }
}

function coverOf(cover: Article['cover']): NewsSummary['cover'] {
  if (!cover || typeof cover !== 'object') return null
  const media = cover as Media
  return media.url ? { url: media.url, alt: media.alt ?? '', width: media.width ?? null, height: media.height ?? null } : null
}

function toSummary(doc: Article): NewsSummary {
  return {
    id: doc.id,
    title: doc.title,
    summary: doc.summary,
    category: doc.category,
    author: doc.author ?? '',
    keywords: doc.keywords ?? '',
    publishedAt: doc.publishedAt,
    featured: !!doc.featured,
    hot: !!doc.hot,
    cover: coverOf(doc.cover),
  }
}

/**
 * Characters `like` would treat specially are dropped, and control characters (PostgreSQL
 * refuses a NUL in text); the rest is matched as typed.
 */
function keywordFilter(keyword: string): Where {
  const term = keyword.replace(/[%_\\\p{Cc}]/gu, ' ').trim()
  return { or: [{ title: { like: term } }, { summary: { like: term } }, { keywords: { like: term } }] }
}

/** One page of published articles, pinned ones first, then newest first. */
export async function loadNewsPage(brand: BrandKey, locale: Locale, options: NewsListOptions): Promise<NewsPage> {
  const payload = await payloadClient()
  const filters: Where[] = []
  if (options.category) filters.push({ category: { equals: options.category } })
  else if (options.categories) filters.push({ category: { in: [...options.categories] } })
  if (options.keyword?.trim()) filters.push(keywordFilter(options.keyword))
  const where = publishedOf(brand, ...filters)
  const result = await payload.find({
    collection: 'articles',
    where,
    locale,
    depth: 1,
    draft: false,
    page: options.page,
    limit: options.pageSize,
    sort: ['-featured', '-publishedAt', '-id'],
    select: SUMMARY_FIELDS,
  })
  // A page past the end comes back with no documents and a total of 0 (SQLite adapter): count them, so the totals stay true.
  const total = result.docs.length === 0 && options.page > 1 ? (await payload.count({ collection: 'articles', where, locale })).totalDocs : result.totalDocs
  return { list: (result.docs as Article[]).map(toSummary), total, page: options.page, pageSize: options.pageSize, pages: pageCount(total, options.pageSize) }
}

export function getNewsPage(brand: BrandKey, locale: Locale, options: NewsListOptions): Promise<NewsPage> {
  // Keyword searches come from the gateway and vary without bound: not worth a cache entry each.
  if (options.keyword?.trim()) return loadNewsPage(brand, locale, options)
  const categories = options.category ?? (options.categories ? [...options.categories].sort().join(',') : 'all')
  const key = ['news-page', brand, locale, categories, String(options.page), String(options.pageSize)]
  return cachedRead(key, [contentTag('news', brand)], () => loadNewsPage(brand, locale, options))
}

/** Every published article's id, title, category and date, newest first: for previous/next and related. */
export async function loadNewsIndex(brand: BrandKey, locale: Locale): Promise<NewsLink[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'articles',
    where: publishedOf(brand),
    locale,
    depth: 0,
    draft: false,
    pagination: false,
    sort: ['-publishedAt', '-id'],
    select: { title: true, category: true, publishedAt: true },
  })
  return docs.map((d) => ({ id: d.id, title: d.title, category: d.category, publishedAt: d.publishedAt }))
}

export function getNewsIndex(brand: BrandKey, locale: Locale): Promise<NewsLink[]> {
  return cachedRead(['news-index', brand, locale], [contentTag('news', brand)], () => loadNewsIndex(brand, locale))
}

/** Neighbours of an article in the newest-first index: previous is older, next is newer. */
export function neighbours(index: NewsLink[], id: number): { previous: NewsLink | null; next: NewsLink | null; related: NewsLink[] } {
  const at = index.findIndex((a) => a.id === id)
  if (at < 0) return { previous: null, next: null, related: [] }
  const self = index[at]!
  const related = index
    .map((a, i) => ({ a, distance: Math.abs(i - at) }))
    .filter(({ a }) => a.id !== id && a.category === self.category)
    .sort((x, y) => x.distance - y.distance)
    .slice(0, RELATED_LIMIT)
    .map(({ a }) => a)
  return { previous: index[at + 1] ?? null, next: index[at - 1] ?? null, related }
}

type ArticleBody = Omit<NewsDetail, 'previous' | 'next' | 'related'>

async function loadArticleBody(brand: BrandKey, locale: Locale, id: number): Promise<ArticleBody | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'articles', where: publishedOf(brand, { id: { equals: id } }), locale, depth: 1, draft: false, limit: 1 })
  return docs[0] ? { ...toSummary(docs[0]), content: docs[0].content } : null
}

/**
 * The latest draft of an article, for an editor's preview (saved or published, and an
 * article never published yet): read straight from the database, never cached.
 */
export async function loadDraftArticleBody(brand: BrandKey, locale: Locale, id: number): Promise<ArticleBody | null> {
  const payload = await payloadClient()
  const doc = await payload.findByID({ collection: 'articles', id, locale, depth: 1, draft: true, disableErrors: true })
  const owner = doc && typeof doc.brand === 'object' && doc.brand ? doc.brand.key : null
  return doc && owner === brand ? { ...toSummary(doc), content: doc.content } : null
}

export interface ArticleOptions {
  /**
   * Where previous and next come from: every article of the brand (news), or only the
   * article's own category (the knowledge centre, whose categories are separate lists).
   */
  neighboursWithin?: 'brand' | 'category'
}

/** A published article with its previous/next and related items, or null. */
export async function getArticle(brand: BrandKey, locale: Locale, id: number, options: ArticleOptions = {}): Promise<NewsDetail | null> {
  // In an editor's preview (draft mode, staff of the brand) the draft, never through the shared cache.
  const body = (await readsDrafts(brand)) ? loadDraftArticleBody(brand, locale, id) : cachedRead(['news-article', brand, locale, String(id)], [contentTag('news', brand)], () => loadArticleBody(brand, locale, id))
  const [article, index] = await Promise.all([body, getNewsIndex(brand, locale)])
  if (!article) return null
  const within = options.neighboursWithin === 'category' ? index.filter((a) => a.category === article.category) : index
  return { ...article, ...neighbours(within, article.id) }
}

/** Up to `limit` published articles of a category: hot ones first, then newest first. */
export async function loadHotArticles(brand: BrandKey, locale: Locale, category: ArticleCategory, limit: number): Promise<NewsSummary[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'articles',
    where: publishedOf(brand, { category: { equals: category } }),
    locale,
    depth: 1,
    draft: false,
    limit,
    sort: ['-hot', '-publishedAt', '-id'],
    select: SUMMARY_FIELDS,
  })
  return (docs as Article[]).map(toSummary)
}

/**
 * The knowledge centre's hot list of a category (getHotArticleByType, the side list of
 * the school's pages): articles marked hot first, newest first, then the newest others,
 * so the list stays full while editors mark few.
 */
export function getHotArticles(brand: BrandKey, locale: Locale, category: ArticleCategory, limit: number): Promise<NewsSummary[]> {
  return cachedRead(['news-hot', brand, locale, category, String(limit)], [contentTag('news', brand)], () => loadHotArticles(brand, locale, category, limit))
}

/** Published articles per category (from the cached index): the school's menu counts. */
export async function getCategoryCounts(brand: BrandKey, locale: Locale): Promise<Partial<Record<ArticleCategory, number>>> {
  const counts: Partial<Record<ArticleCategory, number>> = {}
  for (const a of await getNewsIndex(brand, locale)) counts[a.category] = (counts[a.category] ?? 0) + 1
  return counts
}
