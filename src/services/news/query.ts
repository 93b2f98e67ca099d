import { NEWS_CATEGORIES, type NewsCategory } from './categories'

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

export function newsDetailPath(id: number | string): string {
  return `newsDetail/${id}`
}

/** An article id as written in a path or query: Payload's numeric ids. */
export function parseArticleId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,11}$/.test(value)) return null
  return Number(value)
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
