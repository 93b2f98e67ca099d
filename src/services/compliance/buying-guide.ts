import 'server-only'
import type { Payload } from 'payload'
import { isObligation, requiredTotal, sumPrices } from './plan'
import type { ComplianceReport, ReportService } from './report'
import { findSurveyReport, listSurveyReports, reportIn } from './reports'

/** Saved reports carry where they came from: the questionnaire dialog (source 1) or the buying guide (source 2). */
export const SOURCE_QUESTIONNAIRE = 1
export const SOURCE_BUYING_GUIDE = 2

export interface PackageLine extends Pick<ReportService, 'priceId' | 'productName' | 'unitPrice' | 'discountPrice' | 'finalPrice' | 'priceUnit' | 'officialFeeIncluded'> {
  market: string
  obligation: string
  /** Services that meet a legal obligation are required; those only recommended (trademarks, brand protection) are not. */
  required: boolean
}

export interface ServicePackage {
  lines: PackageLine[]
  requiredTotal: number
  fullTotal: number
}

/**
 * The buying guide's package: every priced service of the report once, required ones
 * first. A service is required when any legal obligation of the report needs it; the
 * required total is the report's own (plan.ts), so both pages show the same figure.
 */
export function servicePackage(report: ComplianceReport): ServicePackage {
  const lines = new Map<string, PackageLine>()
  for (const section of report.sections) {
    for (const item of section.items) {
      const s = item.service
      if (!s) continue
      const known = lines.get(s.priceId)
      if (known) {
        known.required ||= isObligation(item)
        continue
      }
      const { priceId, productName, unitPrice, discountPrice, finalPrice, priceUnit, officialFeeIncluded } = s
      lines.set(priceId, { priceId, productName, unitPrice, discountPrice, finalPrice, priceUnit, officialFeeIncluded, market: section.name, obligation: item.title, required: isObligation(item) })
    }
  }
  const sorted = [...lines.values()].sort((a, b) => Number(b.required) - Number(a.required))
  return { lines: sorted, requiredTotal: requiredTotal(report), fullTotal: sumPrices(sorted) }
}

export interface GuideRecord {
  answerId: string
  createdAt: string
  answerList: unknown
  answers: ComplianceReport['answers']
  derived: NonNullable<ComplianceReport['derived']>
  package: ServicePackage
}

function toRecord(doc: { reportId: string; createdAt: string; answerList: unknown; report: unknown }, locale: string): GuideRecord {
  const report = reportIn(doc, locale)
  return { answerId: doc.reportId, createdAt: doc.createdAt, answerList: doc.answerList, answers: report.answers, derived: report.derived ?? [], package: servicePackage(report) }
}

/** One saved guide (or report) by its id; null when unknown. */
export async function guideRecord(payload: Payload, answerId: string, locale: string): Promise<GuideRecord | null> {
  const doc = await findSurveyReport(payload, answerId)
  return doc ? toRecord(doc, locale) : null
}

/** A merchant's newest buying-guide answers. */
export async function latestGuide(payload: Payload, merchantId: number | string, locale: string): Promise<GuideRecord | null> {
  const { docs } = await payload.find({
    collection: 'survey-reports',
    where: { and: [{ merchant: { equals: merchantId } }, { source: { equals: SOURCE_BUYING_GUIDE } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ? toRecord(docs[0], locale) : null
}

/** Whether the merchant has a report or guide newer than `answerId`, and the newest one's id. */
export async function newerReport(payload: Payload, merchantId: number | string, answerId: string): Promise<{ isNew: boolean; latestId: string | null }> {
  const latestId = (await listSurveyReports(payload, merchantId, 1))[0]?.reportId ?? null
  return { isNew: latestId !== null && latestId !== answerId, latestId }
}
