import { describe, expect, it } from 'vitest'
import { callGateway } from './helpers'

const NAV_FIELDS = ['id', 'typeName', 'typeValueOne', 'typeValueTow', 'typeValueThree', 'typeValueFour', 'typeValueFive', 'pageType', 'delIs', 'sort', 'parentId', 'isEnable', 'lang', 'mainId', 'divPageList', 'menuRelationList']

describe('officialQuery/getCommon', () => {
  it('returns every field of the legacy navigation record, sorted, with sub-items, from the CMS', async () => {
    const { status, json } = await callGateway('officialQuery/getCommon')
    expect(status).toBe(200)
    expect(json.code).toBe(0)
    const nav = json.data.pcnavList
    expect(nav.length).toBeGreaterThan(3)
    for (const entry of nav) for (const field of NAV_FIELDS) expect(entry).toHaveProperty(field)
    const sorts = nav.map((e: { sort: number }) => e.sort)
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b))
    expect(nav.some((e: { children: unknown[] }) => e.children.length > 0)).toBe(true)
    const mega = nav.find((e: { pageType: number }) => e.pageType === 3)
    // A mega entry's sub-entries are its left-hand items, each carrying its right-hand submenu.
    expect(mega.children.length).toBeGreaterThan(1)
    for (const field of NAV_FIELDS) expect(mega.children[0]).toHaveProperty(field)
    expect(mega.children[0].divPageList[0]).toEqual(expect.objectContaining({ navigationName: expect.any(String), navigationTitle: expect.any(String), navigationIcon: expect.any(String), hadeUrl: expect.any(String) }))
    expect(json.data.suspendedList.length).toBeGreaterThan(0)
    expect(json.data.more).toEqual(expect.objectContaining({ typeValueOne: expect.any(String), subsetList: expect.any(Array) }))
    expect(json.data.compliance.length).toBeGreaterThan(0)
  })

  it('keeps disabled entries, flagged, so hidden pages can be recognised', async () => {
    const { json } = await callGateway('officialQuery/getCommon')
    const all = [...json.data.pcnavList, ...json.data.pcnavList.flatMap((e: { children: unknown[] }) => e.children)]
    expect(all.some((e: { isEnable: number }) => e.isEnable === 0)).toBe(true)
  })

  it('answers in the language asked for, per brand', async () => {
    const cn = await callGateway('officialQuery/getCommon', { headers: { 'accept-language': 'zh-CN' } })
    const en = await callGateway('officialQuery/getCommon', { headers: { 'accept-language': 'en' } })
    expect(cn.json.data.pcnavList[0].lang).toBe('cn')
    expect(en.json.data.pcnavList[0].lang).toBe('en')
    expect(en.json.data.pcnavList[0].typeValueOne).not.toBe(cn.json.data.pcnavList[0].typeValueOne)
    const mdt = await callGateway('officialQuery/getCommon', { headers: { platform: '08' } })
    expect(mdt.json.data.pcnavList.map((e: { typeValueThree: string }) => e.typeValueThree).join(' ')).toContain('/mdt/')
  })

  it('carries the five footer data groups', async () => {
    const { json } = await callGateway('officialQuery/getCommon')
    for (const group of ['qrcode', 'blogroll', 'bottom', 'contactInformation', 'function']) {
      expect(json.data[group].length, group).toBeGreaterThan(0)
      expect(json.data[group][0]).toEqual(expect.objectContaining({ typeValueOne: expect.any(String), subsetList: expect.any(Array) }))
    }
  })

  it('rejects an unknown language with 400 naming the field', async () => {
    const { status, json } = await callGateway('officialQuery/getCommon', { query: { lang: 'fr' } })
    expect(status).toBe(400)
    expect(json.code).not.toBe(0)
    expect(json.msg).toContain('lang')
  })
})

describe('officialQuery/getCommoditySearch', () => {
  it('lists all and hot services with id, menuName and menuAttribute', async () => {
    const { json } = await callGateway('officialQuery/getCommoditySearch')
    expect(json.data.allService.length).toBeGreaterThan(5)
    expect(json.data.hotService.length).toBeGreaterThan(0)
    expect(json.data.hotService.length).toBeLessThan(json.data.allService.length)
    expect(json.data.allService[0]).toEqual(expect.objectContaining({ id: expect.anything(), menuName: expect.any(String), menuAttribute: expect.any(String) }))
  })

  it('filters by a case-insensitive keyword', async () => {
    const { json } = await callGateway('officialQuery/getCommoditySearch', { query: { keyword: 'vat' }, headers: { 'accept-language': 'en' } })
    expect(json.data.allService.length).toBeGreaterThan(0)
    for (const s of json.data.allService) expect(s.menuName.toLowerCase()).toContain('vat')
  })
})

describe('officialQuery/getHomePageInfo and system/pageConfig/allInfo', () => {
  it('returns the published home page blocks of the brand', async () => {
    const { json } = await callGateway('officialQuery/getHomePageInfo', { headers: { platform: '13' } })
    expect(json.data.brand.name).toBe('启航企服')
    expect(json.data.page.layout[0].blockType).toBe('hero')
    expect(json.data.page.layout.map((b: { blockType: string }) => b.blockType)).toContain('faq')
  })

  it('lists page configurations with public paths', async () => {
    const { json } = await callGateway('system/pageConfig/allInfo', { headers: { platform: '08', 'accept-language': 'en' } })
    expect(json.data).toContainEqual(expect.objectContaining({ slug: 'homes', path: '/en/mdt/homes', title: expect.any(String) }))
  })
})

describe('business/merc/sys/getIsForeignIp', () => {
  it('treats loopback and private addresses as domestic', async () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '192.168.0.9']) {
      const { json } = await callGateway('business/merc/sys/getIsForeignIp', { headers: { 'x-forwarded-for': ip } })
      expect(json).toEqual(expect.objectContaining({ code: 0, data: false }))
    }
  })

  it('uses the trusted proxy country header when configured', async () => {
    process.env.GEO_COUNTRY_HEADER = 'cf-ipcountry'
    try {
      const us = await callGateway('business/merc/sys/getIsForeignIp', { headers: { 'cf-ipcountry': 'US' } })
      const cn = await callGateway('business/merc/sys/getIsForeignIp', { headers: { 'cf-ipcountry': 'CN' } })
      expect(us.json.data).toBe(true)
      expect(cn.json.data).toBe(false)
    } finally {
      delete process.env.GEO_COUNTRY_HEADER
    }
  })
})

describe('gateway errors', () => {
  it('answers an unknown path with 404 in the envelope', async () => {
    const { status, json } = await callGateway('officialQuery/noSuchCall')
    expect(status).toBe(404)
    expect(json.code).toBe(404)
    expect(json.data).toBeNull()
  })
})
