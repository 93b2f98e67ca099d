import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { finalPrice } from '@/services/compliance/report'
import { priceList } from '@/services/pricing/reference-data'
import {
  ACCELERATE,
  AUTHORISATION,
  ENTITY_TYPES,
  FilingOptionRefused,
  filingOptionsInput,
  hasFilingOptions,
  MAX_PRODUCTS,
  priceFilingOptions,
  withDefaults,
  type FilingOptions,
} from '@/services/trademarks/filing-options'
import { filingOptionsData } from '@/services/trademarks/filing-options-data'
import { SERVICE_ITEMS, vipSkuDetail, withFilingOptions, type VipSkuDetail } from '@/services/trademarks/skus'

// The gateway reads prices through Payload; here a stand-in answers with the reference
// price list's trademark rows, so the call is tested end to end without a database.
vi.mock('@/services/payload', () => ({
  payloadClient: async () => ({
    find: async ({ where }: { where: { and: { serviceItem?: { equals: number } }[] } }) => {
      const item = where.and.find((w) => w.serviceItem)!.serviceItem!.equals
      const row = priceList().find((r) => r.kind === 'trademark' && r.serviceItem === item)
      if (!row) return { docs: [] }
      return { docs: [{ ...row, productName: row.productName.en, priceUnit: row.priceUnit.en }] }
    },
  }),
}))

const { dispatch } = await import('@/gateway/router')
const { iprRoutes } = await import('@/gateway/handlers/ipr')

function row(item: number) {
  const r = priceList().find((p) => p.kind === 'trademark' && p.serviceItem === item)
  if (!r) throw new Error(`no trademark price row for item ${item}`)
  return r
}

function sku(item: number): VipSkuDetail {
  const r = row(item)
  return vipSkuDetail(item, { productName: r.productName.en, unitPrice: r.unitPrice, discountPrice: r.discountPrice ?? 0, priceUnit: r.priceUnit.en, officialFeeIncluded: Boolean(r.officialFeeIncluded), memberPrices: r.memberPrices })
}

const basePay = (item: number) => finalPrice(row(item).unitPrice, row(item).discountPrice ?? 0)
const options = (o: Partial<FilingOptions>): FilingOptions => ({ accelerate: 2, authorisation: 2, entityType: null, productCount: 1, ...o })

describe('the data file', () => {
  it('loads, and names every service item exactly once', () => {
    const data = filingOptionsData()
    expect(data.offices.flatMap((o) => o.serviceItems).sort((a, b) => a - b)).toEqual([...SERVICE_ITEMS].sort((a, b) => a - b))
  })

  it('offers acceleration only at the USPTO and at the JPO while the application is examined', () => {
    const available = filingOptionsData().offices.filter((o) => o.accelerate.available).flatMap((o) => o.serviceItems)
    expect(available).toEqual([20, 23])
  })

  it('never adds an official fee to our price: the JPO charges none, the USPTO amount is left to its schedule', () => {
    const byItem = (item: number) => filingOptionsData().offices.find((o) => o.serviceItems.includes(item))!.accelerate
    expect(byItem(23)).toMatchObject({ officialFee: { currency: 'JPY', amount: 0 } })
    expect(byItem(20)).toMatchObject({ officialFee: { currency: 'USD', amount: null } })
  })
})

describe('codes and labels', () => {
  it('numbers the options as the product does', () => {
    expect([ACCELERATE.yes.code, ACCELERATE.no.code]).toEqual([1, 2])
    expect([AUTHORISATION.needed.code, AUTHORISATION.notNeeded.code]).toEqual([1, 2])
    expect([ENTITY_TYPES.micro.code, ENTITY_TYPES.small.code, ENTITY_TYPES.large.code]).toEqual([1, 2, 3])
    expect(MAX_PRODUCTS).toBe(10)
  })

  it('reads codes sent as numbers or digit strings, and defaults what is missing', () => {
    const parsed = filingOptionsInput.parse({ accelerate: '1', authorization: 1, entityType: ' 3', productCount: '10' })
    expect(withDefaults(parsed)).toEqual({ accelerate: 1, authorisation: 1, entityType: 3, productCount: 10 })
    expect(withDefaults(filingOptionsInput.parse({}))).toEqual({ accelerate: 2, authorisation: 2, entityType: null, productCount: 1 })
    expect(hasFilingOptions(filingOptionsInput.parse({}))).toBe(false)
    expect(hasFilingOptions(filingOptionsInput.parse({ productCount: 1 }))).toBe(true)
  })

  const refusals: [string, Record<string, unknown>, RegExp][] = [
    ['accelerate 0', { accelerate: '0' }, /accelerate: 1 yes, 2 no/],
    ['accelerate 3', { accelerate: 3 }, /accelerate: 1 yes, 2 no/],
    ['accelerate yes', { accelerate: 'yes' }, /accelerate: 1 yes, 2 no/],
    ['authorisation 0', { authorisation: 0 }, /authorisation: 1 needed, 2 not needed/],
    ['entity type 4', { entityType: '4' }, /entityType: 1 micro, 2 small, 3 large/],
    ['0 products', { productCount: 0 }, /whole number from 1 to 10/],
    ['11 products', { productCount: '11' }, /whole number from 1 to 10/],
    ['2.5 products', { productCount: 2.5 }, /whole number from 1 to 10/],
    ['"2.5" products', { productCount: '2.5' }, /whole number from 1 to 10/],
    ['-1 products', { productCount: '-1' }, /whole number from 1 to 10/],
    ['two spellings disagreeing', { authorisation: 1, authorization: 2 }, /disagree/],
  ]
  it.each(refusals)('refuses %s with a message naming the allowed values', (_name, input, message) => {
    const result = filingOptionsInput.safeParse(input)
    expect(result.success).toBe(false)
    expect(z.prettifyError(result.error!)).toMatch(message)
  })

  it('labels in both languages', () => {
    const data = filingOptionsData()
    const cn = priceFilingOptions(20, options({ accelerate: 1, authorisation: 1, entityType: 2 }), data, 'cn')
    expect([cn.accelerate.label, cn.authorisation.label, cn.entityType!.label]).toEqual(['加快审查', '需要委托书/授权书', '小型实体'])
    const en = priceFilingOptions(20, options({ accelerate: 2, authorisation: 2, entityType: 1 }), data, 'en')
    expect([en.accelerate.label, en.authorisation.label, en.entityType!.label]).toEqual(['Standard', 'No authorisation letter', 'Micro entity'])
  })
})

describe('prices with options', () => {
  // [service item, accelerate, authorisation, entity type, products, our fees added]
  const table: [number, 1 | 2, 1 | 2, 1 | 2 | 3 | null, number, number][] = [
    [1, 2, 2, null, 1, 0],
    [1, 2, 1, 3, 10, 200],
    [3, 2, 2, 1, 5, 0],
    [10, 2, 1, 2, 10, 200],
    [20, 1, 2, 3, 1, 1000],
    [20, 1, 1, 1, 10, 1200],
    [20, 2, 2, 1, 1, 0], // micro entity: no reduction on trademark fees
    [20, 2, 2, 2, 1, 0],
    [20, 2, 1, 3, 7, 200],
    [21, 2, 1, null, 3, 200],
    [99, 2, 2, 2, 10, 0],
    [23, 1, 2, null, 1, 800],
    [23, 1, 1, 3, 4, 1000],
    [24, 2, 1, null, 1, 200],
  ]
  it.each(table)('item %i, accelerate %i, authorisation %i, entity %s, %i products: adds CNY %i', (item, accelerate, authorisation, entityType, productCount, added) => {
    const base = sku(item)
    const priced = withFilingOptions(base, options({ accelerate, authorisation, entityType, productCount }), filingOptionsData(), 'en')
    expect(priced.payPrice).toBe(basePay(item) + added)
    expect(priced.filingOptions!.optionsFee).toBe(added)
    expect(priced.memberPrices.map((m) => m.price)).toEqual(base.memberPrices.map((m) => m.price + added))
    expect(priced.memberPrices.map((m) => m.label)).toEqual(['VIP', 'SVIP'])
    // The row's own figures and flag are untouched; the options' official fees are never in the price.
    expect(priced).toMatchObject({ unitPrice: base.unitPrice, discountPrice: base.discountPrice, officialFeeIncluded: base.officialFeeIncluded })
    expect(priced.filingOptions!.additions.every((a) => a.officialFeeIncluded === 0)).toBe(true)
    expect(priced.filingOptions!.productCount).toBe(productCount)
  })

  it('the entity type and the product count never change the price', () => {
    const data = filingOptionsData()
    for (const item of SERVICE_ITEMS) {
      const fees = new Set<number>()
      for (const entityType of [null, 1, 2, 3] as const) for (let productCount = 1; productCount <= 10; productCount++) fees.add(priceFilingOptions(item, options({ entityType, productCount }), data, 'en').optionsFee)
      expect([...fees], String(item)).toEqual([0])
    }
  })

  it('says why the entity type is not priced, in the caller’s language', () => {
    const view = priceFilingOptions(20, options({ entityType: 1 }), filingOptionsData(), 'en')
    expect(view.notes.join(' ')).toMatch(/small and micro entity reductions apply to patents only/)
    expect(priceFilingOptions(20, options({ entityType: 1 }), filingOptionsData(), 'cn').notes.join('')).toMatch(/仅适用于专利/)
  })

  it.each([1, 5, 10, 21, 99, 24])('refuses acceleration for item %i with the office’s reason', (item) => {
    const call = () => priceFilingOptions(item, options({ accelerate: 1 }), filingOptionsData(), 'en')
    expect(call).toThrow(FilingOptionRefused)
    const reasons: Record<number, RegExp> = { 1: /CNIPA/, 5: /CNIPA/, 10: /CNIPA/, 21: /suspended its trade mark fast-track/, 99: /Fast Track is free/, 24: /examination is over/ }
    expect(call).toThrow(reasons[item])
  })

  it('refuses in Chinese for Chinese callers', () => {
    expect(() => priceFilingOptions(21, options({ accelerate: 1 }), filingOptionsData(), 'cn')).toThrow(/英国知识产权局/)
  })

  it('refuses acceleration for an item the data file does not know', () => {
    const data = { ...filingOptionsData(), offices: filingOptionsData().offices.filter((o) => !o.serviceItems.includes(20)) }
    expect(() => priceFilingOptions(20, options({ accelerate: 1 }), data, 'en')).toThrow(/cannot be accelerated/)
  })
})

describe('GET ipr/sysProduct/getVipSkuDetail/{serverItem} with options', () => {
  const call = async (path: string, query = '') => {
    const response = await dispatch(iprRoutes, `ipr/sysProduct/getVipSkuDetail/${path}`, new Request(`http://localhost:3000/api/gateway/ipr/sysProduct/getVipSkuDetail/${path}${query}`, { headers: { 'accept-language': 'en' } }))
    return { status: response.status, json: await response.json() }
  }

  it('answers as before without options', async () => {
    const { status, json } = await call('20')
    expect(status).toBe(200)
    expect(json.data).toEqual(sku(20))
    expect(json.data).not.toHaveProperty('filingOptions')
  })

  it('adds the options’ fees and echoes them', async () => {
    const { status, json } = await call('20', '?accelerate=1&authorisation=1&entityType=1&productCount=3')
    expect(status).toBe(200)
    expect(json.data.payPrice).toBe(basePay(20) + 1200)
    expect(json.data.filingOptions).toMatchObject({ office: 'United States Patent and Trademark Office (USPTO)', accelerate: { code: 1 }, authorisation: { code: 1 }, entityType: { code: 1, label: 'Micro entity' }, productCount: 3, optionsFee: 1200 })
    expect(json.data.filingOptions.additions.map((a: { option: string }) => a.option)).toEqual(['accelerate', 'authorisation'])
  })

  it('reads the US spelling of authorisation', async () => {
    const { json } = await call('1', '?authorization=1')
    expect(json.data.payPrice).toBe(basePay(1) + 200)
  })

  it('answers 400 naming the field for a bad value', async () => {
    for (const query of ['?accelerate=5', '?entityType=0', '?productCount=11', '?productCount=abc', '?authorisation=yes']) {
      const { status, json } = await call('20', query)
      expect(status, query).toBe(400)
      expect(json.msg, query).toMatch(/^Invalid parameter: (accelerate|entityType|productCount|authorisation): /)
    }
  })

  it('answers 400 with the office’s reason when it has no acceleration', async () => {
    const { status, json } = await call('99', '?accelerate=1')
    expect(status).toBe(400)
    expect(json.msg).toMatch(/^Invalid parameter: accelerate: The EUIPO has no paid acceleration/)
  })
})
