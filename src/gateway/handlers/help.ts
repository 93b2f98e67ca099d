import { z } from 'zod'
import { MAX_QUERY_LENGTH, MAX_RESULTS } from '@/services/help/search'
import { getHelpCategories, loadManual, loadManuals, searchManuals } from '@/services/help/store'
import { getQaTypes, loadQaAnswer, loadQaList, QA_TYPES, searchQa } from '@/services/qa/store'
import { notFoundFailure } from '../envelope'
import { gatewayMessage } from '../messages'
import { route, type RouteTable } from '../router'

/** Help centre and compliance Q&A calls (officialQuery and VAT paths). */

// Entry-level "not found" texts: the gateway's shared messages only cover unknown paths.
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)
const page = z.coerce.number().int().min(1).max(10_000).default(1)
const pageSize = z.coerce.number().int().min(1).max(MAX_RESULTS).default(10)
const keyword = z.string().trim().min(1).max(MAX_QUERY_LENGTH)

const manualQuery = z.object({ categoryId: id.optional(), id: id.optional(), page, pageSize })
const handbookQuery = z.object({ keyword })
const qaListQuery = z.object({ qaType: z.enum(QA_TYPES).optional(), keyword: keyword.optional(), page, pageSize })
const answerPath = z.object({ answerId: z.string().max(64) })

export const helpRoutes: RouteTable = {
  'officialQuery/getHelpCenterCategory': route('GET', undefined, (_q, ctx) => getHelpCategories(ctx.brand.key, ctx.locale)),

  /** One guide with its body when `id` is given, else a page of guides (optionally of one category). */
  'officialQuery/getOperationManual': route('GET', manualQuery, async (q, ctx) => {
    if (q.id !== undefined) {
      const manual = await loadManual(ctx.brand.key, ctx.locale, q.id)
      if (!manual) throw notFoundFailure(gatewayMessage('manualNotFound', ctx.locale))
      return manual
    }
    return loadManuals(ctx.brand.key, ctx.locale, { categoryId: q.categoryId, page: q.page, pageSize: q.pageSize })
  }),

  'officialQuery/queryArticleHandbook': route('GET', handbookQuery, (q, ctx) => searchManuals(ctx.brand.key, ctx.locale, q.keyword)),

  'vat/sysDataDictionary/getQaType': route('GET', undefined, (_q, ctx) => getQaTypes(ctx.brand.key, ctx.locale)),

  /** Questions of a type, a page at a time; with `keyword`, the best matches (at most 50) paged the same way. */
  'vat/qaQuestion/searchlist': route('GET', qaListQuery, async (q, ctx) => {
    if (!q.keyword) return loadQaList(ctx.brand.key, ctx.locale, { qaType: q.qaType, page: q.page, pageSize: q.pageSize })
    const found = await searchQa(ctx.brand.key, ctx.locale, q.keyword, q.qaType)
    const start = (q.page - 1) * q.pageSize
    return { list: found.list.slice(start, start + q.pageSize), total: found.total, page: q.page, pageSize: q.pageSize, keyword: found.keyword, terms: found.terms }
  }),

  'vat/qaAnswerDetail/get/{answerId}': route('GET', answerPath, async (q, ctx) => {
    const answerId = /^[1-9]\d{0,15}$/.test(q.answerId) ? Number(q.answerId) : NaN
    const entry = Number.isSafeInteger(answerId) ? await loadQaAnswer(ctx.brand.key, ctx.locale, answerId) : null
    if (!entry) throw notFoundFailure(gatewayMessage('answerNotFound', ctx.locale))
    return entry
  }),
}
