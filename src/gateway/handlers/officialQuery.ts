import { z } from 'zod'
import { LOCALES } from '@/brands/registry'
import { getHomePageInfo } from '@/services/content/home'
import { getCommon } from '@/services/content/common'
import { filterServices, getCommoditySearch } from '@/services/content/commodity-search'
import { route, type RouteTable } from '../router'

/** `lang` overrides the caller's Accept-Language for content calls. */
export const langQuery = z.object({ lang: z.enum(LOCALES).optional() })

/** GET /officialQuery/... — site content for the browser. */
export const officialQueryRoutes: RouteTable = {
  'officialQuery/getCommon': route('GET', langQuery, (q, ctx) => getCommon(ctx.brand.key, q.lang ?? ctx.locale)),
  'officialQuery/getCommoditySearch': route('GET', langQuery.extend({ keyword: z.string().max(50).optional() }), async (q, ctx) => {
    const data = await getCommoditySearch(ctx.brand.key, q.lang ?? ctx.locale)
    return q.keyword ? { ...data, allService: filterServices(data.allService, q.keyword) } : data
  }),
  'officialQuery/getHomePageInfo': route('GET', langQuery, (q, ctx) => getHomePageInfo(ctx.brand.key, q.lang ?? ctx.locale)),
}
