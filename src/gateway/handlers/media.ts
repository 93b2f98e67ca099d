import { z } from 'zod'
import { NEWS_CATEGORIES } from '@/services/news/categories'
import { getArticle, getNewsPage } from '@/services/news'
import { NEWS_MAX_PAGE_SIZE, NEWS_PAGE_SIZE, parseArticleId } from '@/services/news/query'
import { getCourse, getCourses, pageOfCourses, playerOptions } from '@/services/videos'
import { notFoundFailure } from '../envelope'
import { gatewayMessage } from '../messages'
import { route, type RouteTable } from '../router'

// Query strings carry text: numbers are coerced, then bounded.
const page = z.coerce.number().int().min(1).max(100_000).default(1)
const pageSize = (fallback: number) => z.coerce.number().int().min(1).max(NEWS_MAX_PAGE_SIZE).default(fallback)

const informationQuery = z.object({
  category: z.enum(NEWS_CATEGORIES).optional(),
  page,
  pageSize: pageSize(NEWS_PAGE_SIZE),
  keyword: z.string().trim().max(50).optional(),
})

const informationInfoQuery = z.object({ id: z.string().trim().min(1).max(20) })

const videoCourseQuery = z.object({
  uid: z.string().trim().min(1).max(100).optional(),
  page,
  pageSize: pageSize(20),
})

/** GET /officialQuery/... — news (getInformation, getInformationInfo) and video courses (getVideoCourse). */
export const mediaRoutes: RouteTable = {
  'officialQuery/getInformation': route('GET', informationQuery, (q, ctx) =>
    getNewsPage(ctx.brand.key, ctx.locale, { category: q.category ?? null, page: q.page, pageSize: q.pageSize, keyword: q.keyword }),
  ),
  'officialQuery/getInformationInfo': route('GET', informationInfoQuery, async (q, ctx) => {
    const id = parseArticleId(q.id)
    const article = id === null ? null : await getArticle(ctx.brand.key, ctx.locale, id)
    if (!article) throw notFoundFailure(gatewayMessage('articleNotFound', ctx.locale))
    return article
  }),
  'officialQuery/getVideoCourse': route('GET', videoCourseQuery, async (q, ctx) => {
    if (q.uid) {
      const course = await getCourse(ctx.brand.key, ctx.locale, q.uid)
      if (!course) throw notFoundFailure(gatewayMessage('courseNotFound', ctx.locale))
      return { ...course, playerOptions: playerOptions(course) }
    }
    return pageOfCourses(await getCourses(ctx.brand.key, ctx.locale), q.page, q.pageSize)
  }),
}
