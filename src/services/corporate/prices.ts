import type { PriceEntry } from '@/services/compliance/types'
import { priceRows, type PriceRow } from '@/services/pricing/rows'
import { CORPORATE_SERVICE_TYPES, PRICE_COUNTRY, type JurisdictionCode } from './codes'

/** A priced corporate service: the price list's service-type names (CORPORATE_SERVICE_TYPES). */
export type CorporatePricedService = keyof typeof CORPORATE_SERVICE_TYPES

/**
 * The corporate rows of the price list for one jurisdiction (all its services, or the ones
 * named), in the price tables' order, in one language. Pure: pass getPriceEntries()'s result.
 */
export function corporatePriceRows(entries: readonly PriceEntry[], code: JurisdictionCode, locale: string, services?: readonly CorporatePricedService[]): PriceRow[] {
  const types = services?.map((s) => CORPORATE_SERVICE_TYPES[s])
  return priceRows(
    entries.filter((e) => e.kind === 'corporate' && e.country === PRICE_COUNTRY[code] && (!types || types.includes(e.serviceType as (typeof types)[number]))),
    locale,
  )
}

/** One service's row for a jurisdiction, when the brand offers it there. */
export function corporatePrice(entries: readonly PriceEntry[], code: JurisdictionCode, service: CorporatePricedService, locale: string): PriceRow | undefined {
  return corporatePriceRows(entries, code, locale, [service])[0]
}
