import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { PRICE_LIST_FILE, priceList } from '@/services/pricing/reference-data'
import { taxRates } from '@/services/tax/reference-data'
import type { PriceEntry } from '@/services/compliance/types'
import { CATEGORY_NAMES, COMPLIANCE_SERVICE_TYPES, COUNTRY_NAMES, PRICE_CATEGORIES, priceCategory, SERVICE_TYPE_NAMES, serviceTypeName } from '@/services/pricing/codes'
import { priceListFileSchema } from '@/services/pricing/reference-data'
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
    expect(groups.map((g) => g.category)).toEqual(['vat', 'vatAgent', 'vatAssistance', 'indirectTax', 'epr', 'eprServices', 'representative', 'product', 'renewal', 'cancellation', 'trademark', 'corporate', 'account'])
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
    expect(indirect.countries.map((c) => c.country)).toEqual([0, 10, 99, 100, null])
    expect(indirect.countries.find((c) => c.country === 99)!.rows.map((r) => r.serviceType)).toEqual([12, 49, 50])
    expect(indirect.countries.find((c) => c.country === null)!.rows.map((r) => r.serviceType)).toEqual([43, 44])
    const epr = groups.find((g) => g.category === 'epr')!
    const germany = epr.countries.find((c) => c.country === 2)!
    expect(germany.countryName).toBe('德国')
    expect(germany.rows.map((r) => r.serviceType)).toEqual([101, 102, 103, 106, 107, 108])
    const vatAgent = groups.find((g) => g.category === 'vatAgent')!
    expect(vatAgent.countries.find((c) => c.country === 2)!.rows.map((r) => r.serviceType)).toEqual([1, 2])
    expect(vatAgent.countries.at(-1)!.rows.map((r) => r.serviceType)).toEqual([7, 6, 5, 3])
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
    expect(filterPrices(ENTRIES, { keyword: '电池' }).every((r) => [103, 108, 112, 203, 303].includes(r.serviceType))).toBe(true)
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

  it('files renewals and cancellations in their own sections, read with the kind', () => {
    expect(priceCategory('compliance', 201)).toBe('renewal')
    expect(priceCategory('compliance', 204)).toBe('renewal')
    expect(priceCategory('compliance', 302)).toBe('cancellation')
    expect(priceCategory('compliance', 1015)).toBe('account')
    expect(priceCategory('compliance', 9)).toBe('account')
    expect(priceCategory('compliance', 999)).toBe('other')
    expect(priceCategory('trademark', 0)).toBe('trademark')
    // Corporate 200-206 are the corporate list's own services, never compliance renewals.
    for (const code of [200, 201, 202, 203, 204, 205, 206]) expect(priceCategory('corporate', code)).toBe('corporate')
  })

  it('names service types per list: the same code means different things in each', () => {
    expect(serviceTypeName('compliance', 0, 'cn')).toBe('VAT注册')
    expect(serviceTypeName('trademark', 0, 'en')).toBe('Trademark filing')
    expect(serviceTypeName('compliance', 201, 'en')).toBe('WEEE renewal')
    expect(serviceTypeName('corporate', 201, 'en')).toBe('Annual review')
    expect(serviceTypeName('compliance', 304, 'cn')).toBe('授权代表注销')
    // A 2xx or 3xx without its own name renews or cancels the service 1xx it mirrors.
    expect(serviceTypeName('compliance', 215, 'cn')).toBe('纺织品EPR注册续费')
    expect(serviceTypeName('compliance', 329, 'en')).toBe('Tyre EPR registration cancellation')
    for (const kind of ['compliance', 'trademark', 'corporate'] as const) {
      for (const [code, names] of Object.entries(SERVICE_TYPE_NAMES[kind])) {
        expect(names.cn, `${kind} ${code}`).toMatch(/\S/)
        expect(names.en, `${kind} ${code}`).toMatch(/^[\x20-\x7e]+$/)
      }
    }
  })

  it('names every category in Chinese and English and places every compliance code in one', () => {
    for (const c of PRICE_CATEGORIES) expect(CATEGORY_NAMES[c].cn && CATEGORY_NAMES[c].en, c).toBeTruthy()
    for (const code of COMPLIANCE_SERVICE_TYPES) expect(priceCategory('compliance', code), String(code)).not.toBe('other')
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

describe('every service type has a price', () => {
  /** The service types of the product's table, the codes the price list must cover. */
  const TABLE = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 15, 17, 21, 22, 23, 24, 25, 26, 27, 28, 29, 43, 44, 49, 50, 101, 102, 103, 104, 105, 106, 107, 108, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 122, 123, 124, 125, 129, 140, 201, 202, 203, 204, 301, 302, 303, 304, 1015]

  it('names exactly the table\'s compliance codes', () => {
    expect([...COMPLIANCE_SERVICE_TYPES].sort((a, b) => a - b)).toEqual(TABLE)
  })

  it.each(TABLE)('compliance service %i has at least one row in the compliance list', (code) => {
    expect(filterPrices(ENTRIES, { kind: 'compliance', serviceTypes: [code] }).length).toBeGreaterThan(0)
  })

  it('has a name for every code of every row, in the row\'s own list', () => {
    for (const e of ENTRIES) expect(SERVICE_TYPE_NAMES[e.kind][e.serviceType], `${e.kind} ${e.serviceType}`).toBeDefined()
  })

  it('prices the VAT services that differ by country in the seven main markets', () => {
    for (const code of [1, 2, 4]) {
      const countries = filterPrices(ENTRIES, { kind: 'compliance', serviceTypes: [code] }).map((e) => e.country)
      expect(countries.sort((a, b) => a! - b!), String(code)).toEqual([0, 1, 2, 3, 4, 5, 6])
    }
  })

  it('puts the German ZM, the Japanese JCT, the Swedish chemical tax and the UK plastic tax in their countries', () => {
    const where = (code: number) => filterPrices(ENTRIES, { kind: 'compliance', serviceTypes: [code] }).map((e) => e.country)
    expect(where(10)).toEqual([2])
    expect(where(11)).toEqual([2])
    expect(where(17)).toEqual([100])
    expect(where(15)).toEqual([10])
    expect(where(123)).toEqual([0])
    expect(where(124)).toEqual([99])
    expect(where(125)).toEqual([0])
  })

  it('mirrors every renewal 201-204 with a cancellation 301-304 in a country it renews in', () => {
    for (const code of [201, 202, 203, 204]) {
      const renewals = new Set(filterPrices(ENTRIES, { kind: 'compliance', serviceTypes: [code] }).map((e) => e.country))
      const cancellations = filterPrices(ENTRIES, { kind: 'compliance', serviceTypes: [code + 100] })
      expect(cancellations.length, String(code + 100)).toBeGreaterThan(0)
      for (const c of cancellations) expect(renewals.has(c.country), `${code + 100} in ${c.country}`).toBe(true)
    }
  })

  it('prices the balance top-up at the amount credited, with no discount', () => {
    const [topUp, ...rest] = filterPrices(ENTRIES, { kind: 'compliance', serviceTypes: [1015] })
    expect(rest).toEqual([])
    expect(topUp).toMatchObject({ unitPrice: 1000, discountPrice: 0, officialFeeIncluded: true })
    expect(topUp!.productName.cn).toContain('1000元')
    expect(topUp!.productName.en).toContain('1,000 yuan')
  })

  it('writes a country comment after every row and names the country the row has', () => {
    const text = readFileSync(PRICE_LIST_FILE, 'utf8')
    const rowLines = text.split('\n').filter((l) => l.startsWith('- {'))
    const rows = priceListFileSchema.parse(parse(text))
    expect(rowLines).toHaveLength(rows.length)
    rowLines.forEach((line, i) => {
      const comment = / # (.+)$/.exec(line)?.[1]
      expect(comment, line.slice(0, 80)).toBeDefined()
      const country = rows[i]!.country
      if (country === undefined) expect(comment).toMatch(/^any country$|^China/)
      else expect(comment!.startsWith(countryNameFor(country)) || comment!.startsWith('European Union') || comment!.startsWith('United States'), `${comment} for ${country}`).toBe(true)
    })
  })

  it('gives every new compliance row a plain price: no discount, a positive price, both names', () => {
    for (const e of ENTRIES.filter((e) => e.kind === 'compliance')) {
      expect(e.unitPrice, e.productName.en).toBeGreaterThan(0)
      expect(e.productName.cn).not.toMatch(/商标/)
    }
  })
})

/** The English country name of the row comments (United Kingdom, Czechia ...). */
function countryNameFor(code: number): string {
  return COUNTRY_NAMES[code]!.en
}
