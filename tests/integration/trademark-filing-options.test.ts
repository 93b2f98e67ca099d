import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { payloadClient } from '@/services/payload'
import { filingOptionsData } from '@/services/trademarks/filing-options-data'
import { callGateway, ensureTrademarkPriceRows } from './helpers'

/**
 * The trademark service item call with filing options, against the real database. The
 * trademark price rows are written here when missing (as in trademark-services.test.ts),
 * and every expectation compares the answer with and without options, so the test holds
 * whatever prices the rows carry.
 */

let payload: Payload

beforeAll(async () => {
  payload = await payloadClient()
  await ensureTrademarkPriceRows(payload)
})

const EN = { 'accept-language': 'en' }
const sku = (item: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) => callGateway(`ipr/sysProduct/getVipSkuDetail/${item}`, { query, headers })
const accelerateFee = (item: number) => {
  const rule = filingOptionsData().offices.find((o) => o.serviceItems.includes(item))!.accelerate
  if (!rule.available) throw new Error(`item ${item} has no acceleration`)
  return rule.serviceFee
}
const authorisationFee = () => filingOptionsData().authorisation.serviceFee

describe('GET ipr/sysProduct/getVipSkuDetail/{serverItem} with filing options', () => {
  it('answers exactly as before when no option is sent', async () => {
    const { status, json } = await sku('20')
    expect(status).toBe(200)
    expect(json.data).not.toHaveProperty('filingOptions')
  })

  it('adds our acceleration and authorisation fees to the pay price and to both member prices', async () => {
    const plain = (await sku('20')).json.data
    const { status, json } = await sku('20', { accelerate: '1', authorisation: '1', entityType: '2', productCount: '4' }, EN)
    expect(status).toBe(200)
    const added = accelerateFee(20) + authorisationFee()
    expect(json.data.payPrice).toBe(plain.payPrice + added)
    expect(json.data.memberPrices.map((m: { price: number }) => m.price)).toEqual(plain.memberPrices.map((m: { price: number }) => m.price + added))
    expect(json.data).toMatchObject({ unitPrice: plain.unitPrice, discountPrice: plain.discountPrice, officialFeeIncluded: plain.officialFeeIncluded })
    expect(json.data.filingOptions).toMatchObject({
      accelerate: { code: 1, label: 'Accelerated' },
      authorisation: { code: 1, label: 'Authorisation letter needed' },
      entityType: { code: 2, label: 'Small entity' },
      productCount: 4,
      optionsFee: added,
    })
    expect(json.data.filingOptions.additions[0]).toMatchObject({ option: 'accelerate', name: 'Petition to Make Special', officialFee: { currency: 'USD', amount: null }, officialFeeIncluded: 0 })
  })

  it('prices Japanese accelerated examination with no official fee', async () => {
    const plain = (await sku('23')).json.data
    const { json } = await sku('23', { accelerate: '1' })
    expect(json.data.payPrice).toBe(plain.payPrice + accelerateFee(23))
    expect(json.data.filingOptions.additions[0].officialFee).toEqual({ currency: 'JPY', amount: 0 })
  })

  it('does not change the price for the entity type or the number of products', async () => {
    const plain = (await sku('5')).json.data
    for (const entityType of ['1', '2', '3']) {
      for (const productCount of ['1', '10']) {
        const { status, json } = await sku('5', { entityType, productCount })
        expect(status).toBe(200)
        expect(json.data.payPrice, `${entityType}/${productCount}`).toBe(plain.payPrice)
        expect(json.data.filingOptions.optionsFee).toBe(0)
      }
    }
  })

  it('refuses acceleration where the office has none, with its reason in the caller’s language', async () => {
    for (const item of ['1', '21', '99', '24']) {
      const { status, json } = await sku(item, { accelerate: '1' }, EN)
      expect(status, item).toBe(400)
      expect(json.msg, item).toMatch(/^Invalid parameter: accelerate: /)
    }
    const cn = await sku('21', { accelerate: '1' })
    expect(cn.status).toBe(400)
    expect(cn.json.msg).toMatch(/^参数错误: accelerate: 英国知识产权局/)
  })

  it('refuses values outside the codes with a 400 naming the field', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ accelerate: '3' }, 'accelerate'],
      [{ authorisation: '0' }, 'authorisation'],
      [{ entityType: '4' }, 'entityType'],
      [{ productCount: '0' }, 'productCount'],
      [{ productCount: '11' }, 'productCount'],
      [{ productCount: '1.5' }, 'productCount'],
    ]
    for (const [query, field] of cases) {
      const { status, json } = await sku('20', query, EN)
      expect(status, JSON.stringify(query)).toBe(400)
      expect(json.msg).toContain(`${field}: `)
    }
  })

  it('still answers 404 for an unknown item before looking at the options', async () => {
    const { status } = await sku('11', { accelerate: '1' })
    expect(status).toBe(404)
  })
})
