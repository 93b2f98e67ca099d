/** Price-list rows as pages and gateway calls show them: pure, so unit tests need no database. */
import { BRAND_ROUTES, type BrandKey } from '@/brands/registry'
import { finalPrice } from '@/services/compliance/report'
import type { PriceEntry } from '@/services/compliance/types'
import { CHINA_TRADEMARK_OFFICE, countryName, PRICE_CATEGORIES, priceCategory, serviceTypeOrder, type PriceCategory } from './codes'

/** One price-list entry as pages and gateway calls show it, in one language. */
export interface PriceRow {
  id: string | number
  kind: PriceEntry['kind']
  category: PriceCategory
  serviceType: number
  country: number | null
  countryName: string
  serverItem: number | null
  productName: string
  unitPrice: number
  discountPrice: number
  /** Unit price minus discount, to 2 decimals: what the seller pays. */
  payPrice: number
  priceUnit: string
  /** Whether the price includes the official fee: 0 no, 1 yes. */
  officialFeeIncluded: 0 | 1
}

export function toPriceRow(entry: PriceEntry, locale: string): PriceRow {
  // The price list is written in Chinese and English; other languages read the English names.
  const lang = locale === 'cn' ? 'cn' : 'en'
  const country = entry.country ?? null
  return {
    id: entry.id,
    kind: entry.kind,
    category: priceCategory(entry.kind, entry.serviceType),
    serviceType: entry.serviceType,
    country,
    countryName: entry.kind === 'trademark' && country === null ? CHINA_TRADEMARK_OFFICE[lang] : countryName(country, lang),
    serverItem: entry.serviceItem ?? null,
    productName: entry.productName[lang],
    unitPrice: entry.unitPrice,
    discountPrice: entry.discountPrice,
    payPrice: finalPrice(entry.unitPrice, entry.discountPrice),
    priceUnit: entry.priceUnit[lang],
    officialFeeIncluded: entry.officialFeeIncluded ? 1 : 0,
  }
}

export interface PriceFilter {
  kind?: PriceEntry['kind']
  serviceTypes?: readonly number[]
  countries?: readonly number[]
  /** Part of the product name, in any language, case-insensitive. */
  keyword?: string
}

/**
 * The price lists a brand publishes: the corporate brand its corporate services, every other
 * brand the compliance and trademark lists (corporate rows would read as compliance
 * services there, their codes 2xx being another list's renewals).
 */
export function brandPrices(entries: readonly PriceEntry[], brand: BrandKey): PriceEntry[] {
  const corporate = !!BRAND_ROUTES[brand].flags.corporate
  return entries.filter((e) => (e.kind === 'corporate') === corporate)
}

export function filterPrices(entries: readonly PriceEntry[], filter: PriceFilter): PriceEntry[] {
  const keyword = filter.keyword?.trim().toLowerCase()
  return entries.filter(
    (e) =>
      (!filter.kind || e.kind === filter.kind) &&
      (!filter.serviceTypes?.length || filter.serviceTypes.includes(e.serviceType)) &&
      (!filter.countries?.length || (e.country !== undefined && e.country !== null && filter.countries.includes(e.country))) &&
      (!keyword || e.productName.cn.toLowerCase().includes(keyword) || e.productName.en.toLowerCase().includes(keyword)),
  )
}

const countryOrder = (c: number | null) => (c === null ? Number.MAX_SAFE_INTEGER : c)

/** Category, then country (country-free last), then service type: the order of the price tables. */
export function comparePriceRows(a: PriceRow, b: PriceRow): number {
  return (
    PRICE_CATEGORIES.indexOf(a.category) - PRICE_CATEGORIES.indexOf(b.category) ||
    countryOrder(a.country) - countryOrder(b.country) ||
    serviceTypeOrder(a.kind, a.serviceType) - serviceTypeOrder(b.kind, b.serviceType) ||
    (a.serverItem ?? 0) - (b.serverItem ?? 0) ||
    String(a.id).localeCompare(String(b.id), 'en', { numeric: true })
  )
}

export function priceRows(entries: readonly PriceEntry[], locale: string): PriceRow[] {
  return entries.map((e) => toPriceRow(e, locale)).sort(comparePriceRows)
}

export interface CountryRows {
  country: number | null
  countryName: string
  rows: PriceRow[]
}

/** Consecutive rows of one country (rows sorted with comparePriceRows). */
export function byCountry(rows: readonly PriceRow[]): CountryRows[] {
  const groups: CountryRows[] = []
  for (const row of rows) {
    const last = groups.at(-1)
    if (last && last.country === row.country) last.rows.push(row)
    else groups.push({ country: row.country, countryName: row.countryName, rows: [row] })
  }
  return groups
}

export interface PriceGroup {
  category: PriceCategory
  rows: PriceRow[]
  countries: CountryRows[]
}

/** The whole list by category (PRICE_CATEGORIES, from the service type) and, inside, by country. Empty categories are left out. */
export function groupPrices(entries: readonly PriceEntry[], locale: string): PriceGroup[] {
  const rows = priceRows(entries, locale)
  return PRICE_CATEGORIES.map((category) => {
    const mine = rows.filter((r) => r.category === category)
    return { category, rows: mine, countries: byCountry(mine) }
  }).filter((g) => g.rows.length > 0)
}

/** "101, 102" → [101, 102]; the price-table block stores its codes this way. Anything else is skipped. */
export function parseCodeList(value: string | null | undefined): number[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d{1,4}$/.test(s))
    .map(Number)
}
