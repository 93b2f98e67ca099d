import { z } from 'zod'
import { SURVEY_COOKIE, SURVEY_COOKIE_MAX_AGE } from '@/lib/cookies'
import { guideRecord, latestGuide, newerReport, SOURCE_BUYING_GUIDE, SOURCE_QUESTIONNAIRE } from '@/services/compliance/buying-guide'
import { getSurveyReport, listSurveyReports, rememberedReports, saveSurveyReport, SurveyError } from '@/services/compliance/reports'
import { loadPrices } from '@/services/compliance/store'
import { toPriceRow } from '@/services/pricing/rows'
import { payloadClient } from '@/services/payload'
import { consume } from '@/services/rate-limit'
import { requireMerchant } from '../auth'
import { channelCode, checkedCookie } from '../client-values'
import { cookieValue, type GatewayContext } from '../context'
import { CODES, GatewayFailure } from '../envelope'
import { gatewayMessage, type MessageKey } from '../messages'
import { route, type RouteTable } from '../router'

const SURVEY_MESSAGES: Record<SurveyError['problem'], MessageKey> = {
  missing: 'surveyMissing',
  unknownQuestion: 'surveyUnknownQuestion',
  duplicate: 'surveyDuplicate',
  unknownOption: 'surveyUnknownOption',
  notSingle: 'surveyNotSingle',
  hidden: 'surveyHidden',
}

const answerList = z
  .array(z.object({ questionId: z.string().trim().max(2), answer: z.string().trim().max(64) }).strict())
  .min(1)
  .max(9)
// The dialog saves exactly {answerList, source: 1}; source 1 marks a questionnaire save.
const saveBody = z.object({ answerList, source: z.literal(SOURCE_QUESTIONNAIRE) })
const guideBody = z.object({ answerList })
const answerIdQuery = z.object({ answerId: z.string().trim().max(64) })

/**
 * The merchant behind the request's token. No token: a visitor. A token that no longer
 * works: 401 with the cookie cleared, so the browser retries as a visitor.
 */
/** A visitor may save; a token that no longer works is a 401 (the dialog then saves as a visitor). */
function optionalMerchant(ctx: GatewayContext) {
  return ctx.token ? requireMerchant(ctx) : Promise.resolve(null)
}

/**
 * Saves answers and their report (questionnaire or buying guide). Visitors' reports are
 * remembered in a cookie so signing up or logging in later claims them.
 */
async function save(ctx: GatewayContext, input: { answerList: z.infer<typeof answerList>; source: number }, merchantOf: (ctx: GatewayContext) => Promise<{ id: number | string } | null>) {
  // Each save runs the rule engine and writes a row: a generous per-address limit stops
  // floods, checked before any other work (the session lookup included).
  const limit = await consume('survey-save-ip', ctx.ip, 30, 600)
  if (!limit.allowed) throw new GatewayFailure(429, CODES.TOO_MANY_REQUESTS, gatewayMessage('tooManyRequests', ctx.locale), { retryAfter: limit.retryAfter })
  const merchantId = (await merchantOf(ctx))?.id
  try {
    const saved = await saveSurveyReport(await payloadClient(), {
      ...input,
      brand: ctx.brand.key,
      locale: ctx.locale,
      channelNo: ctx.channelNo ?? undefined,
      // Checked like the channelNo in the context: a hostile cookie is dropped, not stored cut short.
      channelCode: checkedCookie(ctx.headers, 'channelCode', channelCode),
      merchantId,
    })
    if (merchantId === undefined) {
      const ids = rememberedReports(cookieValue(ctx.headers, SURVEY_COOKIE), saved.reportId)
      ctx.setCookies.push({ name: SURVEY_COOKIE, value: ids.join('.'), maxAge: SURVEY_COOKIE_MAX_AGE, httpOnly: true })
    }
    return saved
  } catch (error) {
    if (!(error instanceof SurveyError)) throw error
    throw new GatewayFailure(400, CODES.BAD_REQUEST, gatewayMessage(SURVEY_MESSAGES[error.problem], ctx.locale, { question: error.questionId ?? '' }), { questionId: error.questionId ?? null })
  }
}

/** The merchant a call needs (buying-guide history); 401 for visitors. */
/** A price as the price-list calls answer it. */
const priceQuery = z.object({ serviceType: z.coerce.number().int().min(0).max(9999).optional(), country: z.coerce.number().int().min(0).max(999).optional() })

/** The compliance questionnaire's report (vat/mcSurveyReport) and the prices it quotes. */
export const surveyRoutes: RouteTable = {
  'vat/mcSurveyReport/save': route('POST', saveBody, async (body, ctx) => {
    return save(ctx, { answerList: body.answerList, source: SOURCE_QUESTIONNAIRE }, optionalMerchant)
  }),

  'vat/mcSurveyReport/get': route('GET', z.object({ reportId: z.string().trim().max(64) }), async (query, ctx) => {
    const found = await getSurveyReport(await payloadClient(), query.reportId, ctx.locale)
    if (!found) throw new GatewayFailure(404, CODES.NOT_FOUND, gatewayMessage('reportNotFound', ctx.locale))
    return found
  }),

  /** The logged-in merchant's own reports, newest first (the account page). */
  'vat/mcSurveyReport/list': route('GET', undefined, async (_query, ctx) => listSurveyReports(await payloadClient(), (await requireMerchant(ctx)).id)),

  // The buying guide: the same answers, kept as a service package.
  'space/buyGuideAnswers/saveAnswersForOfficialWeb': route('POST', guideBody, async (body, ctx) => {
    const { reportId } = await save(ctx, { answerList: body.answerList, source: SOURCE_BUYING_GUIDE }, async () => null)
    return { answerId: reportId }
  }),
  'space/buyGuideAnswers/saveUserAnswersInfo': route('POST', guideBody, async (body, ctx) => {
    const { reportId } = await save(ctx, { answerList: body.answerList, source: SOURCE_BUYING_GUIDE }, requireMerchant)
    return { answerId: reportId }
  }),
  'space/buyGuideAnswers/user/ViewAnswers/Info': route('GET', undefined, async (_query, ctx) => latestGuide(await payloadClient(), (await requireMerchant(ctx)).id, ctx.locale)),
  'space/buyGuideHisAnswers/user/AnswerInfo': route('GET', answerIdQuery, async (query, ctx) => {
    const found = await guideRecord(await payloadClient(), query.answerId, ctx.locale)
    if (!found) throw new GatewayFailure(404, CODES.NOT_FOUND, gatewayMessage('reportNotFound', ctx.locale))
    return found
  }),
  'space/buyGuideHisAnswers/isUserNewReport': route('GET', answerIdQuery, async (query, ctx) => newerReport(await payloadClient(), (await requireMerchant(ctx)).id, query.answerId)),

  'business/old/admin/product/priceForSurveyReport': route('GET', priceQuery, async (query, ctx) =>
    (await loadPrices(await payloadClient(), { kind: 'compliance', ...query })).map((p) => toPriceRow(p, ctx.locale)),
  ),

  'ipr/trademark/member/priceForSurveyReport': route('GET', priceQuery, async (query, ctx) =>
    (await loadPrices(await payloadClient(), { kind: 'trademark', ...query })).map((p) => toPriceRow(p, ctx.locale)),
  ),
}
