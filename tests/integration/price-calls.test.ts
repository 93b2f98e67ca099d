import { describe, expect, it } from 'vitest'
import { COMPLIANCE_SERVICE_TYPES, PRICE_CATEGORIES, priceCategory } from '@/services/pricing/codes'
import { priceList } from '@/services/pricing/reference-data'
import { callGateway } from './helpers'

/**
 * Every compliance service type of the price list reached through the price calls, against
 * the seeded database (the demo seed writes reference/pricing/price-list.yaml): by service
 * type, by service type and country, and by a keyword of its product name in Chinese and in
 * English. Also that a code is always read with its list: corporate 201 is not the
 * compliance list's WEEE renewal.
 */

const EN = { 'accept-language': 'en' }
const CORPORATE = { platform: '13' }
type Row = { kind: string; serviceType: number; country: number | null; productName: string; unitPrice: number; discountPrice: number; payPrice: number; priceUnit: string; officialFeeIncluded: 0 | 1; category: string }

const COMPLIANCE = priceList().filter((r) => r.kind === 'compliance')
const rowsOf = (code: number) => COMPLIANCE.filter((r) => r.serviceType === code)

/** A keyword of the product name of at least one row of each service type: Chinese, English. */
const KEYWORDS: Record<number, [string, string]> = {
  0: ['VAT注册及申报', 'VAT registration and filing'],
  1: ['VAT转代理（含一年申报）', 'agent transfer with a year of filing'],
  2: ['VAT税号注销', 'VAT number cancellation'],
  3: ['授权续期', 'authorisation renewal'],
  4: ['VAT逾期补申报', 'VAT late filing'],
  5: ['公证及海牙认证', 'Hague apostille'],
  6: ['含文件海牙认证', 'handover with apostille'],
  7: ['无需海牙认证', 'without apostille'],
  8: ['统一税率', 'flat rate scheme'],
  9: ['补差价', 'price difference'],
  10: ['ZM申报', 'ZM filing'],
  11: ['ZM逾期', 'ZM late filing'],
  12: ['IOSS', 'IOSS'],
  15: ['化学品税', 'chemical tax'],
  17: ['JCT', 'JCT'],
  21: ['公司名称变更', 'change of company name'],
  22: ['申报更正', 'correction of a filed VAT return'],
  23: ['公司地址变更', 'change of company address'],
  24: ['税局问询', 'tax office enquiry'],
  25: ['税号激活', 'dormant VAT number'],
  26: ['退税支票', 'refund cheque'],
  27: ['罚款处理', 'penalty handling'],
  28: ['年报逾期', 'annual VAT return late filing'],
  29: ['定制增值服务', 'custom value-added service'],
  43: ['GST注册', 'GST registration'],
  44: ['GST季度申报', 'GST quarterly returns'],
  49: ['OSS注册及季度申报', 'OSS registration and quarterly returns'],
  50: ['已有OSS登记', 'existing OSS registration'],
  101: ['WEEE注册', 'WEEE registration'],
  102: ['包装法注册', 'packaging registration'],
  103: ['电池法注册', 'battery registration'],
  104: ['授权代表', 'authorised representative'],
  105: ['转入申报', 'transferred to us'],
  106: ['WEEE新增类别', 'WEEE additional category'],
  107: ['新增包装材料类别', 'packaging additional material category'],
  108: ['新增电池类别', 'battery additional category'],
  110: ['WEEE投放量', 'WEEE quantity report'],
  111: ['完整性声明', 'declaration of completeness'],
  112: ['电池法投放量', 'battery quantity report'],
  113: ['说明书合规审核', 'label and instructions review'],
  114: ['英国责任人', 'UK responsible person'],
  115: ['纺织品', 'textile'],
  116: ['家具', 'furniture'],
  117: ['低电压指令', 'Low Voltage Directive'],
  118: ['电磁兼容', 'electromagnetic compatibility'],
  119: ['RoHS', 'RoHS'],
  122: ['玩具', 'toy testing'],
  123: ['塑料包装税', 'Plastic Packaging Tax'],
  124: ['CPNP', 'CPNP'],
  125: ['SCPN', 'SCPN'],
  129: ['轮胎', 'tyre'],
  140: ['符合性声明', 'declaration of conformity'],
  201: ['WEEE年度续费', 'WEEE annual renewal'],
  202: ['包装法年度续费', 'packaging annual renewal'],
  203: ['电池法年度续费', 'battery annual renewal'],
  204: ['授权代表年度续费', 'authorised representative annual renewal'],
  301: ['WEEE注册注销', 'WEEE deregistration'],
  302: ['包装法注销', 'packaging deregistration'],
  303: ['电池法注册注销', 'battery deregistration'],
  304: ['授权代表解约', 'authorised representative ended'],
  1015: ['余额充值', 'balance top-up'],
}

const expectPayPrices = (rows: Row[]) => {
  for (const r of rows) expect(r.payPrice, r.productName).toBe(Math.round((r.unitPrice - r.discountPrice) * 100) / 100)
}

describe('the price list covers every compliance service type', () => {
  it('has a keyword for every code, and every code has rows in the seed file', () => {
    expect(Object.keys(KEYWORDS).map(Number).sort((a, b) => a - b)).toEqual([...COMPLIANCE_SERVICE_TYPES].sort((a, b) => a - b))
    for (const code of COMPLIANCE_SERVICE_TYPES) expect(rowsOf(code).length, String(code)).toBeGreaterThan(0)
  })
})

describe.each(COMPLIANCE_SERVICE_TYPES.map((code) => ({ code })))('compliance service type $code', ({ code }) => {
  const expected = rowsOf(code)

  it('answers its rows by service type (recommended-service call and public search)', async () => {
    const { status, json } = await callGateway('business/merc/product/officialProductPrice', { query: { serviceType: String(code) } })
    expect(status).toBe(200)
    const rows = json.data as Row[]
    expect(rows.length).toBeGreaterThanOrEqual(1)
    expect(rows.every((r) => r.kind === 'compliance' && r.serviceType === code)).toBe(true)
    expect(rows.map((r) => r.productName).sort()).toEqual(expected.map((r) => r.productName.cn).sort())
    expect(rows.every((r) => r.category === priceCategory('compliance', code))).toBe(true)
    expectPayPrices(rows)

    const search = await callGateway('resource/officialProduct/priceForWWW', { query: { serviceType: String(code), kind: 'compliance' }, headers: EN })
    expect(search.status).toBe(200)
    expect((search.json.data as Row[]).map((r) => r.productName).sort()).toEqual(expected.map((r) => r.productName.en).sort())
  })

  it('is found by a keyword of its name in Chinese and in English', async () => {
    const [cn, en] = KEYWORDS[code]!
    const chinese = await callGateway('resource/officialProduct/priceForWWW', { query: { productNameKeyWord: cn } })
    expect(chinese.status).toBe(200)
    const cnRows = (chinese.json.data as Row[]).filter((r) => r.kind === 'compliance' && r.serviceType === code)
    expect(cnRows.length, cn).toBeGreaterThanOrEqual(1)
    for (const r of chinese.json.data as Row[]) expect(r.productName, cn).toContain(cn)

    const english = await callGateway('resource/officialProduct/priceForWWW', { query: { productNameKeyWord: en }, headers: EN })
    expect(english.status).toBe(200)
    const enRows = (english.json.data as Row[]).filter((r) => r.kind === 'compliance' && r.serviceType === code)
    expect(enRows.length, en).toBeGreaterThanOrEqual(1)
    for (const r of english.json.data as Row[]) expect(r.productName.toLowerCase(), en).toContain(en.toLowerCase())

    // Upper or lower case makes no difference.
    const shouted = await callGateway('resource/officialProduct/priceForWWW', { query: { productNameKeyWord: en.toUpperCase() }, headers: EN })
    expect((shouted.json.data as Row[]).length).toBe((english.json.data as Row[]).length)
  })
})

describe('a code is read with its list', () => {
  it('gives the compliance brands the WEEE renewal for 201, and the corporate brand its annual review', async () => {
    const compliance = await callGateway('resource/officialProduct/priceForWWW', { query: { serviceType: '201' }, headers: EN })
    const rows = compliance.json.data as Row[]
    expect(rows.length).toBe(rowsOf(201).length)
    expect(rows.every((r) => r.kind === 'compliance' && /WEEE/.test(r.productName) && r.category === 'renewal')).toBe(true)

    const corporate = await callGateway('resource/officialProduct/priceForWWW', { query: { serviceType: '201' }, headers: { ...CORPORATE, ...EN } })
    const corporateRows = corporate.json.data as Row[]
    expect(corporateRows.length).toBe(priceList().filter((r) => r.kind === 'corporate' && r.serviceType === 201).length)
    expect(corporateRows.every((r) => r.kind === 'corporate' && r.category === 'corporate')).toBe(true)
  })

  it('narrows the search to one list with kind, and never shows another brand\'s list', async () => {
    const trademark = await callGateway('resource/officialProduct/priceForWWW', { query: { serviceType: '0', kind: 'trademark' } })
    expect((trademark.json.data as Row[]).every((r) => r.kind === 'trademark')).toBe(true)
    expect((trademark.json.data as Row[]).length).toBe(priceList().filter((r) => r.kind === 'trademark' && r.serviceType === 0).length)
    const vat = await callGateway('resource/officialProduct/priceForWWW', { query: { serviceType: '0', kind: 'compliance' } })
    expect((vat.json.data as Row[]).length).toBe(rowsOf(0).length)
    const none = await callGateway('resource/officialProduct/priceForWWW', { query: { kind: 'corporate' } })
    expect(none.json.data).toEqual([])
    const bad = await callGateway('resource/officialProduct/priceForWWW', { query: { kind: 'vat' } })
    expect(bad.status).toBe(400)
    expect(bad.json.msg).toMatch(/kind/)
  })

  it('keeps the recommended-service call to the compliance list on every brand', async () => {
    const { json } = await callGateway('business/merc/product/officialProductPrice', { query: { serviceType: '204' }, headers: CORPORATE })
    expect((json.data as Row[]).every((r) => r.kind === 'compliance')).toBe(true)
    expect((json.data as Row[]).length).toBe(rowsOf(204).length)
  })
})

describe('the price page groups', () => {
  it('shows every compliance service type in its section, the sections in page order', async () => {
    const { json } = await callGateway('officialQuery/getProductsPrices', { headers: EN })
    const groups = json.data as { category: string; rows: Row[]; countries: { country: number | null; rows: Row[] }[] }[]
    const order = groups.map((g) => PRICE_CATEGORIES.indexOf(g.category as (typeof PRICE_CATEGORIES)[number]))
    expect(order.every((i) => i >= 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    expect(groups.map((g) => g.category)).toEqual(['vat', 'vatAgent', 'vatAssistance', 'indirectTax', 'epr', 'eprServices', 'representative', 'product', 'renewal', 'cancellation', 'trademark', 'account'])
    for (const code of COMPLIANCE_SERVICE_TYPES) {
      const group = groups.find((g) => g.category === priceCategory('compliance', code))!
      expect(group.rows.filter((r) => r.serviceType === code && r.kind === 'compliance').length, String(code)).toBe(rowsOf(code).length)
    }
    // Inside a section, a country's rows stay together.
    for (const g of groups) expect(g.countries.reduce((n, c) => n + c.rows.length, 0)).toBe(g.rows.length)
    expectPayPrices(groups.flatMap((g) => g.rows))
  })

  it('shows the balance top-up at the amount credited', async () => {
    const { json } = await callGateway('business/merc/product/officialProductPrice', { query: { serviceType: '1015' } })
    expect(json.data).toEqual([expect.objectContaining({ unitPrice: 1000, discountPrice: 0, payPrice: 1000, priceUnit: '元/次', country: null, category: 'account' })])
  })
})

/** The codes priced per country: each country's rows come back on their own. */
const PER_COUNTRY = COMPLIANCE_SERVICE_TYPES.map((code) => ({ code, perCountry: [...new Set(rowsOf(code).filter((r) => r.country !== undefined).map((r) => r.country!))] })).filter((c) => c.perCountry.length > 0)

describe.each(PER_COUNTRY)('compliance service type $code, per country', ({ code, perCountry }) => {
  const expected = rowsOf(code)

  it('answers each of its countries on its own', async () => {
    for (const country of perCountry) {
      const { status, json } = await callGateway('business/merc/product/officialProductPrice', { query: { serviceType: String(code), country: String(country) } })
      expect(status).toBe(200)
      const rows = json.data as Row[]
      const mine = expected.filter((r) => r.country === country)
      expect(rows.length, `country ${country}`).toBe(mine.length)
      expect(rows.every((r) => r.serviceType === code && r.country === country)).toBe(true)
      expect(rows.map((r) => r.productName).sort()).toEqual(mine.map((r) => r.productName.cn).sort())
    }
  })
})
