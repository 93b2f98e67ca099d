import type { BrandRoute } from '@/brands/registry'
import { parseRecordId } from '@/lib/record-id'
import { NEWS_CATEGORIES, isSchoolCategory, type NewsCategory, type SchoolCategory } from './categories'

/** Articles per page on the site's news list (the gateway lets callers choose up to 50). */
export const NEWS_PAGE_SIZE = 9
export const NEWS_MAX_PAGE_SIZE = 50
/** Path segment for "every category", used only when a page number follows. */
export const ALL_CATEGORIES = 'all'

export interface NewsListQuery {
  category: NewsCategory | null
  page: number
}

export function isNewsCategory(value: unknown): value is NewsCategory {
  return typeof value === 'string' && (NEWS_CATEGORIES as readonly string[]).includes(value)
}

/** A page number as written in a path: digits only, 1 or more, no leading zeros. */
export function parsePageNumber(value: string | undefined): number | null {
  if (value === undefined) return 1
  if (!/^[1-9]\d{0,5}$/.test(value)) return null
  return Number(value)
}

/**
 * The news list's path segments (kept in the path so every list page is cacheable):
 *   []                 every category, page 1     /news
 *   [category]         one category, page 1       /news/policy
 *   [category, page]   one category, page n       /news/policy/2
 *   ['all', page]      every category, page n     /news/all/2
 * Anything else (unknown category, bad page number, more segments) is null: a 404.
 */
export function parseNewsSegments(segments: readonly string[] | undefined): NewsListQuery | null {
  const parts = segments ?? []
  if (parts.length > 2) return null
  const [first, second] = parts
  if (first === undefined) return { category: null, page: 1 }
  if (first !== ALL_CATEGORIES && !isNewsCategory(first)) return null
  const page = parsePageNumber(second)
  if (page === null) return null
  return { category: first === ALL_CATEGORIES ? null : first, page }
}

/** The page path (below the brand prefix) of a list page; the canonical form of each query. */
export function newsListPath({ category, page }: NewsListQuery): string {
  if (page <= 1) return category ? `news/${category}` : 'news'
  return `news/${category ?? ALL_CATEGORIES}/${page}`
}

/**
 * The page path of one article: /newsDetail/{id} on the prefixed brands, /news/{id} on
 * the locale-prefixed ones (recycling, Korea, law firm), whose news lives under one path.
 */
export function newsDetailPath(id: number | string, brand: Pick<BrandRoute, 'localePrefixed'>): string {
  return brand.localePrefixed ? `news/${id}` : `newsDetail/${id}`
}

/** What /news/... shows: a list page, or (locale-prefixed brands) one article by id. */
export type NewsRoute = { kind: 'list'; query: NewsListQuery } | { kind: 'article'; id: number }

/**
 * The news route's segments: the list's (parseNewsSegments), and on locale-prefixed brands
 * a single numeric segment is an article id (/en/news/12). Category keys are words, so the
 * two never clash. Null is a 404.
 */
export function parseNewsRoute(segments: readonly string[] | undefined, brand: Pick<BrandRoute, 'localePrefixed'>): NewsRoute | null {
  if (brand.localePrefixed && segments?.length === 1 && /^\d+$/.test(segments[0]!)) {
    const id = parseArticleId(segments[0])
    return id === null ? null : { kind: 'article', id }
  }
  const query = parseNewsSegments(segments)
  return query ? { kind: 'list', query } : null
}

/** The insight list (locale-prefixed brands): /insight, /insight/{page}. */
export function parseInsightSegments(segments: readonly string[] | undefined): { page: number } | null {
  const parts = segments ?? []
  if (parts.length > 1) return null
  const page = parsePageNumber(parts[0])
  return page === null ? null : { page }
}

export function insightListPath(page: number): string {
  return page <= 1 ? INSIGHT_PATH : `${INSIGHT_PATH}/${page}`
}

/** The insight list's slug and first path segment. */
export const INSIGHT_PATH = 'insight'

/** An article id as written in a path or query: Payload's numeric ids. */
export function parseArticleId(value: string | undefined): number | null {
  return parseRecordId(value)
}

/** The corporate brand's knowledge centre: its overview's slug, also the first segment of its lists. */
export const SCHOOL_PATH = 'xmsailSchool'
/** The CMS page (SEO texts, call to action) of every school article. */
export const SCHOOL_ARTICLE_SLUG = 'schoolArticle'
/** Articles per page on a school category list (the gateway lets callers choose up to 50). */
export const SCHOOL_PAGE_SIZE = 9
/** Hot articles beside a list or an article, and the gateway's default. */
export const SCHOOL_HOT_LIMIT = 5
export const SCHOOL_MAX_HOT_LIMIT = 20

/** The overview (category null, always page 1) or one page of a category's list. */
export type SchoolListQuery = { category: null; page: 1 } | { category: SchoolCategory; page: number }

/**
 * The knowledge centre's path segments below /xmsailSchool (in the path, so every page is
 * cacheable, like the news list):
 *   []                   the overview             /xmsailSchool
 *   [category]           a category, page 1       /xmsailSchool/trends
 *   [category, page]     a category, page n       /xmsailSchool/trends/2
 * Anything else (unknown category, bad page number, more segments) is null: a 404.
 */
export function parseSchoolSegments(segments: readonly string[] | undefined): SchoolListQuery | null {
  const parts = segments ?? []
  if (parts.length > 2) return null
  const [first, second] = parts
  if (first === undefined) return { category: null, page: 1 }
  if (!isSchoolCategory(first)) return null
  const page = parsePageNumber(second)
  return page === null ? null : { category: first, page }
}

/** The page path (below the brand prefix) of the overview or a list page; the canonical form of each query. */
export function schoolListPath(query: SchoolListQuery): string {
  if (!query.category) return SCHOOL_PATH
  return query.page <= 1 ? `${SCHOOL_PATH}/${query.category}` : `${SCHOOL_PATH}/${query.category}/${query.page}`
}

/** The CMS page of a list: the overview's, or its category's (page n shares page 1's). */
export function schoolPageSlug(category: SchoolCategory | null): string {
  return category ? `${SCHOOL_PATH}/${category}` : SCHOOL_PATH
}

/** An article's path below the brand prefix: /trends/12.html. */
export function schoolArticlePath(category: SchoolCategory, id: number): string {
  return `${category}/${id}.html`
}

/** The article id of an article's last path segment, `{id}.html`; null for anything else. */
export function parseSchoolArticleFile(file: string | undefined): number | null {
  if (!file?.endsWith('.html')) return null
  return parseRecordId(file.slice(0, -'.html'.length))
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

/**
 * Page numbers to show in a pager: always the first and last, the current one and its
 * neighbours; null marks a gap ("…").
 */
export function pagerItems(current: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, current - 1, current, current + 1].filter((n) => n >= 1 && n <= pages))
  const sorted = [...wanted].sort((a, b) => a - b)
  const items: (number | null)[] = []
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1]! > 1) items.push(null)
    items.push(n)
  })
  return items
}
