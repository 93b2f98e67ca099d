import { z } from 'zod'
import { isKnownClass, niceData } from '@/services/nice/data'
import { keywordProblem, MAX_KEYWORD_LENGTH, searchNice, type KeywordProblem } from '@/services/nice/search'
import { classDetail, classList, classSummary, groupView, searchByClassView, searchForRequestView, searchListView } from '@/services/nice/views'
import { payloadClient } from '@/services/payload'
import { MARK_STATUSES, MAX_MARK_LENGTH, OFFICE_CODES, type OfficeCode } from '@/services/trademarks/records'
import { searchMarks } from '@/services/trademarks/search'
import { sqlRunner } from '@/services/trademarks/sql'
import { requireMerchant } from '../auth'
import type { GatewayContext } from '../context'
import { CODES, GatewayFailure } from '../envelope'
import { gatewayMessage } from '../messages'
import { route, type RouteTable } from '../router'

/**
 * Goods and services classes (spec 7 "Trademark search gateway", issue 6 point 5).
 *
 * Access: the class list and one class's groups and items (getClass) are public reference
 * data, so the class pages can show them to visitors. The searches and the manual
 * request's class lookup (niceClassificationQuery) need a logged-in merchant (spec 6:
 * trademark search calls are authenticated; issue 6 point 7).
 */

const KEYWORD_PROBLEMS: Record<KeywordProblem, string> = {
  empty: 'enter a product word (letters or digits)',
  tooLong: `at most ${MAX_KEYWORD_LENGTH} characters`,
  characters: "use letters, digits, spaces and - ' & . , / + ( ) only",
}

const keyword = z
  .string()
  .trim()
  .min(1)
  .max(MAX_KEYWORD_LENGTH)
  .superRefine((value, issue) => {
    const problem = keywordProblem(value)
    if (problem) issue.addIssue({ code: 'custom', message: KEYWORD_PROBLEMS[problem] })
  })

/** 1–45 and the US special class 46; numbers or digit strings ("09"), as query strings and forms send them. */
const classNumber = z
  .union([z.number(), z.string().trim().regex(/^\d{1,3}$/, 'expected a class number').transform(Number)])
  .refine(isKnownClass, 'classes are 1 to 45, and 46 (US special class)')

const classIds = z.array(classNumber).max(46)
const groupCode = z.string().trim().regex(/^\d{4}$/, 'expected a four-digit similar group code such as 0901')

function badField(ctx: GatewayContext, detail: string): GatewayFailure {
  return new GatewayFailure(400, CODES.BAD_REQUEST, `${gatewayMessage('invalidField', ctx.locale)}: ${detail}`)
}

const markSearchBody = z.object({
  keyword: z.string().trim().min(1).max(MAX_MARK_LENGTH),
  searchType: z.literal(0, { message: 'searchType 0 (trademark) is served here; use the category calls for classification' }).default(0),
  classIds: z.array(classNumber).max(46).optional(),
  countries: z.array(z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]).refine((v) => (OFFICE_CODES as readonly number[]).includes(v), `country/office codes: ${OFFICE_CODES.join(', ')}`)).max(5).optional(),
  statuses: z.array(z.enum(MARK_STATUSES)).max(MARK_STATUSES.length).optional(),
  page: z.number().int().min(1).max(1000).default(1),
  pageSize: z.number().int().min(1).max(50).default(20),
})

export const iprRoutes: RouteTable = {
  /** Every class with its short name; with `classId`, that class with its similar groups and items. */
  'ipr/trademark/categories/products/getClass': route('GET', z.object({ classId: classNumber.optional() }), async (query, ctx) => {
    const data = niceData()
    if (query.classId === undefined) return classList(data, ctx.locale)
    return classDetail(data.classById.get(query.classId)!, ctx.locale)
  }),

  /** Matching items grouped by class, best class first; `classIds` narrows the search. */
  'ipr/trademark/trademarkCategorySearch': route('POST', z.object({ keyword, classIds: classIds.optional() }), async (body, ctx) => {
    await requireMerchant(ctx)
    const data = niceData()
    return searchByClassView(searchNice(data, body.keyword, { classIds: body.classIds }), data, ctx.locale)
  }),

  /** Matching items, best first, each with its class and group codes. */
  'ipr/trademark/categories/products/categorySearch': route('POST', z.object({ keyword, classId: classNumber.optional() }), async (body, ctx) => {
    await requireMerchant(ctx)
    const data = niceData()
    return searchListView(searchNice(data, body.keyword, { classIds: body.classId ? [body.classId] : undefined }), data, ctx.locale)
  }),

  /** The same search for the manual-request form: per class, the item names to pick. */
  'ipr/trademark/categories/products/artificialCategorySearch': route(
    'POST',
    z.object({ keyword, classId: classNumber.optional(), classIds: classIds.optional() }),
    async (body, ctx) => {
      await requireMerchant(ctx)
      const selected = [...(body.classIds ?? []), ...(body.classId ? [body.classId] : [])]
      return searchForRequestView(searchNice(niceData(), body.keyword, { classIds: selected.length ? selected : undefined }), ctx.locale)
    },
  ),

  /** A class with its groups and items, or with `groupCode` that one group (which must be in `classId` when both are given). */
  'ipr/iprArtificialTrademark/trademark/niceClassificationQuery': route(
    'POST',
    z.object({ classId: classNumber.optional(), groupCode: groupCode.optional() }).refine((b) => b.classId !== undefined || b.groupCode !== undefined, 'give classId, groupCode or both'),
    async (body, ctx) => {
      await requireMerchant(ctx)
      const data = niceData()
      if (body.groupCode === undefined) return classDetail(data.classById.get(body.classId!)!, ctx.locale)
      const group = data.groupByCode.get(body.groupCode)
      if (!group) throw badField(ctx, `groupCode: no similar group ${body.groupCode}`)
      if (body.classId !== undefined && group.classId !== body.classId) throw badField(ctx, `groupCode: group ${group.code} belongs to class ${group.classId}, not ${body.classId}`)
      return { ...classSummary(data.classById.get(group.classId)!, ctx.locale), groups: [groupView(group)] }
    },
  ),

  /**
   * Mark search (searchType 0): exact, prefix, infix, typo, phonetic and pinyin matches
   * with a score and reason per hit and the overall risk for the chosen classes.
   * searchType 2 (classification) is answered by the class finder's calls above.
   */
  'ipr/trademark/search': route('POST', markSearchBody, async (body, ctx) => {
    await requireMerchant(ctx)
    const db = sqlRunner(await payloadClient())
    return searchMarks(db, { keyword: body.keyword, classes: body.classIds, offices: body.countries as OfficeCode[] | undefined, statuses: body.statuses, page: body.page, pageSize: body.pageSize })
  }),
}
