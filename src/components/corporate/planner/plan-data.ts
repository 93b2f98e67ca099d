import type { Locale } from '@/brands/registry'
import { formatMoney } from '@/lib/money'
import type { PriceEntry } from '@/services/compliance/types'
import { needsYearEnd, type DateRule, type WeekendRule } from '@/services/corporate/obligation-rules'
import { jurisdictionLabel, type JurisdictionFacts } from '@/services/corporate/reference-data'
import type { CorporatePricedService } from '@/services/corporate/prices'
import { entryPrice, type PriceView } from '../compare/prices'

/**
 * What the planner form needs of each jurisdiction, already in the page's language: the
 * date rules of its obligations and the texts of one table row each. Facts the form does not
 * show (sources, other languages, requirements, FAQ) stay on the server, so the page's
 * payload and the island stay small.
 */
export interface PlannerObligation {
  key: string
  rule: DateRule
  weekendRule: WeekendRule
  title: string
  authority: string
  note?: string
  /** The government fee, written with its currency (`HKD 105`). */
  fee?: string
  /** True when the fee could not be confirmed for the current year. */
  feeUnconfirmed?: boolean
  /** The service of ours that handles it and that service's price, when the price list has one. */
  service?: { name: string; price?: PriceView }
}

export interface PlannerJurisdiction {
  /** `HK`, `USA-DE`: the value of the form's choice and of the calendar's `jurisdiction`. */
  label: string
  name: string
  needsYearEnd: boolean
  obligations: PlannerObligation[]
}

export function feeText(amount: number, currency: string): string {
  return `${currency} ${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })}`
}

export function priceView(row: { payPrice: number; unitPrice: number; discountPrice: number; officialFeeIncluded: 0 | 1; priceUnit: string }, currency: string): PriceView {
  return {
    pay: formatMoney(row.payPrice, currency),
    ...(row.discountPrice > 0 ? { original: formatMoney(row.unitPrice, currency) } : {}),
    officialFeeIncluded: row.officialFeeIncluded === 1,
    unit: row.priceUnit,
  }
}

/** The planner's data for every entry, in the page's language. */
export function plannerJurisdictions(
  facts: readonly JurisdictionFacts[],
  priceEntries: readonly PriceEntry[],
  locale: Locale,
  { serviceName, currency }: { serviceName: (service: CorporatePricedService) => string; currency: string },
): PlannerJurisdiction[] {
  const lang = locale === 'cn' ? 'cn' : 'en'
  return facts.map((entry) => ({
    label: jurisdictionLabel(entry),
    name: entry.name[lang],
    needsYearEnd: needsYearEnd(entry.obligations),
    obligations: entry.obligations.map((obligation) => {
      const fee = entry.governmentFees.find((f) => f.obligation === obligation.key)
      const row = obligation.service ? entryPrice(priceEntries, entry, obligation.service, locale) : undefined
      return {
        key: obligation.key,
        rule: obligation.rule,
        weekendRule: obligation.weekendRule,
        title: obligation.title[lang],
        authority: obligation.authority[lang],
        ...(obligation.note ? { note: obligation.note[lang] } : {}),
        ...(obligation.governmentFee ? { fee: feeText(obligation.governmentFee.amount, obligation.governmentFee.currency) } : {}),
        ...(fee?.unconfirmed ? { feeUnconfirmed: true } : {}),
        ...(obligation.service ? { service: { name: serviceName(obligation.service), ...(row ? { price: priceView(row, currency) } : {}) } } : {}),
      }
    }),
  }))
}
