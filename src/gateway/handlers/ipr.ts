import { z } from 'zod'
import { isKnownClass, niceData } from '@/services/nice/data'
import { keywordProblem, MAX_KEYWORD_LENGTH, searchNice, type KeywordProblem } from '@/services/nice/search'
import { classDetail, classList, classSummary, groupView, searchByClassView, searchForRequestView, searchListView } from '@/services/nice/views'
import { payloadClient } from '@/services/payload'
import { consume } from '@/services/rate-limit'
import { searchByApplicant } from '@/services/trademarks/applicants'
import { listPublicSettings } from '@/services/trademarks/ipr-settings'
import { officeList } from '@/services/trademarks/offices'
import { listSearchRecords, recordSearch, SEARCH_TYPES } from '@/services/trademarks/records-history'
import { MARK_STATUSES, MAX_MARK_LENGTH, OFFICE_CODES, type OfficeCode } from '@/services/trademarks/records'
import { describeRequestProblems, manualLimit, manualRequestInput, ManualRequestRefused, manualUserData, saveManualRequest } from '@/services/trademarks/requests'
import { riskWarning } from '@/services/trademarks/risk-warning'
import { searchMarks } from '@/services/trademarks/search'
import { checkAuthorisationSpelling, FilingOptionRefused, filingOptionsFields, hasFilingOptions, withDefaults } from '@/services/trademarks/filing-options'
import { filingOptionsData } from '@/services/trademarks/filing-options-data'
import { isServiceItem, loadVipSku, withFilingOptions } from '@/services/trademarks/skus'
import { sqlRunner } from '@/services/trademarks/sql'
import { requireMerchant } from '../auth'
import type { GatewayContext } from '../context'
import { CODES, GatewayFailure, notFoundFailure } from '../envelope'
import { gatewayMessage } from '../messages'
import { route, type RouteTable } from '../router'

/**
 * The trademark search gateway:
 * goods and services classes, the mark search (types 0, 2 and 3), the search history, the
 * risk warning, manual searches by an attorney, the service items' prices and the pages'
 * settings.
 *
 * Access: reference data is public (the class list and one class's groups and items, the
 * class finder's search over the Nice classification, the offices, a service item's
 * prices, the settings), so pages can show it to visitors. The class finder's searches
 * read only the published classification, so a login would protect nothing; a
 * per-address limit keeps them from being used to flood the server. Everything else (the
 * mark search, histories, risk warnings, manual requests and their class look-ups) needs
 * a logged-in merchant; the browser answers a 401 by opening the login page and runs the
 * search again once the login succeeds.
 */

// Schemas are shared by every caller, so the reason is given in both site languages.
const KEYWORD_PROBLEMS: Record<KeywordProblem, string> = {
  empty: '请输入商品名称（汉字、字母或数字） / enter a product word (letters or digits)',
  tooLong: `最多 ${MAX_KEYWORD_LENGTH} 个字符 / at most ${MAX_KEYWORD_LENGTH} characters`,
  characters: "只能使用汉字、字母、数字、空格和 - ' & . , / + ( ) / use letters, digits, spaces and - ' & . , / + ( ) only",
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

/** Class finder searches per address and minute: far above what a person types, low enough to stop a flood. */
export const CLASS_SEARCH_LIMIT = { points: 60, seconds: 60 } as const

async function limitClassSearch(ctx: GatewayContext): Promise<void> {
  const limit = await consume('nice-search-ip', ctx.ip, CLASS_SEARCH_LIMIT.points, CLASS_SEARCH_LIMIT.seconds)
  if (!limit.allowed) throw new GatewayFailure(429, CODES.TOO_MANY_REQUESTS, gatewayMessage('tooManyRequests', ctx.locale), { retryAfter: limit.retryAfter })
}

function badField(ctx: GatewayContext, detail: string): GatewayFailure {
  return new GatewayFailure(400, CODES.BAD_REQUEST, `${gatewayMessage('invalidField', ctx.locale)}: ${detail}`)
}

/** Search types: 0 trademark, 2 classification, 3 oath (marks by applicant). */
const searchType = z.union(
  SEARCH_TYPES.map((t) => z.literal(t)),
  { message: 'searchType: 0 trademark, 2 classification, 3 oath (applicant)' },
)

const markKeyword = z.string().trim().min(1).max(MAX_MARK_LENGTH)
const officeCodes = z
  .array(z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]).refine((v) => (OFFICE_CODES as readonly number[]).includes(v), `country/office codes: ${OFFICE_CODES.join(', ')}`))
  .max(5)

const markSearchBody = z
  .object({
    keyword: markKeyword,
    searchType: searchType.default(0),
    classIds: z.array(classNumber).max(46).optional(),
    countries: officeCodes.optional(),
    statuses: z.array(z.enum(MARK_STATUSES)).max(MARK_STATUSES.length).optional(),
    page: z.number().int().min(1).max(1000).default(1),
    pageSize: z.number().int().min(1).max(50).default(20),
  })
  .superRefine((body, issue) => {
    // Classification searches read product words, checked as the class finder checks them.
    if (body.searchType !== 2) return
    const problem = keywordProblem(body.keyword)
    if (problem) issue.addIssue({ code: 'custom', path: ['keyword'], message: KEYWORD_PROBLEMS[problem] })
  })

type MarkSearchBody = z.infer<typeof markSearchBody>

/**
 * One search of the given type; every answer carries `total`, mark searches their `risk`.
 * Type 2 answers the class finder's list (as categorySearch); type 3 the marks of an
 * applicant (services/trademarks/applicants.ts explains the reading of "oath").
 */
async function searchOfType(body: MarkSearchBody, ctx: GatewayContext): Promise<{ total: number; risk?: 'high' | 'medium' | 'low' }> {
  if (body.searchType === 2) {
    const data = niceData()
    return searchListView(searchNice(data, body.keyword, { classIds: body.classIds }), data, ctx.locale)
  }
  const db = sqlRunner(await payloadClient())
  const query = { keyword: body.keyword, classes: body.classIds, offices: body.countries as OfficeCode[] | undefined, statuses: body.statuses, page: body.page, pageSize: body.pageSize }
  if (body.searchType === 3) return searchByApplicant(db, query)
  return searchMarks(db, query)
}

const searchRecordBody = z.object({
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(50).default(10),
  searchType: searchType.optional(),
})

const riskWarningBody = z.object({ keyword: markKeyword, classIds: z.array(classNumber).max(46).optional(), countries: officeCodes.optional() })

/**
 * The service item from the path; the filing options (accelerate, authorisation,
 * entityType, productCount) from the query string, all optional, so a call without them
 * is answered as before.
 */
const serverItemPath = z
  .object({ serverItem: z.string().regex(/^\d{1,6}$/, 'expected a service item number (1 to 10, 20, 21, 99, 23 or 24)'), ...filingOptionsFields })
  .superRefine(checkAuthorisationSpelling)

export const iprRoutes: RouteTable = {
  /** Every class with its short name; with `classId`, that class with its similar groups and items. */
  'ipr/trademark/categories/products/getClass': route('GET', z.object({ classId: classNumber.optional() }), async (query, ctx) => {
    const data = niceData()
    if (query.classId === undefined) return classList(data, ctx.locale)
    return classDetail(data.classById.get(query.classId)!, ctx.locale)
  }),

  /** Matching items grouped by class, best class first; `classIds` narrows the search. Public, limited per address. */
  'ipr/trademark/trademarkCategorySearch': route('POST', z.object({ keyword, classIds: classIds.optional() }), async (body, ctx) => {
    await limitClassSearch(ctx)
    const data = niceData()
    return searchByClassView(searchNice(data, body.keyword, { classIds: body.classIds }), data, ctx.locale)
  }),

  /** Matching items, best first, each with its class and group codes. Public, limited per address. */
  'ipr/trademark/categories/products/categorySearch': route('POST', z.object({ keyword, classId: classNumber.optional() }), async (body, ctx) => {
    await limitClassSearch(ctx)
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
   * The search of the search page. searchType 0 (default): marks by exact, prefix, infix,
   * typo, phonetic and pinyin matches, with a score and reason per hit and the overall
   * risk for the chosen classes. 2: classification, the class finder's items for a product
   * word (as categorySearch). 3: oath, the marks of an applicant. Each search is stored in
   * the merchant's history (searchRecord); a failure to store it does not fail the search.
   */
  'ipr/trademark/search': route('POST', markSearchBody, async (body, ctx) => {
    const merchant = await requireMerchant(ctx)
    const result = await searchOfType(body, ctx)
    await recordSearch(await payloadClient(), {
      merchantId: merchant.id,
      brand: ctx.brand.key,
      searchType: body.searchType,
      keyword: body.keyword,
      countries: body.searchType === 2 ? [] : body.countries,
      classIds: body.classIds,
      total: result.total,
      risk: result.risk,
    })
    return result
  }),

  /** The offices a mark can be searched and filed at (20 US, 21 UK, 99 EU, 23/24 Japan), named in the caller's language. */
  'ipr/trademark/getAllCountry': route('GET', undefined, async (_query, ctx) => officeList(ctx.locale)),

  /** The calling merchant's own searches, newest first, optionally of one search type. */
  'ipr/trademark/searchRecord': route('POST', searchRecordBody, async (body, ctx) => {
    const merchant = await requireMerchant(ctx)
    return listSearchRecords(await payloadClient(), merchant.id, body)
  }),

  /** The mark search's risk explained, with up to three marks behind it; no search record is stored. */
  'ipr/iprTrademarkSearchRecord/artificialRiskWarning': route('POST', riskWarningBody, async (body, ctx) => {
    await requireMerchant(ctx)
    const db = sqlRunner(await payloadClient())
    return riskWarning(db, { keyword: body.keyword, classes: body.classIds, offices: body.countries as OfficeCode[] | undefined }, ctx.locale)
  }),

  /** Manual searches the merchant may still ask for today (the day starts at midnight, Shanghai time). */
  'ipr/iprArtificialTrademark/artificialLimitCheck': route('GET', undefined, async (_query, ctx) => {
    const merchant = await requireMerchant(ctx)
    return manualLimit(await payloadClient(), merchant.id)
  }),

  /** What the manual-request form starts from: contact fields, the daily limit, the merchant's requests. */
  'ipr/iprArtificialTrademark/artificialUserData': route('GET', undefined, async (_query, ctx) => {
    const merchant = await requireMerchant(ctx)
    return manualUserData(await payloadClient(), merchant, ctx.locale)
  }),

  /**
   * A request for a manual search by an attorney: stored for staff and mailed to the
   * attorneys. The body is checked here rather than by the router so that every bad field
   * is named (data.fields), not only the first three.
   */
  'ipr/iprArtificialTrademark/save': route('POST', undefined, async (raw, ctx) => {
    const merchant = await requireMerchant(ctx)
    const parsed = manualRequestInput.safeParse(raw)
    if (!parsed.success) {
      const fields = describeRequestProblems(parsed.error)
      throw new GatewayFailure(400, CODES.BAD_REQUEST, `${gatewayMessage('invalidField', ctx.locale)}: ${fields.map((f) => `${f.field}: ${f.message}`).join('; ')}`, { fields })
    }
    try {
      return await saveManualRequest(await payloadClient(), parsed.data, { merchant, brand: ctx.brand.key, locale: ctx.locale, ip: ctx.ip })
    } catch (error) {
      if (!(error instanceof ManualRequestRefused)) throw error
      if (error.reason === 'rateLimited') throw new GatewayFailure(429, CODES.TOO_MANY_REQUESTS, gatewayMessage('tooManyRequests', ctx.locale), error.data)
      const limit = error.data as { limit: number }
      const message = limit.limit === 0 ? gatewayMessage('manualClosed', ctx.locale) : gatewayMessage('manualDailyLimit', ctx.locale, { limit: limit.limit })
      throw new GatewayFailure(429, CODES.TOO_MANY_REQUESTS, message, error.data)
    }
  }),

  /** A trademark service item's prices with the VIP and SVIP member prices (public: the price is shown before login). */
  'ipr/sysProduct/getVipSkuDetail/{serverItem}': route('GET', serverItemPath, async (input, ctx) => {
    const { serverItem: item, ...options } = input
    const serverItem = Number(item)
    if (!isServiceItem(serverItem)) throw notFoundFailure(gatewayMessage('skuNotFound', ctx.locale))
    const sku = await loadVipSku(await payloadClient(), serverItem, ctx.locale)
    if (!sku) throw notFoundFailure(gatewayMessage('skuNotPriced', ctx.locale))
    if (!hasFilingOptions(options)) return sku
    try {
      return withFilingOptions(sku, withDefaults(options), filingOptionsData(), ctx.locale)
    } catch (error) {
      if (!(error instanceof FilingOptionRefused)) throw error
      throw badField(ctx, `${error.option}: ${error.message}`)
    }
  }),

  /**
   * The trademark pages' public settings (limits, hot marks, notices) in the caller's
   * language, by sort order; never the attorneys' mailbox (see listPublicSettings).
   */
  'ipr/web/websiteConfig/iprList': route('GET', undefined, async (_query, ctx) => listPublicSettings(await payloadClient(), ctx.locale)),
}
