import 'server-only'
import crypto from 'node:crypto'
import type { Payload } from 'payload'
import cnQuestions from '@/i18n/messages/cn/questionnaire.json'
import deQuestions from '@/i18n/messages/de/questionnaire.json'
import enQuestions from '@/i18n/messages/en/questionnaire.json'
import cnReport from '@/i18n/messages/cn/report.json'
import deReport from '@/i18n/messages/de/report.json'
import enReport from '@/i18n/messages/en/report.json'
import { withTransaction } from '../transaction'
import { evaluateRules, reportCoverage } from './engine'
import { askedQuestions, derivedAnswers, parseAnswerList, type AnswerItem } from './normalize'
import type { Answers, QuestionId } from './questions'
import { buildReport, type ComplianceReport } from './report'
import { loadPrices, loadRules } from './store'
import { reportLocale, type ReportLocale } from './types'

type Wording = { questions: Record<QuestionId, { text: string; short: string; options: Record<string, string> }> }
const LABELS: Record<ReportLocale, Wording> = { cn: cnQuestions, en: enQuestions, de: deQuestions } as Record<ReportLocale, Wording>
type DerivedReasons = { derived: Record<string, string> }
const REASONS: Record<ReportLocale, DerivedReasons> = { cn: cnReport, en: enReport, de: deReport }
/** The languages every report is kept in. */
const REPORT_LOCALES: readonly ReportLocale[] = ['cn', 'en', 'de']

/** Why a questionnaire was refused; the gateway words it and names the question. */
export class SurveyError extends Error {
  constructor(
    public readonly problem: 'missing' | 'unknownQuestion' | 'duplicate' | 'unknownOption' | 'notSingle' | 'hidden',
    public readonly questionId?: string,
  ) {
    super(problem)
  }
}

/**
 * The answers in words: the questions the visitor was asked, and apart from them the facts
 * derived from other answers with the reason, so a report never claims a question was
 * answered that was not shown.
 */
function answerWords(answers: Answers, locale: ReportLocale) {
  const labels = LABELS[locale].questions
  const word = (id: QuestionId, values: string[]) => ({ question: labels[id]!.text, answer: values.map((v) => labels[id]!.options[v] ?? v).join(locale === 'cn' ? '、' : ', ') })
  return {
    answers: askedQuestions(answers).map((id) => word(id, answers[id]!)),
    derived: derivedAnswers(answers).map((d) => ({ ...word(d.questionId, d.values), because: REASONS[locale].derived[d.reason] ?? '' })),
  }
}

export interface SaveInput {
  answerList: AnswerItem[]
  source: number
  brand: string
  locale: string
  channelNo?: string
  channelCode?: string
  merchantId?: number | string
}

/** A report id: 128 bits from the CSPRNG, hex. Unguessable, so the link itself is the permission to read. */
export function newReportId(): string {
  return crypto.randomBytes(16).toString('hex')
}

/**
 * Checks the answers, runs the rules, prices the obligations and stores answers and
 * report together (one transaction). The report is kept in cn, en and de as computed now,
 * so a shared link shows what the seller saw even after rules or prices change.
 */
export async function saveSurveyReport(payload: Payload, input: SaveInput): Promise<{ reportId: string }> {
  const parsed = parseAnswerList(input.answerList)
  if (!parsed.ok) throw new SurveyError(parsed.problem, parsed.questionId)
  const [rules, prices] = await Promise.all([loadRules(payload), loadPrices(payload)])
  const obligations = evaluateRules(rules, parsed.answers)
  const coverage = reportCoverage(parsed.answers, obligations)
  const report = Object.fromEntries(REPORT_LOCALES.map((locale) => [locale, buildReport(obligations, answerWords(parsed.answers, locale), LABELS[locale], prices, locale, coverage)]))
  const reportId = newReportId()
  await withTransaction(payload, (req) =>
    payload.create({
      collection: 'survey-reports',
      data: {
        reportId,
        source: input.source,
        brand: input.brand,
        locale: input.locale,
        channelNo: input.channelNo,
        channelCode: input.channelCode,
        merchant: input.merchantId as number | undefined,
        answerList: input.answerList,
        obligationCount: report.cn.obligationCount,
        total: report.cn.total,
        report,
      },
      req,
      overrideAccess: true,
    }),
  )
  return { reportId }
}

export interface StoredReport {
  reportId: string
  createdAt: string
  report: ComplianceReport
}

/** The stored row of a report or buying guide; null for an unknown or malformed id. */
export async function findSurveyReport(payload: Payload, reportId: string) {
  if (!/^[0-9a-f]{32}$/.test(reportId)) return null
  const { docs } = await payload.find({ collection: 'survey-reports', where: { reportId: { equals: reportId } }, limit: 1, depth: 0, overrideAccess: true })
  return docs[0] ?? null
}

/**
 * The report kept in a row, in the reader's language (reports saved before German existed:
 * English). Reports saved before derived facts were kept apart listed "powered" among the
 * answers although it was never asked; their answers are re-worded from the saved list.
 */
export function reportIn(doc: { report: unknown; answerList?: unknown }, locale: string): ComplianceReport {
  const kept = doc.report as Partial<Record<ReportLocale, ComplianceReport>> & { en: ComplianceReport }
  const lang = kept[reportLocale(locale)] ? reportLocale(locale) : 'en'
  const report = kept[lang]!
  if (report.derived) return report
  const parsed = Array.isArray(doc.answerList) ? parseAnswerList(doc.answerList as AnswerItem[]) : null
  return parsed?.ok ? { ...report, ...answerWords(parsed.answers, lang) } : report
}

/** A saved report in the reader's language; null when the id is unknown. */
export async function getSurveyReport(payload: Payload, reportId: string, locale: string): Promise<StoredReport | null> {
  const doc = await findSurveyReport(payload, reportId)
  return doc ? { reportId, createdAt: doc.createdAt, report: reportIn(doc, locale) } : null
}

/** A merchant's reports, newest first (the account page). */
export async function listSurveyReports(payload: Payload, merchantId: number | string, limit = 20) {
  const { docs } = await payload.find({ collection: 'survey-reports', where: { merchant: { equals: merchantId } }, sort: '-createdAt', limit, depth: 0, overrideAccess: true, select: { reportId: true, createdAt: true, obligationCount: true, total: true } })
  return docs.map((d) => ({ reportId: d.reportId, createdAt: d.createdAt, obligationCount: d.obligationCount, total: d.total }))
}

/** Report ids remembered in a browser's cookie: the newest few, valid ids only. */
export const REMEMBERED_REPORTS = 5
export function rememberedReports(cookieValue: string | null | undefined, add?: string): string[] {
  const ids = (cookieValue ?? '').split('.').filter((id) => /^[0-9a-f]{32}$/.test(id))
  if (add) ids.push(add)
  return [...new Set(ids)].slice(-REMEMBERED_REPORTS)
}

/**
 * Gives a merchant the reports this browser saved as a visitor. At sign-up they also
 * count as conversions (`registeredAt`), which the per-channel figures in the CMS read.
 */
export async function claimSurveyReports(payload: Payload, reportIds: string[], merchantId: number | string, conversion: boolean, now = new Date()): Promise<number> {
  if (!reportIds.length) return 0
  const { docs } = await payload.update({
    collection: 'survey-reports',
    where: { and: [{ reportId: { in: reportIds } }, { merchant: { exists: false } }] },
    data: { merchant: merchantId as number, ...(conversion ? { registeredAt: now.toISOString() } : {}) },
    overrideAccess: true,
    depth: 0,
  })
  return docs.length
}
