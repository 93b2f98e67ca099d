import type { PriceEntry } from '@/services/compliance/types'
import { corporatePriceRows, type CorporatePricedService } from '@/services/corporate/prices'
import type { JurisdictionFacts } from '@/services/corporate/reference-data'
import type { PriceRow } from '@/services/pricing/rows'

/** Words that name a US state in a price-list product name, in both languages. */
const STATE_NAMES: Record<string, RegExp> = { DE: /delaware|特拉华/i, WY: /wyoming|怀俄明/i }

/**
 * Our price for one service in one jurisdiction entry. The price list has one country per
 * jurisdiction code, so the USA's rows serve both states: a row naming the entry's state wins,
 * then a row naming no state; none when the brand lists no price for the service there.
 */
export function entryPrice(entries: readonly PriceEntry[], entry: Pick<JurisdictionFacts, 'code' | 'state'>, service: CorporatePricedService, locale: string): PriceRow | undefined {
  const rows = corporatePriceRows(entries, entry.code, locale, [service])
  if (!entry.state) return rows[0]
  const names = (row: PriceRow) => Object.entries(STATE_NAMES).filter(([, pattern]) => pattern.test(row.productName)).map(([state]) => state)
  return rows.find((row) => names(row).includes(entry.state!)) ?? rows.find((row) => names(row).length === 0)
}

/** A price as the site shows it: what the seller pays, the original price when discounted, whether official fees are in it, the unit. */
export interface PriceView {
  pay: string
  original?: string
  officialFeeIncluded: boolean
  unit: string
}
