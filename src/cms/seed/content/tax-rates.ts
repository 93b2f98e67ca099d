import type { Payload } from 'payload'
import { COUNTRY_NAMES } from '@/services/pricing/codes'
import { taxRates } from '@/services/tax/reference-data'
import { createLocalized } from '../write'

/**
 * Writes the calculator's tax-rate table (/lz/calculate/{country}, shared by every brand)
 * once, in cn and en, in the order of reference/tax/rates.yaml.
 */
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
