import { z } from 'zod'
import { loadDataFile } from '@/lib/content-files'
import { textsSchema, type SameShape } from '@/services/compliance/reference-data'
import type { Texts } from '@/services/compliance/types'
import { COUNTRY_NAMES } from '@/services/pricing/codes'

/**
 * The VAT and consumption-tax rates of the calculator as shipped in reference/tax/rates.yaml
 * (sources: reference/tax/SOURCE.md). The demo seed writes them into the CMS (collection
 * `tax-rates`), which the calculator reads. The file is read and checked on first use, so
 * importing this module costs nothing.
 */

export const TAX_RATES_FILE = 'reference/tax/rates.yaml'

export interface TaxRateEntry {
  /** Country code of the price list; the calculator's address is /calculate/{country}. */
  country: number
  taxName: Texts
  /** ISO 4217 code of the country's currency. */
  currency: string
  /** Percentages. */
  standardRate: number
  reducedRates: { rate: number; label: Texts }[]
  /** Service type priced below the calculator: 0 VAT registration, 17 JCT. */
  serviceType: number
  notes: Texts
}

const percent = z.number().min(0).max(100)

export const taxRateEntrySchema = z
  .object({
    country: z
      .number()
      .int()
      .refine((code) => COUNTRY_NAMES[code] !== undefined, 'no country has this code (names: src/services/pricing/codes.ts)'),
    taxName: textsSchema,
    currency: z.string().regex(/^[A-Z]{3}$/, 'expected a three-letter currency code'),
    standardRate: percent,
    reducedRates: z.array(z.object({ rate: percent, label: textsSchema }).strict()),
    serviceType: z.number().int().nonnegative(),
    notes: textsSchema,
  })
  .strict()
  .superRefine((entry, ctx) => {
    entry.reducedRates.forEach((reduced, i) => {
      if (reduced.rate >= entry.standardRate) ctx.addIssue({ code: 'custom', path: ['reducedRates', i, 'rate'], message: `a reduced rate must be below the standard rate (${entry.standardRate})` })
    })
  })

// The entry type is written out above for its comments; this keeps it and the schema equal.
const sameEntry: SameShape<z.output<typeof taxRateEntrySchema>, TaxRateEntry> = true
void sameEntry

/** The whole file: one entry per country code. */
export const taxRatesFileSchema = z.array(taxRateEntrySchema).superRefine((entries, ctx) => {
  const seen = new Set<number>()
  entries.forEach((entry, i) => {
    if (seen.has(entry.country)) ctx.addIssue({ code: 'custom', path: [i, 'country'], message: `country ${entry.country} has an earlier entry` })
    seen.add(entry.country)
  })
})

let entries: TaxRateEntry[] | undefined

/** The entries of the file, in file order (the calculator's order); read and checked once per process. */
export function taxRates(): TaxRateEntry[] {
  return (entries ??= loadDataFile(TAX_RATES_FILE, taxRatesFileSchema))
}
