import { getPayload } from 'payload'
import config from '@payload-config'
import { describe, expect, it } from 'vitest'
import { callGateway } from './helpers'

const EN = { 'accept-language': 'en' }
const HB = { platform: '10' }

describe('officialQuery/getAboutUs', () => {
  it('answers the aboutUs CMS page: title, meta and blocks, in the language asked for', async () => {
    const cn = await callGateway('officialQuery/getAboutUs')
    expect(cn.status).toBe(200)
    expect(cn.json.code).toBe(0)
    expect(cn.json.data).toEqual(expect.objectContaining({ slug: 'aboutUs', title: expect.any(String), keywords: expect.any(String), description: expect.any(String) }))
    const types = cn.json.data.layout.map((b: { blockType: string }) => b.blockType)
    expect(types[0]).toBe('hero')
    expect(types).toEqual(expect.arrayContaining(['richText', 'stats', 'featureGrid', 'steps', 'cta']))
    expect(cn.json.data.layout[0].heading).toBe('关于北辰合规')
    const en = await callGateway('officialQuery/getAboutUs', { headers: EN })
    expect(en.json.data.layout[0].heading).toBe('About Northstar Compliance')
  })

  it('rebrands the page for hb and answers 404 for a brand without one', async () => {
    const hb = await callGateway('officialQuery/getAboutUs', { headers: HB })
    expect(hb.json.data.layout[0].heading).toBe('关于港湾税务')
    expect(JSON.stringify(hb.json.data)).not.toContain('北辰')
    // The corporate-services brand (cht) has no about page.
    const cht = await callGateway('officialQuery/getAboutUs', { headers: { platform: '13' } })
    expect(cht.status).toBe(404)
    expect(cht.json.code).toBe(404)
  })
})

describe('officialQuery/getPartner and the partner pages', () => {
  it('lists the brand’s partners (not introducers) in sort order with their page paths', async () => {
    const { status, json } = await callGateway('officialQuery/getPartner')
    expect(status).toBe(200)
    expect(json.data.length).toBeGreaterThanOrEqual(4)
    for (const p of json.data) {
      expect(p).toEqual(expect.objectContaining({ kind: 'partner', friendId: expect.any(String), name: expect.any(String), summary: expect.any(String), channelNo: expect.stringMatching(/^P\d+$/) }))
      expect(p.path).toBe(`/lz/cooperative/${p.friendId}`)
      expect(p.website).toMatch(/^https:\/\/[\w.-]+\.example$/)
    }
    const sorts = json.data.map((p: { sort: number }) => p.sort)
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b))
    const en = await callGateway('officialQuery/getPartner', { headers: EN })
    expect(en.json.data[0].path).toBe(`/en/lz/cooperative/${en.json.data[0].friendId}`)
    expect(en.json.data[0].name).not.toBe(json.data[0].name)
  })

  it('gives hb its own partner records and channels', async () => {
    const { json } = await callGateway('officialQuery/getPartner', { headers: HB })
    expect(json.data.length).toBeGreaterThanOrEqual(4)
    for (const p of json.data) {
      expect(p.path).toMatch(/^\/hb\/cooperative\//)
      expect(p.channelNo).toMatch(/^HBP\d+$/)
    }
  })

  it('answers one partner by friendId, and 404 for an introducer or unknown id', async () => {
    const ok = await callGateway('business/officialPartnersInfo/getPartnersInfoById', { query: { id: 'swiftship-logistics' } })
    expect(ok.status).toBe(200)
    expect(ok.json.data).toEqual(expect.objectContaining({ kind: 'partner', friendId: 'swiftship-logistics', channelNo: 'P1001', offer: expect.any(String), description: expect.any(String) }))
    for (const id of ['chen-lin', 'no-such-partner']) {
      const missing = await callGateway('business/officialPartnersInfo/getPartnersInfoById', { query: { id } })
      expect(missing.status, id).toBe(404)
      expect(missing.json.code).toBe(404)
      expect(missing.json.data).toBeNull()
    }
    const noId = await callGateway('business/officialPartnersInfo/getPartnersInfoById')
    expect(noId.status).toBe(400)
    expect(noId.json.msg).toContain('id')
  })

  it('answers one introducer by friendId, and 404 for a partner or unknown id', async () => {
    const ok = await callGateway('business/officialPartnersIntroducer/getIntroducerById', { query: { id: 'chen-lin' }, headers: EN })
    expect(ok.status).toBe(200)
    expect(ok.json.data).toEqual(expect.objectContaining({ kind: 'introducer', friendId: 'chen-lin', name: 'Chen Lin', channelNo: 'I2001' }))
    for (const id of ['swiftship-logistics', 'nobody']) {
      const missing = await callGateway('business/officialPartnersIntroducer/getIntroducerById', { query: { id }, headers: EN })
      expect(missing.status, id).toBe(404)
      expect(missing.json.msg).toBe('No such introducer')
    }
  })

  it('shows an editor’s change to a partner in the next answer', async () => {
    const payload = await getPayload({ config })
    const doc = (await payload.find({ collection: 'partners', where: { and: [{ 'brand.key': { equals: 'lz' } }, { friendId: { equals: 'ledgerloop-erp' } }] }, locale: 'cn', depth: 0 })).docs[0]!
    try {
      await payload.update({ collection: 'partners', id: doc.id, locale: 'cn', data: { summary: '已更新的合作伙伴简介' } })
      const after = await callGateway('business/officialPartnersInfo/getPartnersInfoById', { query: { id: 'ledgerloop-erp' } })
      expect(after.json.data.summary).toBe('已更新的合作伙伴简介')
      await payload.update({ collection: 'partners', id: doc.id, data: { enabled: false } })
      const hidden = await callGateway('business/officialPartnersInfo/getPartnersInfoById', { query: { id: 'ledgerloop-erp' } })
      expect(hidden.status).toBe(404)
      const list = await callGateway('officialQuery/getPartner')
      expect(list.json.data.map((p: { friendId: string }) => p.friendId)).not.toContain('ledgerloop-erp')
    } finally {
      await payload.update({ collection: 'partners', id: doc.id, locale: 'cn', data: { summary: doc.summary, enabled: true } })
    }
  })
})

describe('officialMenuRelation/getSuccessfulCase', () => {
  it('lists at least five complete case studies in sort order', async () => {
    const { status, json } = await callGateway('officialMenuRelation/getSuccessfulCase')
    expect(status).toBe(200)
    expect(json.data.length).toBeGreaterThanOrEqual(5)
    for (const c of json.data) {
      for (const field of ['title', 'client', 'industry', 'challenge', 'solution', 'result']) expect(c[field], field).toMatch(/\S/)
      expect(c.services.length).toBeGreaterThan(0)
    }
    expect(json.data.map((c: { sort: number }) => c.sort)).toEqual([1, 2, 3, 4, 5, 6].slice(0, json.data.length))
    const en = await callGateway('officialMenuRelation/getSuccessfulCase', { headers: EN })
    expect(en.json.data.map((c: { title: string }) => c.title).join(' ')).toMatch(/WEEE/)
    expect(en.json.data.map((c: { title: string }) => c.title).join(' ')).toMatch(/CBAM/)
  })
})

describe('officialQuery/getFreeTrial', () => {
  it('lists the free offers the navigation promotes: the free report, then the free tools (the calculator as its country list)', async () => {
    const { status, json } = await callGateway('officialQuery/getFreeTrial', { headers: EN })
    expect(status).toBe(200)
    expect(json.data[0]).toEqual({ title: 'Free compliance report', subtitle: 'Ready in 3 minutes', path: '/lz/buyingGuide' })
    const paths = json.data.map((o: { path: string }) => o.path)
    expect(paths).toContain('/lz/calculate')
    expect(new Set(paths).size).toBe(paths.length)
    for (const offer of json.data) expect(offer).toEqual({ title: expect.any(String), subtitle: expect.any(String), path: expect.any(String) })
  })
})

describe('officialQuery/getCustom', () => {
  it('answers a published custom/{uid} page, 404 for none and 400 for a malformed uid', async () => {
    const payload = await getPayload({ config })
    const brand = (await payload.find({ collection: 'brands', where: { key: { equals: 'lz' } }, depth: 0 })).docs[0]!
    const page = await payload.create({
      collection: 'pages',
      locale: 'cn',
      draft: false,
      data: { brand: brand.id, slug: 'custom/spring-2026', title: '春季合规周', _status: 'published', layout: [{ blockType: 'cta', heading: '春季合规周' }] },
    })
    try {
      const ok = await callGateway('officialQuery/getCustom', { query: { uid: 'spring-2026' } })
      expect(ok.status).toBe(200)
      expect(ok.json.data).toEqual(expect.objectContaining({ slug: 'custom/spring-2026', title: '春季合规周' }))
      const missing = await callGateway('officialQuery/getCustom', { query: { uid: 'winter-2026' } })
      expect(missing.status).toBe(404)
      expect(missing.json.code).toBe(404)
      // Another brand's custom page is not this brand's.
      expect((await callGateway('officialQuery/getCustom', { query: { uid: 'spring-2026' }, headers: HB })).status).toBe(404)
    } finally {
      await payload.delete({ collection: 'pages', id: page.id })
    }
    for (const uid of ['', '../homes', 'a b', 'x'.repeat(81)]) {
      const bad = await callGateway('officialQuery/getCustom', { query: { uid } })
      expect(bad.status, uid).toBe(400)
      expect(bad.json.msg).toContain('uid')
    }
    expect((await callGateway('officialQuery/getCustom')).status).toBe(400)
  })
})
