import { describe, expect, it } from 'vitest'
import { priceList } from '@/services/pricing/reference-data'
import { taxRates } from '@/services/tax/reference-data'
import type { PriceEntry } from '@/services/compliance/types'
import { COUNTRY_NAMES, priceCategory } from '@/services/pricing/codes'
import { byCountry, filterPrices, groupPrices, parseCodeList, priceRows, toPriceRow } from '@/services/pricing/rows'

/** Price rows, grouping and filters of the price page, the price-table block and the price calls. */

const ENTRIES: PriceEntry[] = priceList().map((p, i) => ({ ...p, id: i + 1 }))
/** Trademark service items: 1–10 (one mark in N classes), 20 US, 21 UK, 99 EU, 23/24 Japan. */
const TRADEMARK_ITEMS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20, 21, 99, 23, 24]
const entry = (serviceType: number, country?: number) => ENTRIES.find((e) => e.kind === 'compliance' && e.serviceType === serviceType && e.country === country)!

describe('toPriceRow', () => {
  it('pays unit price minus discount, names the country and says 0/1 for the official fee', () => {
    expect(toPriceRow(entry(0, 0), 'cn')).toMatchObject({ productName: '英国VAT注册及申报', unitPrice: 2999, discountPrice: 500, payPrice: 2499, countryName: '英国', priceUnit: '元/年', officialFeeIncluded: 1, category: 'vat' })
    expect(toPriceRow(entry(102, 1), 'en')).toMatchObject({ productName: 'French packaging EPR registration (UIN)', payPrice: 1999, countryName: 'France', officialFeeIncluded: 0, category: 'epr' })
  })

  it('names the office of the Chinese trademark items, which have no country code', () => {
    const threeClasses = ENTRIES.find((e) => e.kind === 'trademark' && e.serviceItem === 3)!
    expect(toPriceRow(threeClasses, 'cn').countryName).toBe('中国（国家知识产权局）')
    expect(toPriceRow(threeClasses, 'en').countryName).toBe('China (CNIPA)')
  })

  it('keeps two decimals without float noise', () => {
    const row = toPriceRow({ ...entry(0, 0), unitPrice: 100.1, discountPrice: 0.05 }, 'cn')
    expect(row.payPrice).toBe(100.05)
  })

  it('reads other site languages in English and calls a country-free row so', () => {
    expect(toPriceRow(entry(43), 'de')).toMatchObject({ country: null, countryName: 'Other markets and general services', productName: 'Australian GST registration and filing' })
  })
})

describe('groupPrices', () => {
  const groups = groupPrices(ENTRIES, 'cn')

  it('puts every price in exactly one category, in the page order', () => {
    expect(groups.map((g) => g.category)).toEqual(['vat', 'indirectTax', 'epr', 'representative', 'product', 'trademark', 'corporate'])
    // Corporate codes 200-206 are their own list, not the compliance list's 2xx renewals.
    expect(groups.find((g) => g.category === 'corporate')!.rows.every((r) => r.kind === 'corporate')).toBe(true)
    expect(groups.filter((g) => g.category !== 'corporate').every((g) => g.rows.every((r) => r.kind !== 'corporate'))).toBe(true)
    expect(groups.reduce((n, g) => n + g.rows.length, 0)).toBe(ENTRIES.length)
  })

  it('keeps trademark filings (code 0 of the trademark list) out of VAT registration', () => {
    const vat = groups.find((g) => g.category === 'vat')!
    expect(vat.rows.every((r) => r.kind === 'compliance')).toBe(true)
    expect(groups.find((g) => g.category === 'trademark')!.rows).toHaveLength(TRADEMARK_ITEMS.length)
  })

  it('groups rows by country, by code, country-free rows last', () => {
    const indirect = groups.find((g) => g.category === 'indirectTax')!
    expect(indirect.countries.map((c) => c.country)).toEqual([99, 100, null])
    expect(indirect.countries[0]!.rows.map((r) => r.serviceType)).toEqual([12, 49, 50])
    const epr = groups.find((g) => g.category === 'epr')!
    const germany = epr.countries.find((c) => c.country === 2)!
    expect(germany.countryName).toBe('德国')
    expect(germany.rows.map((r) => r.serviceType)).toEqual([101, 102, 103, 106])
  })

  it('byCountry starts a new group only when the country changes', () => {
    const rows = priceRows(filterPrices(ENTRIES, { serviceTypes: [103] }), 'en')
    expect(byCountry(rows).map((g) => [g.countryName, g.rows.length])).toEqual([
      ['United Kingdom', 1],
      ['France', 1],
      ['Germany', 1],
      ['Italy', 1],
      ['Spain', 1],
      ['Poland', 1],
      ['Czechia', 1],
      ['Netherlands', 1],
      ['Austria', 1],
    ])
  })
})

describe('filterPrices', () => {
  it('narrows by service types and countries', () => {
    const rows = filterPrices(ENTRIES, { serviceTypes: [101, 102], countries: [0, 2] })
    expect(rows.map((r) => `${r.serviceType}/${r.country}`).sort()).toEqual(['101/0', '101/2', '102/2'])
  })

  it('matches a keyword in either language, ignoring case', () => {
    expect(filterPrices(ENTRIES, { keyword: '电池' }).every((r) => r.serviceType === 103)).toBe(true)
    expect(filterPrices(ENTRIES, { keyword: 'battery' })).toHaveLength(filterPrices(ENTRIES, { keyword: '电池' }).length)
    expect(filterPrices(ENTRIES, { keyword: 'ioss' }).map((r) => r.serviceType)).toEqual([12])
  })

  it('separates the compliance and trademark lists', () => {
    expect(filterPrices(ENTRIES, { kind: 'trademark', serviceTypes: [0] }).map((e) => e.serviceItem).sort((a, b) => a! - b!)).toEqual([...TRADEMARK_ITEMS].sort((a, b) => a - b))
    expect(filterPrices(ENTRIES, { kind: 'compliance', serviceTypes: [0], countries: [2] })).toHaveLength(1)
  })
})

describe('codes', () => {
  it('parses the price-table block codes', () => {
    expect(parseCodeList('101, 102 ,103')).toEqual([101, 102, 103])
    expect(parseCodeList('')).toEqual([])
    expect(parseCodeList(null)).toEqual([])
    expect(parseCodeList('0,x,2')).toEqual([0, 2])
  })

  it('files renewals and cancellations with their registration', () => {
    expect(priceCategory('compliance', 201)).toBe('epr')
    expect(priceCategory('compliance', 204)).toBe('representative')
    expect(priceCategory('compliance', 302)).toBe('epr')
    expect(priceCategory('compliance', 1015)).toBe('other')
    expect(priceCategory('trademark', 0)).toBe('trademark')
  })

  it('names every country code of the price list', () => {
    for (const code of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 17, 21, 26, 31, 32, 33, 34, 99, 100, 101]) expect(COUNTRY_NAMES[code], String(code)).toBeDefined()
  })
})

describe('tax-rate seed', () => {
  it('has one row per country code except the EU as a whole and the USA', () => {
    const codes = taxRates().map((r) => r.country)
    expect(new Set(codes).size).toBe(codes.length)
    expect(codes.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 17, 21, 26, 31, 32, 33, 34, 100])
  })

  it('holds the rates the site states', () => {
    const rates = Object.fromEntries(taxRates().map((r) => [r.country, [r.standardRate, ...r.reducedRates.map((x) => x.rate)]]))
    expect(rates).toMatchObject({ 0: [20, 5, 0], 1: [20, 10, 5.5, 2.1], 2: [19, 7], 3: [22, 10, 5, 4], 4: [21, 10, 4], 5: [23, 8, 5], 6: [21, 12], 7: [21, 9], 11: [15], 12: [5], 32: [8.1, 3.8, 2.6], 33: [20, 10, 1], 34: [16], 100: [10, 8] })
    for (const r of taxRates()) for (const x of r.reducedRates) expect(x.rate, `${r.country}`).toBeLessThan(r.standardRate)
  })

  it('prices the service shown below the calculator wherever the price list has it', () => {
    const japan = taxRates().find((r) => r.country === 100)!
    expect(filterPrices(ENTRIES, { kind: 'compliance', serviceTypes: [japan.serviceType], countries: [100] })).toHaveLength(1)
    for (const country of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 17]) {
      const row = taxRates().find((r) => r.country === country)!
      expect(filterPrices(ENTRIES, { kind: 'compliance', serviceTypes: [row.serviceType], countries: [country] }), String(country)).toHaveLength(1)
    }
  })
})
