import { getPayload } from 'payload'
import config from '@payload-config'
import { describe, expect, it } from 'vitest'
import { callGateway } from './helpers'

const EN = { 'accept-language': 'en' }
const HB = { platform: '10' }
const MDT = { platform: '08' }

type Summary = { answerId: number; question: string; qaType: string; summary: string }

async function allQuestions(headers: Record<string, string> = {}): Promise<Summary[]> {
  const { json } = await callGateway('vat/qaQuestion/searchlist', { query: { pageSize: '50' }, headers })
  return json.data.list
}

describe('officialQuery/getHelpCenterCategory', () => {
  it('lists the brand\'s help categories in order, with their guide and FAQ counts, per language', async () => {
    const cn = await callGateway('officialQuery/getHelpCenterCategory')
    expect(cn.status).toBe(200)
    expect(cn.json.code).toBe(0)
    expect(cn.json.data.length).toBeGreaterThanOrEqual(5)
    for (const c of cn.json.data) expect(c).toEqual(expect.objectContaining({ id: expect.any(Number), name: expect.any(String), description: expect.any(String), manualCount: expect.any(Number), faqCount: expect.any(Number) }))
    expect(cn.json.data.map((c: { name: string }) => c.name)).toContain('VAT注册与申报')
    const sorts = cn.json.data.map((c: { sort: number }) => c.sort)
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b))
    const manuals = cn.json.data.reduce((n: number, c: { manualCount: number }) => n + c.manualCount, 0)
    const faqs = cn.json.data.reduce((n: number, c: { faqCount: number }) => n + c.faqCount, 0)
    expect(manuals).toBeGreaterThanOrEqual(10)
    expect(faqs).toBeGreaterThanOrEqual(10)
    const en = await callGateway('officialQuery/getHelpCenterCategory', { headers: EN })
    expect(en.json.data.map((c: { name: string }) => c.name)).toContain('VAT registration and returns')
  })
})

describe('officialQuery/getOperationManual', () => {
  it('pages through the guides, optionally of one category', async () => {
    const { json } = await callGateway('officialQuery/getOperationManual', { query: { pageSize: '5' } })
    expect(json.code).toBe(0)
    expect(json.data).toEqual(expect.objectContaining({ total: expect.any(Number), page: 1, pageSize: 5 }))
    expect(json.data.total).toBeGreaterThanOrEqual(10)
    expect(json.data.list).toHaveLength(5)
    expect(json.data.list[0]).toEqual(expect.objectContaining({ id: expect.any(Number), categoryId: expect.any(Number), title: expect.any(String), summary: expect.any(String) }))
    const second = await callGateway('officialQuery/getOperationManual', { query: { pageSize: '5', page: '2' } })
    expect(second.json.data.list[0].id).not.toBe(json.data.list[0].id)

    const categories = (await callGateway('officialQuery/getHelpCenterCategory')).json.data as { id: number; manualCount: number }[]
    const category = categories.find((c) => c.manualCount > 1)!
    const filtered = await callGateway('officialQuery/getOperationManual', { query: { categoryId: String(category.id), pageSize: '50' } })
    expect(filtered.json.data.total).toBe(category.manualCount)
    for (const m of filtered.json.data.list) expect(m.categoryId).toBe(category.id)
  })

  it('returns one guide with its rich text and plain text', async () => {
    const list = (await callGateway('officialQuery/getOperationManual', { query: { pageSize: '50' } })).json.data.list as { id: number; title: string }[]
    const target = list.find((m) => m.title.includes('EPR注册号'))!
    const { json } = await callGateway('officialQuery/getOperationManual', { query: { id: String(target.id) } })
    expect(json.data.title).toBe(target.title)
    expect(json.data.content.root.children.length).toBeGreaterThan(2)
    expect(json.data.plainText).toContain('管理您的合规性')
  })

  it('answers 404 for an unknown guide and 400 for a malformed id', async () => {
    const missing = await callGateway('officialQuery/getOperationManual', { query: { id: '987654' } })
    expect(missing.status).toBe(404)
    expect(missing.json.code).toBe(404)
    const bad = await callGateway('officialQuery/getOperationManual', { query: { id: 'abc' } })
    expect(bad.status).toBe(400)
    expect(bad.json.msg).toContain('id')
  })
})

describe('officialQuery/queryArticleHandbook', () => {
  it('finds guides by Chinese keywords, with or without spaces', async () => {
    const { json } = await callGateway('officialQuery/queryArticleHandbook', { query: { keyword: '亚马逊EPR注册号' } })
    expect(json.code).toBe(0)
    expect(json.data.terms).toEqual(['亚马逊', 'epr', '注册号'])
    expect(json.data.list[0].title).toBe('如何在亚马逊卖家平台填写EPR注册号')
    const upload = await callGateway('officialQuery/queryArticleHandbook', { query: { keyword: '上传资料' } })
    expect(upload.json.data.list[0].title).toBe('如何上传资料')
  })

  it('finds guides by English keywords in English', async () => {
    const { json } = await callGateway('officialQuery/queryArticleHandbook', { query: { keyword: 'GPSR responsible person Amazon' }, headers: EN })
    expect(json.data.list[0].title).toBe('How to add GPSR responsible person details on Amazon')
  })

  it('returns an empty list when nothing matches', async () => {
    const { json } = await callGateway('officialQuery/queryArticleHandbook', { query: { keyword: '量子计算机' } })
    expect(json.code).toBe(0)
    expect(json.data.list).toEqual([])
  })

  it('answers 400 for a missing, blank or too long keyword', async () => {
    for (const query of [{}, { keyword: '' }, { keyword: '   ' }, { keyword: '德'.repeat(51) }] as Record<string, string>[]) {
      const { status, json } = await callGateway('officialQuery/queryArticleHandbook', { query })
      expect(status, JSON.stringify(query)).toBe(400)
      expect(json.msg).toContain('keyword')
    }
  })
})

describe('vat/sysDataDictionary/getQaType', () => {
  it('lists the six question types with labels and counts', async () => {
    const { json } = await callGateway('vat/sysDataDictionary/getQaType')
    expect(json.data.map((t: { dictValue: string }) => t.dictValue)).toEqual(['vat', 'epr', 'agent', 'platform', 'product', 'other'])
    expect(json.data[0]).toEqual({ dictValue: 'vat', dictLabel: 'VAT税务', description: expect.any(String), count: expect.any(Number) })
    const total = json.data.reduce((n: number, t: { count: number }) => n + t.count, 0)
    expect(total).toBeGreaterThanOrEqual(16)
    for (const type of json.data) expect(type.count, type.dictValue).toBeGreaterThan(0)
    const en = await callGateway('vat/sysDataDictionary/getQaType', { headers: EN })
    expect(en.json.data[2].dictLabel).toBe('Responsible person')
  })
})

describe('vat/qaQuestion/searchlist', () => {
  it('lists questions a page at a time, optionally of one type', async () => {
    const { json } = await callGateway('vat/qaQuestion/searchlist', { query: { pageSize: '4' } })
    expect(json.data).toEqual(expect.objectContaining({ total: expect.any(Number), page: 1, pageSize: 4 }))
    expect(json.data.total).toBeGreaterThanOrEqual(16)
    expect(json.data.list).toHaveLength(4)
    expect(json.data.list[0]).toEqual(expect.objectContaining({ answerId: expect.any(Number), qaType: expect.any(String), question: expect.any(String), summary: expect.any(String) }))
    const epr = await callGateway('vat/qaQuestion/searchlist', { query: { qaType: 'epr', pageSize: '50' } })
    expect(epr.json.data.list.length).toBeGreaterThan(2)
    for (const q of epr.json.data.list) expect(q.qaType).toBe('epr')
  })

  it('finds 德国包装法 written without spaces, the exact phrase first', async () => {
    const { json } = await callGateway('vat/qaQuestion/searchlist', { query: { keyword: '德国包装法' } })
    expect(json.data.list[0].question).toBe('德国包装法（VerpackG）要求卖家做什么？')
  })

  it('finds an entry whose text has the words apart (bigram cover): 包装法德国', async () => {
    const { json } = await callGateway('vat/qaQuestion/searchlist', { query: { keyword: '包装法德国' } })
    expect(json.data.list.map((q: Summary) => q.question)).toContain('德国包装法（VerpackG）要求卖家做什么？')
  })

  it('"VAT 注册" finds only entries with both terms', async () => {
    const { json } = await callGateway('vat/qaQuestion/searchlist', { query: { keyword: 'VAT 注册', pageSize: '50' } })
    expect(json.data.list.length).toBeGreaterThan(1)
    expect(json.data.list.map((q: Summary) => q.question)).toContain('英国VAT注册有门槛吗？多久申报一次？')
    for (const q of json.data.list as Summary[]) {
      const detail = (await callGateway(`vat/qaAnswerDetail/get/${q.answerId}`)).json.data
      const text = `${detail.question} ${detail.keywords} ${detail.plainText}`.toLowerCase()
      expect(text).toContain('vat')
      expect(text).toContain('注册')
    }
  })

  it('searches in English and within a type', async () => {
    const en = await callGateway('vat/qaQuestion/searchlist', { query: { keyword: 'packaging act' }, headers: EN })
    expect(en.json.data.list[0].question).toBe('What does the German Packaging Act (VerpackG) require of sellers?')
    const typed = await callGateway('vat/qaQuestion/searchlist', { query: { keyword: 'GPSR', qaType: 'platform' } })
    expect(typed.json.data.list.length).toBeGreaterThan(0)
    for (const q of typed.json.data.list) expect(q.qaType).toBe('platform')
  })

  it('rejects a page size above 50, an unknown type and a too long keyword', async () => {
    for (const query of [{ pageSize: '51' }, { qaType: 'tax' }, { keyword: 'x'.repeat(51) }] as Record<string, string>[]) {
      const { status } = await callGateway('vat/qaQuestion/searchlist', { query })
      expect(status, JSON.stringify(query)).toBe(400)
    }
  })

  it('serves the hb brand its own, rebranded entries', async () => {
    const lz = await allQuestions()
    const hb = await allQuestions(HB)
    expect(hb.length).toBe(lz.length)
    expect(hb.map((q) => q.answerId)).not.toEqual(lz.map((q) => q.answerId))
    const detail = (await callGateway(`vat/qaAnswerDetail/get/${hb[0]!.answerId}`, { headers: HB })).json.data
    expect(detail.answeredBy).toContain('港湾税务')
  })
})

describe('vat/qaAnswerDetail/get/{answerId}', () => {
  it('returns the answer as rich text and plain text, with related questions of its type', async () => {
    const target = (await allQuestions()).find((q) => q.qaType === 'epr')!
    const { status, json } = await callGateway(`vat/qaAnswerDetail/get/${target.answerId}`)
    expect(status).toBe(200)
    expect(json.data).toEqual(expect.objectContaining({ answerId: target.answerId, question: target.question, qaType: 'epr', plainText: expect.any(String), answeredBy: expect.any(String), keywords: expect.any(String) }))
    expect(json.data.answer.root.children.length).toBeGreaterThan(0)
    expect(json.data.related.length).toBeGreaterThan(0)
    for (const r of json.data.related) {
      expect(r.qaType).toBe('epr')
      expect(r.answerId).not.toBe(target.answerId)
    }
  })

  it('answers 404 for an unknown, malformed or other brand\'s answer id', async () => {
    const lzId = (await allQuestions())[0]!.answerId
    for (const [id, headers] of [['987654', {}], ['abc', {}], ['0', {}], [String(lzId), MDT]] as const) {
      const { status, json } = await callGateway(`vat/qaAnswerDetail/get/${id}`, { headers })
      expect(status, id).toBe(404)
      expect(json.code).toBe(404)
      expect(json.msg).toBeTruthy()
    }
  })
})

describe('editing through Payload', () => {
  it('changes the next answer, search included', async () => {
    const payload = await getPayload({ config })
    const target = (await allQuestions()).find((q) => q.qaType === 'other')!
    const original = await payload.findByID({ collection: 'qa-entries', id: target.answerId, locale: 'cn', depth: 0 })
    try {
      await payload.update({ collection: 'qa-entries', id: target.answerId, locale: 'cn', data: { question: '跨境卖家如何申请西班牙生产者登记？' } })
      const detail = await callGateway(`vat/qaAnswerDetail/get/${target.answerId}`)
      expect(detail.json.data.question).toBe('跨境卖家如何申请西班牙生产者登记？')
      // The derived search text follows the edit (the body stays searchable too).
      const found = await callGateway('vat/qaQuestion/searchlist', { query: { keyword: '西班牙生产者' } })
      expect(found.json.data.list.map((q: Summary) => q.answerId)).toContain(target.answerId)
      const body = await callGateway('vat/qaQuestion/searchlist', { query: { keyword: original.keywords!.split(',')[0]! } })
      expect(body.json.data.list.map((q: Summary) => q.answerId)).toContain(target.answerId)
      // Other locales keep their own text.
      const en = await callGateway(`vat/qaAnswerDetail/get/${target.answerId}`, { headers: EN })
      expect(en.json.data.question).not.toContain('西班牙')
    } finally {
      await payload.update({ collection: 'qa-entries', id: target.answerId, locale: 'cn', data: { question: original.question } })
    }
    const restored = await callGateway('vat/qaQuestion/searchlist', { query: { keyword: '西班牙生产者' } })
    expect(restored.json.data.list.map((q: Summary) => q.answerId)).not.toContain(target.answerId)
  })

  it('hides a disabled guide from lists, search and detail', async () => {
    const payload = await getPayload({ config })
    const list = (await callGateway('officialQuery/getOperationManual', { query: { pageSize: '50' } })).json.data.list as { id: number; title: string }[]
    const target = list.find((m) => m.title === '如何上传资料')!
    try {
      await payload.update({ collection: 'help-articles', id: target.id, data: { enabled: false } })
      expect((await callGateway('officialQuery/getOperationManual', { query: { id: String(target.id) } })).status).toBe(404)
      const search = await callGateway('officialQuery/queryArticleHandbook', { query: { keyword: '上传资料' } })
      expect(search.json.data.list.map((m: { id: number }) => m.id)).not.toContain(target.id)
    } finally {
      await payload.update({ collection: 'help-articles', id: target.id, data: { enabled: true } })
    }
    expect((await callGateway('officialQuery/getOperationManual', { query: { id: String(target.id) } })).status).toBe(200)
  })
})
