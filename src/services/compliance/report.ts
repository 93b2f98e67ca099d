import type { Coverage, Obligation, ProductKind } from './engine'
import { JURISDICTIONS, type Jurisdiction, type QuestionId } from './questions'
import { JURISDICTION_NAMES } from './names'
import { textIn, type ComplianceRule, type PriceEntry, type ReportLocale } from './types'

/** Short question wording and option labels, per locale, for "why it applies". */
export interface QuestionLabels {
  questions: Record<QuestionId, { short: string; options: Record<string, string> }>
}

export interface ReportService {
  priceId: string
  kind: PriceEntry['kind']
  serviceType: number
  serviceItem?: number
  country?: number
  productName: string
  unitPrice: number
  discountPrice: number
  /** Unit price minus discount, to 2 decimals. */
  finalPrice: number
  priceUnit: string
  officialFeeIncluded: boolean
}

export interface ReportItem {
  ruleKey: string
  category: ComplianceRule['category']
  title: string
  summary: string
  /** The answers that made it apply, e.g. "目标市场：德国". */
  why: string[]
  legalBasis: string
  timing: string
  risk: string
  service: ReportService | null
}

export interface ReportSection {
  jurisdiction: Jurisdiction
  name: string
  items: ReportItem[]
  /**
   * Product kinds the seller chose that this report does not cover in this market; the page
   * says so and invites a question. No items at all means the market itself is not covered.
   * Absent in reports saved before coverage was recorded.
   */
  notCovered?: ProductKind[]
}

export interface ComplianceReport {
  locale: ReportLocale
  sections: ReportSection[]
  /** Answers as the seller gave them, worded, for the report's summary. */
  answers: { question: string; answer: string }[]
  /** Sum of the final prices of the distinct services, to 2 decimals. */
  total: number
  serviceCount: number
  obligationCount: number
}

export function finalPrice(unitPrice: number, discountPrice: number): number {
  return Math.round((unitPrice - discountPrice) * 100) / 100
}

/** The price-list entry for a rule's service in a jurisdiction: its country's price, else a country-free one. */
export function findPrice(prices: readonly PriceEntry[], service: NonNullable<ComplianceRule['service']>, jurisdiction: Jurisdiction): PriceEntry | undefined {
  const country = (JURISDICTIONS[jurisdiction] as { country?: number }).country
  const candidates = prices.filter((p) => p.serviceType === service.serviceType && (service.serviceItem === undefined ? p.kind === 'compliance' : p.kind === 'trademark' && p.serviceItem === service.serviceItem))
  return candidates.find((p) => country !== undefined && p.country === country) ?? candidates.find((p) => p.country === undefined || p.country === null)
}

function toService(price: PriceEntry, locale: ReportLocale): ReportService {
  return {
    priceId: String(price.id),
    kind: price.kind,
    serviceType: price.serviceType,
    ...(price.serviceItem !== undefined && price.serviceItem !== null ? { serviceItem: price.serviceItem } : {}),
    ...(price.country !== undefined && price.country !== null ? { country: price.country } : {}),
    productName: textIn(price.productName, locale),
    unitPrice: price.unitPrice,
    discountPrice: price.discountPrice,
    finalPrice: finalPrice(price.unitPrice, price.discountPrice),
    priceUnit: textIn(price.priceUnit, locale),
    officialFeeIncluded: price.officialFeeIncluded,
  }
}

/** Turns obligations into the report a seller reads, in one language, with prices and a total. */
export function buildReport(
  obligations: readonly Obligation[],
  answerWords: { question: string; answer: string }[],
  labels: QuestionLabels,
  prices: readonly PriceEntry[],
  locale: ReportLocale,
  coverage: readonly Coverage[] = [],
): ComplianceReport {
  // Every chosen jurisdiction gets its section first, so one without obligations still shows.
  const sections: ReportSection[] = coverage.map(({ jurisdiction, notCovered }) => ({ jurisdiction, name: textIn(JURISDICTION_NAMES[jurisdiction], locale), items: [], notCovered: [...notCovered] }))
  const counted = new Map<string, number>()
  for (const { rule, jurisdiction, triggers } of obligations) {
    let section = sections.find((s) => s.jurisdiction === jurisdiction)
    if (!section) sections.push((section = { jurisdiction, name: textIn(JURISDICTION_NAMES[jurisdiction], locale), items: [] }))
    const price = rule.service ? findPrice(prices, rule.service, jurisdiction) : undefined
    const service = price ? toService(price, locale) : null
    if (service) counted.set(service.priceId, service.finalPrice)
    section.items.push({
      ruleKey: rule.key,
      category: rule.category,
      title: textIn(rule.title, locale),
      summary: textIn(rule.summary, locale),
      why: triggers.map((t) => {
        const q = labels.questions[t.questionId]
        const sep = locale === 'cn' ? '：' : ': '
        return `${q.short}${sep}${t.values.map((v) => q.options[v] ?? v).join(locale === 'cn' ? '、' : ', ')}`
      }),
      legalBasis: textIn(rule.legalBasis, locale),
      timing: textIn(rule.timing, locale),
      risk: textIn(rule.risk, locale),
      service,
    })
  }
  const total = [...counted.values()].reduce((a, b) => a + Math.round(b * 100), 0) / 100
  return { locale, sections, answers: answerWords, total, serviceCount: counted.size, obligationCount: obligations.length }
}
