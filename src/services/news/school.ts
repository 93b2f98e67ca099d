import 'server-only'
import { BRAND_ROUTES, publicPath, type BrandKey, type Locale } from '@/brands/registry'
import cnSchool from '@/i18n/messages/cn/school.json'
import enSchool from '@/i18n/messages/en/school.json'
import { SCHOOL_CATEGORIES, type SchoolCategory } from './categories'
import { getCategoryCounts, getHotArticles, getNewsPage, type NewsSummary } from './index'
import { SCHOOL_HOT_LIMIT, schoolListPath } from './query'

/*
 * The corporate brand's knowledge centre (xmsailSchool): four article categories, each a
 * list of its own with a hot list beside it. Reads are the news service's (one articles
 * collection, cached by tag news:<brand>); this module only groups them by category.
 */

const NAMES: Record<string, typeof cnSchool> = { cn: cnSchool, en: enSchool }

/** A category's name in the site's language (English for a language the school does not publish). */
export function schoolCategoryName(category: SchoolCategory, locale: Locale): string {
  return (NAMES[locale] ?? enSchool).categories[category]
}

export interface SchoolMenuItem {
  key: SchoolCategory
  name: string
  /** The category's list page, public path with the brand prefix (and locale, when not the default). */
  path: string
  count: number
}

/** The school's menu (officialMenuRelation/getList): the four categories in order, with their published article counts. */
export async function getSchoolMenu(brand: BrandKey, locale: Locale): Promise<SchoolMenuItem[]> {
  const counts = await getCategoryCounts(brand, locale)
  return SCHOOL_CATEGORIES.map((key) => ({
    key,
    name: schoolCategoryName(key, locale),
    path: publicPath(BRAND_ROUTES[brand], locale, schoolListPath({ category: key, page: 1 })),
    count: counts[key] ?? 0,
  }))
}

export interface SchoolSection {
  category: SchoolCategory
  total: number
  latest: NewsSummary[]
  hot: NewsSummary[]
}

/** Latest articles shown per category on the overview. */
export const OVERVIEW_LATEST = 4

/** The overview: each category's newest articles and its hot list. */
export function getSchoolOverview(brand: BrandKey, locale: Locale): Promise<SchoolSection[]> {
  return Promise.all(
    SCHOOL_CATEGORIES.map(async (category) => {
      const [page, hot] = await Promise.all([getNewsPage(brand, locale, { category, page: 1, pageSize: OVERVIEW_LATEST }), getHotArticles(brand, locale, category, SCHOOL_HOT_LIMIT)])
      return { category, total: page.total, latest: page.list, hot }
    }),
  )
}
