import { getPayload } from 'payload'
import config from '@payload-config'
import { beforeAll, describe, expect, it } from 'vitest'
import { CLASS_SEARCH_LIMIT } from '@/gateway/handlers/ipr'
import { createSession } from '@/services/accounts/sessions'
import { callGateway } from './helpers'

/** The class-search calls through the real router, with a merchant's session. */

let token = ''

beforeAll(async () => {
  const payload = await getPayload({ config })
  const run = `${Date.now()}`.slice(-8)
  const merchant = await payload.create({ collection: 'merchants', data: { mercNo: `NICE${run}`, phone: `137${run}`, brand: 'mdt' }, overrideAccess: true })
  token = (await createSession(payload, merchant.id)).token
})

const search = (path: string, body: unknown, withLogin = true) =>
  callGateway(path, { method: 'POST', body, headers: withLogin ? { token } : {} })

describe('getClass (public)', () => {
  it('lists classes 1–46 with short names', async () => {
    const { status, json } = await callGateway('ipr/trademark/categories/products/getClass')
    expect(status).toBe(200)
    expect(json.data).toHaveLength(46)
    expect(json.data[8]).toMatchObject({ classId: 9, name: '科学仪器与电子' })
    expect(json.data[45]).toMatchObject({ classId: 46, special: true })
  })

  it('answers one class with its groups and items', async () => {
    const { json } = await callGateway('ipr/trademark/categories/products/getClass', { query: { classId: '25' }, headers: { 'accept-language': 'en' } })
    expect(json.data).toMatchObject({ classId: 25, name: 'Clothing & footwear' })
    expect(json.data.groups[0]).toMatchObject({ code: '2501', classId: 25 })
    expect(json.data.groups[0].items.length).toBeGreaterThan(0)
  })

  it('refuses classes outside 1–46 with 400', async () => {
    for (const classId of ['0', '47', 'abc', '-1', '9.5']) {
      const { status, json } = await callGateway('ipr/trademark/categories/products/getClass', { query: { classId } })
      expect(status, classId).toBe(400)
      expect(json.msg).toContain('classId')
    }
  })
})

describe('class searches', () => {
  it('are public for the class finder; the manual request look-up still needs a login', async () => {
    // The class finder's own examples work for a visitor.
    for (const [path, keyword] of [
      ['ipr/trademark/trademarkCategorySearch', '蓝牙耳机'],
      ['ipr/trademark/trademarkCategorySearch', 'phone case'],
      ['ipr/trademark/categories/products/categorySearch', '耳机'],
    ]) {
      const { status, json } = await search(path!, { keyword }, false)
      expect(status, path).toBe(200)
      expect(json.data.total, path).toBeGreaterThan(0)
    }
    // A stale session is no reason to refuse public data.
    const stale = await callGateway('ipr/trademark/trademarkCategorySearch', { method: 'POST', body: { keyword: '耳机' }, headers: { token: 'not-a-live-session' } })
    expect(stale.status).toBe(200)
    const manual = await search('ipr/trademark/categories/products/artificialCategorySearch', { keyword: '耳机' }, false)
    expect(manual.status).toBe(401)
    expect(manual.json.msg).toBe('请先登录')
  })

  it('limit each address, not the visitors behind other addresses', async () => {
    const from = (address: string) => callGateway('ipr/trademark/trademarkCategorySearch', { method: 'POST', body: { keyword: '耳机' }, headers: { 'x-forwarded-for': address } })
    const statuses: number[] = []
    for (let i = 0; i < CLASS_SEARCH_LIMIT.points; i++) statuses.push((await from('203.0.113.9')).status)
    expect(statuses.every((s) => s === 200)).toBe(true)
    const refused = await from('203.0.113.9')
    expect(refused.status).toBe(429)
    expect(refused.json.data.retryAfter).toBeGreaterThan(0)
    expect((await from('203.0.113.10')).status).toBe(200)
  })

  it('groups matching items by class', async () => {
    const { status, json } = await search('ipr/trademark/trademarkCategorySearch', { keyword: '蓝牙耳机' })
    expect(status).toBe(200)
    expect(json.data.classes[0]).toMatchObject({ classId: 9 })
    expect(json.data.classes[0].items[0]).toMatchObject({ code: 'C090037', groupCode: '0908', name: '耳机' })
  })

  it('narrows to the given classes', async () => {
    const { json } = await search('ipr/trademark/trademarkCategorySearch', { keyword: '咖啡', classIds: [11, '21'] })
    expect(json.data.classes.map((c: { classId: number }) => c.classId).sort()).toEqual([11, 21])
  })

  it('lists items for categorySearch and class item names for the manual request', async () => {
    const list = await search('ipr/trademark/categories/products/categorySearch', { keyword: 'T恤' })
    expect(list.json.data.list[0]).toMatchObject({ classId: 25, groupCode: '2501', code: '250155' })
    const form = await search('ipr/trademark/categories/products/artificialCategorySearch', { keyword: 'phone case', classIds: [9] })
    expect(form.json.data.classes[0].classId).toBe(9)
    expect(form.json.data.classes[0].itemNames).toContain('智能手机用壳')
  })

  it('answers 400, never 500, to bad input', async () => {
    const bad: unknown[] = [
      {},
      { keyword: '' },
      { keyword: '   ' },
      { keyword: 'x'.repeat(10_240) },
      { keyword: '"*^()' },
      { keyword: "' OR 1=1; --" },
      { keyword: 42 },
      { keyword: '耳机', classIds: [0] },
      { keyword: '耳机', classIds: [47] },
      { keyword: '耳机', classIds: 'all' },
    ]
    for (const body of bad) {
      const { status, json } = await search('ipr/trademark/trademarkCategorySearch', body)
      expect(status, JSON.stringify(body).slice(0, 60)).toBe(400)
      expect(json.code).toBe(400)
    }
    const oneClass = await search('ipr/trademark/categories/products/categorySearch', { keyword: '耳机', classId: 47 })
    expect(oneClass.status).toBe(400)
  })
})

describe('niceClassificationQuery', () => {
  const path = 'ipr/iprArtificialTrademark/trademark/niceClassificationQuery'

  it('answers a group with its items, or a whole class', async () => {
    const group = await search(path, { groupCode: '0907' })
    expect(group.json.data).toMatchObject({ classId: 9, groups: [{ code: '0907' }] })
    expect(group.json.data.groups[0].items.map((i: { code: string }) => i.code)).toContain('090741')
    const cls = await search(path, { classId: 46 })
    expect(cls.json.data).toMatchObject({ classId: 46, special: true, groups: [] })
  })

  it('refuses unknown groups, a group of another class and an empty body', async () => {
    expect((await search(path, { groupCode: '0999' })).status).toBe(400)
    expect((await search(path, { classId: 25, groupCode: '0907' })).status).toBe(400)
    expect((await search(path, {})).status).toBe(400)
    expect((await search(path, { classId: 9 }, false)).status).toBe(401)
  })
})
