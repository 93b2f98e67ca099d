import { describe, expect, it } from 'vitest'
import { COUNTRY_NAMES } from '@/services/pricing/codes'
import { taxRates } from '@/services/tax/reference-data'
import { EU_MEMBER_COUNTRIES, groupByRegion, regionOf, UK_COUNTRY } from '@/services/tax/regions'

const rate = (country: number) => ({ country })
const codes = (groups: ReturnType<typeof groupByRegion<{ country: number }>>) => groups.map((g) => [g.region, g.countries.map((c) => c.country)])

describe('regionOf', () => {
  it('puts the United Kingdom on its own, outside the EU', () => {
    expect(regionOf(UK_COUNTRY)).toBe('uk')
  })

  it('knows EU members by their price-list code', () => {
    for (const country of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 21, 26]) expect(regionOf(country)).toBe('eu')
  })

  it('puts non-members and the EU as a whole (OSS code 99) among the others', () => {
    for (const country of [32, 33, 11, 12, 31, 34, 100, 99]) expect(regionOf(country)).toBe('other')
  })
})

describe('groupByRegion', () => {
  it('orders the regions EU, UK, others and keeps the given order inside each', () => {
    expect(codes(groupByRegion([0, 100, 2, 1, 12, 7].map(rate)))).toEqual([
      ['eu', [2, 1, 7]],
      ['uk', [0]],
      ['other', [100, 12]],
    ])
  })

  it('leaves out a region without countries', () => {
    expect(codes(groupByRegion([100, 2].map(rate)))).toEqual([
      ['eu', [2]],
      ['other', [100]],
    ])
    expect(groupByRegion([])).toEqual([])
  })

  it('keeps the whole row, not just its code', () => {
    const rows = [{ country: 0, countryName: 'United Kingdom', standardRate: 20 }]
    expect(groupByRegion(rows)[0]!.countries[0]).toBe(rows[0])
  })
})

describe('the shipped tax rates', () => {
  it('every country with a rate appears exactly once, EU members, the UK and others all present', () => {
    const groups = groupByRegion(taxRates())
    const listed = groups.flatMap((g) => g.countries.map((c) => c.country))
    expect([...listed].sort((a, b) => a - b)).toEqual(taxRates().map((r) => r.country).sort((a, b) => a - b))
    expect(groups.map((g) => g.region)).toEqual(['eu', 'uk', 'other'])
  })

  it('every EU member code names a country and has a rate in the table', () => {
    const withRate = new Set(taxRates().map((r) => r.country))
    for (const country of EU_MEMBER_COUNTRIES) {
      expect(COUNTRY_NAMES[country], `code ${country}`).toBeDefined()
      expect(withRate.has(country), `code ${country}`).toBe(true)
    }
  })
})
