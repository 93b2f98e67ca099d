import type { Payload } from 'payload'
import { COUNTRY_NAMES } from '@/services/pricing/codes'
import { taxRates, type TaxRateEntry } from '@/services/tax/reference-data'
import { lazyList } from '../lazy-list'
import { createLocalized } from '../write'

/**
 * Tax rates for the calculator (/lz/calculate/{country}), shared by every brand. The rates
 * live in reference/tax/rates.yaml (read and checked by services/tax/reference-data.ts) and
 * are read when the seed or a test first uses them.
 */
export const TAX_RATES: TaxRateEntry[] = lazyList(taxRates)

/** Writes the shared tax-rate table once (not per brand), in cn and en, in the file's order. */
export async function seedTaxRates(payload: Payload): Promise<void> {
  for (const [i, { country, taxName, currency, standardRate, reducedRates, serviceType, notes }] of taxRates().entries()) {
    const name = COUNTRY_NAMES[country]
    if (!name) throw new Error(`Seed: no name for country code ${country}`)
    await createLocalized(payload, 'tax-rates', { countryName: name, taxName, reducedRates, notes }, ['cn', 'en'], {
      country,
      currency,
      standardRate,
      serviceType,
      sort: (i + 1) * 10,
      enabled: true,
    })
  }
}
