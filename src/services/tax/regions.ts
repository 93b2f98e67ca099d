/**
 * How the calculator's country chooser groups the countries it has a rate for: EU member
 * states first (one VAT system, OSS), then the United Kingdom, then every other country.
 * The tax-rate table names countries by the price list's codes only, so membership is
 * kept here, by code (names: src/services/pricing/codes.ts).
 */

export const TAX_REGIONS = ['eu', 'uk', 'other'] as const
export type TaxRegion = (typeof TAX_REGIONS)[number]

/** The price list's code of the United Kingdom. */
export const UK_COUNTRY = 0

/**
 * Price-list codes of EU member states: France, Germany, Italy, Spain, Poland, Czechia,
 * the Netherlands, Austria, Belgium, Sweden, Ireland, Lithuania, Cyprus. Code 99 is the EU
 * as a whole (OSS, IOSS), not a country with a rate of its own.
 */
export const EU_MEMBER_COUNTRIES: ReadonlySet<number> = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 21, 26])

export function regionOf(country: number): TaxRegion {
  if (country === UK_COUNTRY) return 'uk'
  return EU_MEMBER_COUNTRIES.has(country) ? 'eu' : 'other'
}

export interface RegionGroup<T> {
  region: TaxRegion
  countries: T[]
}

/**
 * The countries by region, regions in TAX_REGIONS order and countries in the order given
 * (the editors' order of the tax-rate table); a region without a country is left out, so
 * the page never shows an empty heading.
 */
export function groupByRegion<T extends { country: number }>(rates: readonly T[]): RegionGroup<T>[] {
  return TAX_REGIONS.map((region) => ({ region, countries: rates.filter((r) => regionOf(r.country) === region) })).filter((group) => group.countries.length > 0)
}
