import type { Coverage, Obligation } from './engine'
import { JURISDICTIONS, type Jurisdiction, type QuestionId } from './questions'
import type { AnswerWords, ComplianceReport, DerivedWords, ReportSection, ReportService } from './report-types'
import { JURISDICTION_NAMES } from './names'
import { isObligation, requiredServices, sumPrices } from './plan'
import { textIn, type ComplianceRule, type PriceEntry, type ReportLocale } from './types'

/** Short question wording and option labels, per locale, for "why it applies". */
export interface QuestionLabels {
  questions: Record<QuestionId, { short: string; options: Record<string, string> }>
}

export type { AnswerWords, ComplianceReport, DerivedWords, ReportItem, ReportSection, ReportService } from './report-types'

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
  answerWords: AnswerWords[] | { answers: AnswerWords[]; derived: DerivedWords[] },
  labels: QuestionLabels,
  prices: readonly PriceEntry[],
  locale: ReportLocale,
  coverage: readonly Coverage[] = [],
): ComplianceReport {
  // Every chosen jurisdiction gets its section first, so one without obligations still shows.
  const sections: ReportSection[] = coverage.map(({ jurisdiction, notCovered }) => ({ jurisdiction, name: textIn(JURISDICTION_NAMES[jurisdiction], locale), items: [], notCovered: [...notCovered] }))
  for (const { rule, jurisdiction, triggers } of obligations) {
    let section = sections.find((s) => s.jurisdiction === jurisdiction)
    if (!section) sections.push((section = { jurisdiction, name: textIn(JURISDICTION_NAMES[jurisdiction], locale), items: [] }))
    const price = rule.service ? findPrice(prices, rule.service, jurisdiction) : undefined
    const service = price ? toService(price, locale) : null
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
      phase: rule.phase,
      timing: textIn(rule.timing, locale),
      officialFee: rule.officialFee ? textIn(rule.officialFee, locale) : null,
      risk: textIn(rule.risk, locale),
      service,
    })
  }
  const required = requiredServices(sections)
  const { answers, derived } = Array.isArray(answerWords) ? { answers: answerWords, derived: [] } : answerWords
  const obligationCount = obligations.filter(({ rule }) => isObligation(rule)).length
  return { locale, sections, answers, derived, total: sumPrices(required), serviceCount: required.length, obligationCount, recommendationCount: obligations.length - obligationCount }
}
