import type { Jurisdiction, QuestionId } from './questions'

/** Texts in the site's report languages: Chinese and English always, German where written. */
export type Texts = { cn: string; en: string; de?: string }

/** Reports exist in Chinese, English and German (the recycling brand): Korean readers get English. */
export type ReportLocale = 'cn' | 'en' | 'de'

export function reportLocale(locale: string): ReportLocale {
  return locale === 'cn' || locale === 'de' ? locale : 'en'
}

/** A text in a report language; German reads the English text where no German one is written. */
export function textIn(texts: Texts, locale: ReportLocale): string {
  return locale === 'de' ? texts.de || texts.en : texts[locale]
}

/**
 * When an obligation bites, the order a report reads as a plan: what blocks listing or
 * shipping, what falls due within a period after starting (usually a threshold), what
 * recurs, and what is advisable but not a legal duty (trademarks, brand protection,
 * product kinds the questionnaire does not ask about). Recommendations are not counted
 * as obligations and not in the required total.
 */
export const PHASES = ['beforeListing', 'withinPeriod', 'ongoing', 'recommended'] as const
export type Phase = (typeof PHASES)[number]

/**
 * A compliance rule as compliance staff edit it in the CMS: where it applies, when
 * (conditions on questions 2 to 9), what it says, and the service that meets it.
 */
export interface ComplianceRule {
  key: string
  /** One obligation per chosen jurisdiction in this list. */
  jurisdictions: Jurisdiction[]
  /** `all`: every condition holds; `any`: at least one does. No conditions: always. */
  match: 'all' | 'any'
  /** A condition holds when the answer to `question` includes one of `values`. */
  conditions: { question: Exclude<QuestionId, '1'>; values: string[] }[]
  category: 'vat' | 'epr' | 'product' | 'trademark'
  title: Texts
  /** What the obligation is, in a sentence or two. */
  summary: Texts
  legalBasis: Texts
  /** When it bites; `recommended` marks advice rather than a legal duty. */
  phase: Phase
  /** Deadline or timing, where known: the period or the next recurring date. */
  timing: Texts
  /** The official fee: an amount or range and who collects it; absent where it varies and the quote confirms it. */
  officialFee?: Texts
  /** What happens if it is ignored. */
  risk: Texts
  /** The service that meets it: a price-list entry with this service type (and trademark item), for the jurisdiction's country code or else country-free. */
  service?: { serviceType: number; serviceItem?: number }
  sort: number
  enabled: boolean
}

/**
 * The price list's three lists: compliance services (the report, the price page), trademark
 * filings (their code 0 is a filing, not VAT registration) and the corporate brand's
 * incorporation and maintenance services. Service-type codes are only unique within a list.
 */
export const PRICE_KINDS = ['compliance', 'trademark', 'corporate'] as const
export type PriceKind = (typeof PRICE_KINDS)[number]

/** One price-list entry: the price of a service type, for one country code or for any. */
export interface PriceEntry {
  id: string | number
  kind: PriceKind
  serviceType: number
  /** Country code; absent when the price applies everywhere. */
  country?: number
  /** Trademark service item (20 US, 21 UK, 99 EU, 23/24 JP). */
  serviceItem?: number
  productName: Texts
  unitPrice: number
  /** Amount taken off the unit price. */
  discountPrice: number
  priceUnit: Texts
  officialFeeIncluded: boolean
}
