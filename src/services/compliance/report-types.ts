import type { ProductKind } from './engine'
import type { Jurisdiction } from './questions'
import type { ComplianceRule, Phase, PriceEntry, ReportLocale } from './types'

/** The shape of a saved report, as stored in each language and read by the report page and the buying guide. */

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
  /** When it bites (absent in reports saved before phases existed: see plan.ts). */
  phase?: Phase
  timing: string
  /** The official fee, amount or range and who collects it; null where it varies (the page says the quote confirms it). */
  officialFee?: string | null
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
  /** Answers the seller gave to the questions asked, worded, for the report's summary. */
  answers: AnswerWords[]
  /** Facts the questionnaire derived rather than asked (a product with a battery is powered), with why. */
  derived?: DerivedWords[]
  /** The required total (plan.ts): distinct services of the legal obligations, to 2 decimals. */
  total: number
  /** Distinct services in the required total. */
  serviceCount: number
  /** Legal obligations; recommendations are not counted. */
  obligationCount: number
  recommendationCount?: number
}

export interface AnswerWords {
  question: string
  answer: string
}

export interface DerivedWords extends AnswerWords {
  /** Why the fact holds, e.g. "推断：含电池的产品视为带电". */
  because: string
}
