import { getPayload } from 'payload'
import config from '@payload-config'
import { describe, expect, it } from 'vitest'
import { loadPage } from '@/services/content/pages'
import { loadTaxRates } from '@/services/tax/rates'
import { callGateway } from './helpers'

/** The price-list calls and the calculator's rate table against the seeded data. */

const EN = { 'accept-language': 'en' }
type Row = { productName: string; unitPrice: number; discountPrice: number; payPrice: number; priceUnit: string; officialFeeIncluded: 0 | 1; serviceType: number; country: number | null; kind: string }

const expectPayPrices = (rows: Row[]) => {
  for (const r of rows) expect(r.payPrice, r.productName).toBe(Math.round((r.unitPrice - r.discountPrice) * 100) / 100)
}

describe('officialQuery/getProductsPrices', () => {
  it('answers every enabled price grouped by category, then country', async () => {
    const { status, json } = await callGateway('officialQuery/getProductsPrices')
    expect(status).toBe(200)
    expect(json.code).toBe(0)
    const groups = json.data as { category: string; rows: Row[]; countries: { country: number | null; countryName: string; rows: Row[] }[] }[]
    expect(groups.map((g) => g.category)).toEqual(['vat', 'vatAgent', 'vatAssistance', 'indirectTax', 'epr', 'eprServices', 'representative', 'product', 'renewal', 'cancellation', 'trademark', 'account'])
    const vat = groups[0]!
    expect(vat.countries[0]).toMatchObject({ country: 0, countryName: '英国' })
    expect(vat.rows[0]).toMatchObject({ productName: '英国VAT注册及申报', unitPrice: 2999, discountPrice: 500, payPrice: 2499, priceUnit: '元/年', officialFeeIncluded: 1, serviceType: 0, country: 0 })
    expectPayPrices(groups.flatMap((g) => g.rows))
  })

  it('answers the corporate brand with its corporate list only', async () => {
    const { json } = await callGateway('officialQuery/getProductsPrices', { headers: { platform: '13' } })
    expect(json.data.map((g: { category: string }) => g.category)).toEqual(['corporate'])
    expect(json.data[0].countries.map((c: { countryName: string }) => c.countryName)).toContain('中国香港')
  })

  it('speaks the requested language', async () => {
    const { json } = await callGateway('officialQuery/getProductsPrices', { headers: EN })
    expect(json.data[0].rows[0]).toMatchObject({ productName: 'UK VAT registration and filing', priceUnit: 'CNY / year', countryName: 'United Kingdom' })
  })
})

describe('resource/officialProduct/priceForWWW', () => {
  it('filters by service type and country', async () => {
    const { status, json } = await callGateway('resource/officialProduct/priceForWWW', { query: { serviceType: '102', country: '2' } })
    expect(status).toBe(200)
    expect(json.data).toHaveLength(1)
    expect(json.data[0]).toMatchObject({ serviceType: 102, country: 2, unitPrice: 1299, discountPrice: 200, payPrice: 1099, officialFeeIncluded: 1 })
  })

  it('finds products by a name keyword in either language, trademarks included', async () => {
    const weee = await callGateway('resource/officialProduct/priceForWWW', { query: { productNameKeyWord: 'weee' }, headers: EN })
    expect(weee.json.data.length).toBeGreaterThan(4)
    expect(weee.json.data.every((r: Row) => /WEEE/.test(r.productName))).toBe(true)
    const marks = await callGateway('resource/officialProduct/priceForWWW', { query: { productNameKeyWord: '商标' } })
    // The fifteen trademark service items: 1–10 classes, 20 US, 21 UK, 99 EU, 23/24 Japan.
    expect(marks.json.data.map((r: Row) => r.kind)).toEqual(Array(15).fill('trademark'))
    expectPayPrices([...weee.json.data, ...marks.json.data])
  })

  it('answers every price without filters and an empty list for an unknown country', async () => {
    const all = await callGateway('resource/officialProduct/priceForWWW')
    expect(all.json.data.length).toBeGreaterThan(60)
    const none = await callGateway('resource/officialProduct/priceForWWW', { query: { country: '55' } })
    expect(none.json.data).toEqual([])
  })

  it.each<{ name: string; query: Record<string, string>; msg: RegExp }>([
    { name: 'a keyword over 50 characters', query: { productNameKeyWord: 'x'.repeat(51) }, msg: /productNameKeyWord/ },
    { name: 'a non-numeric country', query: { country: 'DE' }, msg: /country/ },
    { name: 'a negative service type', query: { serviceType: '-1' }, msg: /serviceType/ },
  ])('refuses $name with 400', async ({ query, msg }) => {
    const { status, json } = await callGateway('resource/officialProduct/priceForWWW', { query })
    expect(status).toBe(400)
    expect(json.msg).toMatch(msg)
  })
})

describe('business/merc/product/officialProductPrice', () => {
  it('answers the recommended-service prices of one service type', async () => {
    const { status, json } = await callGateway('business/merc/product/officialProductPrice', { query: { serviceType: '0', country: '2' } })
    expect(status).toBe(200)
    // The compliance list only: code 0 in the trademark list is a trademark filing.
    expect(json.data).toEqual([expect.objectContaining({ productName: '德国VAT注册及申报', unitPrice: 4999, discountPrice: 0, payPrice: 4999, officialFeeIncluded: 1, serviceType: 0, country: 2 })])
    const jct = await callGateway('business/merc/product/officialProductPrice', { query: { serviceType: '17' }, headers: EN })
    expect(jct.json.data).toEqual([expect.objectContaining({ productName: 'Japanese JCT registration and filing', country: 100 })])
  })

  it.each<{ name: string; query: Record<string, string> }>([
    { name: 'no service type', query: {} },
    { name: 'an empty service type', query: { serviceType: '' } },
    { name: 'a non-numeric service type', query: { serviceType: 'abc' } },
    { name: 'a decimal service type', query: { serviceType: '1.5' } },
  ])('refuses $name with 400', async ({ query }) => {
    const { status, json } = await callGateway('business/merc/product/officialProductPrice', { query })
    expect(status).toBe(400)
    expect(json.msg).toMatch(/serviceType/)
  })

  it('answers an edit made in the CMS on the next call', async () => {
    const payload = await getPayload({ config })
    const { docs } = await payload.find({ collection: 'price-list', where: { and: [{ serviceType: { equals: 0 } }, { country: { equals: 0 } }, { kind: { equals: 'compliance' } }] }, overrideAccess: true })
    const doc = docs[0]!
    const before = await callGateway('business/merc/product/officialProductPrice', { query: { serviceType: '0', country: '0' } })
    expect(before.json.data[0]).toMatchObject({ unitPrice: 2999, discountPrice: 500, payPrice: 2499 })
    try {
      await payload.update({ collection: 'price-list', id: doc.id, data: { unitPrice: 3199.9, discountPrice: 200.45 }, overrideAccess: true })
      const after = await callGateway('business/merc/product/officialProductPrice', { query: { serviceType: '0', country: '0' } })
      expect(after.json.data[0]).toMatchObject({ unitPrice: 3199.9, discountPrice: 200.45, payPrice: 2999.45 })

      await payload.update({ collection: 'price-list', id: doc.id, data: { enabled: false }, overrideAccess: true })
      const hidden = await callGateway('business/merc/product/officialProductPrice', { query: { serviceType: '0', country: '0' } })
      expect(hidden.json.data).toEqual([])
    } finally {
      await payload.update({ collection: 'price-list', id: doc.id, data: { unitPrice: 2999, discountPrice: 500, enabled: true }, overrideAccess: true })
    }
  })
})

describe('tax rates for the calculator', () => {
  it('holds Japan (the default country) with its reduced rate, in cn and en', async () => {
    const cn = await loadTaxRates('cn')
    const japan = cn.find((r) => r.country === 100)!
    expect(japan).toMatchObject({ countryName: '日本', taxName: '消费税（JCT）', currency: 'JPY', standardRate: 10, serviceType: 17 })
    expect(japan.reducedRates.map((r) => r.rate)).toEqual([8])
    const en = await loadTaxRates('en')
    expect(en.find((r) => r.country === 2)).toMatchObject({ countryName: 'Germany', standardRate: 19, currency: 'EUR', reducedRates: [expect.objectContaining({ rate: 7 })] })
    // No row for the EU as a whole or the USA: their calculator address is a 404.
    expect(en.some((r) => r.country === 99 || r.country === 101)).toBe(false)
  })
})

describe('CMS pages of the price page and the calculator', () => {
  it.each([
    { brand: 'lz', locale: 'cn', slug: 'price', h1: '服务价格', title: /北辰合规/ },
    { brand: 'lz', locale: 'en', slug: 'price', h1: 'Service prices', title: /Northstar Compliance/ },
    { brand: 'hb', locale: 'cn', slug: 'price', h1: '服务价格', title: /港湾税务/ },
    { brand: 'lz', locale: 'cn', slug: 'calculate', h1: 'VAT与消费税计算器', title: /北辰合规/ },
    { brand: 'hb', locale: 'en', slug: 'calculate', h1: 'VAT and consumption tax calculator', title: /Harbor VAT/ },
    // The calculator's country chooser (/calculate without a country), written with each brand.
    { brand: 'lz', locale: 'en', slug: 'calculate/countries', h1: 'VAT and consumption tax calculator', title: /Northstar Compliance/ },
    { brand: 'hb', locale: 'cn', slug: 'calculate/countries', h1: 'VAT与消费税计算器', title: /港湾税务/ },
  ] as const)('$brand $locale $slug has its hero, FAQ or explanation, and a call to action', async ({ brand, locale, slug, h1, title }) => {
    const page = await loadPage(brand, locale, slug)
    expect(page?.title).toMatch(title)
    expect(page!.layout[0]).toMatchObject({ blockType: 'hero', heading: h1 })
    expect(page!.layout.map((b) => b.blockType)).toContain('cta')
    expect(page!.layout.some((b) => b.blockType === 'faq' || b.blockType === 'richText')).toBe(true)
  })
})
