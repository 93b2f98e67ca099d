import type { BrandKey, Locale } from '@/brands/registry'
import { getCommoditySearch, type SearchableService } from '@/services/content/commodity-search'
import { MAX_QUERY_LENGTH, rankDocuments, splitQuery } from '@/services/help/search'
import { searchManuals, type ManualSummary } from '@/services/help/store'
import { getNewsPage, type NewsSummary } from '@/services/news'
import { searchQa, type QaSummary } from '@/services/qa/store'
import { getCourses, type CourseView } from '@/services/videos'

/** Hits per section on the site-search page. */
const PER_SECTION = 10

export interface SiteSearchResult {
  keyword: string
  services: SearchableService[]
  articles: NewsSummary[]
  manuals: ManualSummary[]
  answers: QaSummary[]
  courses: CourseView[]
  total: number
}

/**
 * /systemSearch: one keyword across services, news, manuals, Q&A and video courses,
 * ranked by the help centre's matcher (so Chinese without spaces works everywhere).
 */
export async function searchSite(brand: BrandKey, locale: Locale, rawKeyword: string): Promise<SiteSearchResult> {
  const keyword = rawKeyword.trim().slice(0, MAX_QUERY_LENGTH)
  if (!splitQuery(keyword).length) return { keyword, services: [], articles: [], manuals: [], answers: [], courses: [], total: 0 }
  const [catalogue, news, manuals, answers, courses] = await Promise.all([
    getCommoditySearch(brand, locale),
    // The newest 50 articles (a cached read) ranked here, so CJK queries match as elsewhere.
    getNewsPage(brand, locale, { page: 1, pageSize: 50 }),
    searchManuals(brand, locale, keyword),
    searchQa(brand, locale, keyword),
    getCourses(brand, locale),
  ])
  const result = {
    keyword,
    services: rankDocuments(keyword, catalogue.allService, (s) => ({ title: s.menuName, text: s.menuAttribute }), PER_SECTION),
    articles: rankDocuments(keyword, news.list, (a) => ({ title: a.title, text: `${a.summary} ${a.keywords}` }), PER_SECTION),
    manuals: manuals.list.slice(0, PER_SECTION),
    answers: answers.list.slice(0, PER_SECTION),
    courses: rankDocuments(keyword, courses, (c) => ({ title: c.title, text: `${c.summary} ${c.metaKeywords}` }), PER_SECTION),
  }
  return { ...result, total: result.services.length + result.articles.length + result.manuals.length + result.answers.length + result.courses.length }
}
