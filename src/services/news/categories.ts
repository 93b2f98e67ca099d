/**
 * Article categories. The compliance brands' news (getInformation's filter) uses the news
 * categories; the corporate brand's knowledge centre (xmsailSchool, the /chtco article calls)
 * uses the school categories, whose keys are also its URL segments (/cht/xmsailSchool/trends,
 * /cht/trends/12.html). One articles collection holds both, so editors, versions, search
 * and caching work the same. Labels for the site live in messages/news.json and school.json.
 */
export const NEWS_CATEGORIES = ['policy', 'platform', 'guide', 'company'] as const
export type NewsCategory = (typeof NEWS_CATEGORIES)[number]

export const SCHOOL_CATEGORIES = ['companyEncy', 'FinanceTaxEncy', 'industryInfo', 'trends'] as const
export type SchoolCategory = (typeof SCHOOL_CATEGORIES)[number]

/** Analysis articles of the locale-prefixed brands, listed on their /insight page rather than under news. */
export const INSIGHT_CATEGORY = 'insight'

export const ARTICLE_CATEGORIES = [...NEWS_CATEGORIES, ...SCHOOL_CATEGORIES, INSIGHT_CATEGORY] as const
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number]

export function isSchoolCategory(value: unknown): value is SchoolCategory {
  return typeof value === 'string' && (SCHOOL_CATEGORIES as readonly string[]).includes(value)
}
