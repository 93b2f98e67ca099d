import { z } from 'zod'
import { BRAND_ROUTES } from '@/brands/registry'
import { getArticle, getHotArticles, getNewsPage } from '@/services/news'
import { isSchoolCategory, SCHOOL_CATEGORIES } from '@/services/news/categories'
import { NEWS_MAX_PAGE_SIZE, parseArticleId, SCHOOL_HOT_LIMIT, SCHOOL_MAX_HOT_LIMIT, SCHOOL_PAGE_SIZE } from '@/services/news/query'
import { getSchoolMenu } from '@/services/news/school'
import { contextForBrand, type GatewayContext } from '../context'
import { notFoundFailure } from '../envelope'
import { gatewayMessage } from '../messages'
import { route, type GatewayRoute, type RouteTable } from '../router'

/*
 * The corporate brand's calls, under /gateway/chtco/...: its knowledge centre
 * (officialArticle/*, officialMenuRelation/getList), and the shared official calls
 * answered for that brand (chtco/officialQuery/*, chtco/officialMenuRelation/*), whatever
 * host or platform header the request comes with.
 */

export const CHTCO_PREFIX = 'chtco'
const CHT = BRAND_ROUTES.cht

/** Prefixes of the shared calls that also answer under chtco/ for the corporate brand. */
export const CHTCO_ALIASED = ['officialQuery/', 'officialMenuRelation/'] as const

/** A call answered as the brand's: the handler sees that brand and a language it publishes. */
function forBrand<I>(entry: GatewayRoute<I>, description: string, brand = CHT): GatewayRoute<I> {
  return { ...entry, description, handle: (input: I, ctx: GatewayContext) => entry.handle(input, contextForBrand(ctx, brand)) }
}

const FOR_CHT = 'Answered for the corporate brand (cht, platform 13) whatever the platform header or host; texts in cn or en.'

/**
 * `chtco/<path>` for every call of `table` under the aliased prefixes: the same method,
 * input and handler, for the corporate brand. Generated, so a new official call gets its
 * alias without being written twice.
 */
export function chtcoAliases(table: RouteTable): RouteTable {
  return Object.fromEntries(
    Object.entries(table)
      .filter(([key]) => CHTCO_ALIASED.some((prefix) => key.startsWith(prefix)))
      .map(([key, entry]) => [`${CHTCO_PREFIX}/${key}`, forBrand(entry, [`Same as /${key}.`, entry.description, FOR_CHT].filter(Boolean).join(' '))]),
  )
}

const categoryMessage = `one of ${SCHOOL_CATEGORIES.join(', ')}`
const category = z.enum(SCHOOL_CATEGORIES)
const page = z.coerce.number().int().min(1).max(100_000).default(1)

const articleListQuery = z.object({
  type: category.optional().describe(`Category key (${categoryMessage}); every category when absent.`),
  page,
  pageSize: z.coerce.number().int().min(1).max(NEWS_MAX_PAGE_SIZE).default(SCHOOL_PAGE_SIZE),
})

const hotQuery = z.object({
  type: category.describe(`Category key (${categoryMessage}).`),
  limit: z.coerce.number().int().min(1).max(SCHOOL_MAX_HOT_LIMIT).default(SCHOOL_HOT_LIMIT),
})

const detailQuery = z.object({
  id: z.string().trim().regex(/^[1-9]\d{0,11}$/, 'expected an article id (a positive whole number)').describe('Article id.'),
})

/** GET /chtco/... — the corporate brand's knowledge centre. */
export const schoolRoutes: RouteTable = {
  [`${CHTCO_PREFIX}/officialMenuRelation/getList`]: forBrand(route('GET', undefined, (_q, ctx) => getSchoolMenu(ctx.brand.key, ctx.locale)), `The knowledge centre's menu: its four categories in order, each with key, name, path (its list page) and count of published articles. ${FOR_CHT}`),
  [`${CHTCO_PREFIX}/officialArticle/showArticleList`]: forBrand(
    route('GET', articleListQuery, (q, ctx) =>
      getNewsPage(ctx.brand.key, ctx.locale, q.type ? { category: q.type, page: q.page, pageSize: q.pageSize } : { categories: SCHOOL_CATEGORIES, page: q.page, pageSize: q.pageSize }),
    ),
    `One page of the knowledge centre's published articles, pinned first then newest first: {list, total, page, pageSize, pages}. ${FOR_CHT}`,
  ),
  [`${CHTCO_PREFIX}/officialArticle/getHotArticleByType`]: forBrand(
    route('GET', hotQuery, (q, ctx) => getHotArticles(ctx.brand.key, ctx.locale, q.type, q.limit)),
    `A category's hot list: the articles editors marked hot, newest first, then the newest others, up to limit. ${FOR_CHT}`,
  ),
  [`${CHTCO_PREFIX}/officialArticle/showArticleDetailById`]: forBrand(
    route('GET', detailQuery, async (q, ctx) => {
      const id = parseArticleId(q.id)
      const article = id === null ? null : await getArticle(ctx.brand.key, ctx.locale, id, { neighboursWithin: 'category' })
      if (!article || !isSchoolCategory(article.category)) throw notFoundFailure(gatewayMessage('schoolArticleNotFound', ctx.locale))
      return article
    }),
    `One knowledge centre article with its rich text, previous/next within its category and related articles of that category; 404 for an unknown id and for an article that is not the corporate brand's or not in the knowledge centre. ${FOR_CHT}`,
  ),
}
