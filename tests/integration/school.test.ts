import { getPayload, type Payload } from 'payload'
import config from '@payload-config'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Article } from '@/payload-types'
import { callGateway } from './helpers'

/*
 * The corporate brand's knowledge centre through the gateway (/gateway/chtco/...). The
 * seeded articles may or may not be there, so the tests create their own (dated in 2030,
 * so they are the newest) and reason about what they add.
 */

const EN = { 'accept-language': 'en' }
const LZ = { platform: '15' }
const CATEGORIES = ['companyEncy', 'FinanceTaxEncy', 'industryInfo', 'trends'] as const

type Summary = { id: number; title: string; category: string; publishedAt: string; hot: boolean }

const paragraph = (text: string): Article['content'] => ({
  root: {
    type: 'root',
    direction: null,
    format: '',
    indent: 0,
    version: 1,
    children: [{ type: 'paragraph', direction: null, format: '', indent: 0, version: 1, textFormat: 0, children: [{ type: 'text', text, detail: 0, format: 0, mode: 'normal', style: '', version: 1 }] }],
  },
})

let payload: Payload
const created: number[] = []
/** The test's own articles, by name. */
const own: Record<string, number> = {}

async function brandId(key: string): Promise<number> {
  const { docs } = await payload.find({ collection: 'brands', where: { key: { equals: key } }, depth: 0, limit: 1 })
  return docs[0]!.id as number
}

async function article(brand: number, name: string, category: string, publishedAt: string, hot = false): Promise<number> {
  const doc = await payload.create({
    collection: 'articles',
    locale: 'cn',
    draft: false,
    data: {
      brand,
      title: `测试文章 ${name}`,
      category: category as 'trends',
      summary: `测试摘要 ${name}`,
      content: paragraph(`正文 ${name}`),
      publishedAt,
      hot,
      _status: 'published',
    },
  })
  await payload.update({ collection: 'articles', id: doc.id, locale: 'en', data: { title: `Test article ${name}`, summary: `Test summary ${name}`, content: paragraph(`Body ${name}`) } })
  created.push(doc.id as number)
  own[name] = doc.id as number
  return doc.id as number
}

beforeAll(async () => {
  payload = await getPayload({ config })
  const cht = await brandId('cht')
  const lz = await brandId('lz')
  // trends: two hot (older), three plain (newer), so the hot list must reorder them.
  await article(cht, 'hot-old', 'trends', '2030-01-01T08:00:00.000Z', true)
  await article(cht, 'hot-new', 'trends', '2030-01-05T08:00:00.000Z', true)
  await article(cht, 'plain-1', 'trends', '2030-01-10T08:00:00.000Z')
  await article(cht, 'plain-2', 'trends', '2030-01-11T08:00:00.000Z')
  await article(cht, 'plain-3', 'trends', '2030-01-12T08:00:00.000Z')
  // Between trends articles in time, but another category: never a trends neighbour.
  await article(cht, 'company', 'companyEncy', '2030-01-10T12:00:00.000Z')
  // A news article of the corporate brand (not in the knowledge centre) and another brand's school article.
  await article(cht, 'news', 'policy', '2030-01-10T13:00:00.000Z')
  await article(lz, 'lz-trends', 'trends', '2030-01-10T14:00:00.000Z', true)
})

afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'articles', id })
})

describe('chtco/officialMenuRelation/getList', () => {
  it('lists the four categories in order with names, list paths and article counts, in cn and en', async () => {
    const cn = await callGateway('chtco/officialMenuRelation/getList')
    expect(cn.status).toBe(200)
    expect(cn.json.code).toBe(0)
    expect(cn.json.data.map((c: { key: string }) => c.key)).toEqual(CATEGORIES)
    expect(cn.json.data.map((c: { name: string }) => c.name)).toEqual(['公司百科', '财税百科', '行业资讯', '政策动态'])
    expect(cn.json.data[3].path).toBe('/cht/xmsailSchool/trends')
    const en = await callGateway('chtco/officialMenuRelation/getList', { headers: EN })
    expect(en.json.data.map((c: { name: string }) => c.name)).toEqual(['Company basics', 'Tax and accounting basics', 'Industry news', 'Regulatory updates'])
    expect(en.json.data[0].path).toBe('/en/cht/xmsailSchool/companyEncy')
    for (const item of cn.json.data as { key: string; count: number }[]) {
      const list = await callGateway('chtco/officialArticle/showArticleList', { query: { type: item.key } })
      expect(item.count, item.key).toBe(list.json.data.total)
    }
    expect(cn.json.data.find((c: { key: string }) => c.key === 'trends').count).toBeGreaterThanOrEqual(5)
  })

  it('answers for the corporate brand whatever the platform header says', async () => {
    const asLz = await callGateway('chtco/officialMenuRelation/getList', { headers: LZ })
    const plain = await callGateway('chtco/officialMenuRelation/getList')
    expect(asLz.json.data).toEqual(plain.json.data)
  })
})

describe('chtco/officialArticle/showArticleList', () => {
  it('pages a category newest first with consistent totals', async () => {
    const { status, json } = await callGateway('chtco/officialArticle/showArticleList', { query: { type: 'trends', pageSize: '2' } })
    expect(status).toBe(200)
    const { list, total, page, pageSize, pages } = json.data
    expect(page).toBe(1)
    expect(pageSize).toBe(2)
    expect(pages).toBe(Math.ceil(total / 2))
    expect(list.map((a: Summary) => a.id)).toEqual([own['plain-3'], own['plain-2']])
    const second = await callGateway('chtco/officialArticle/showArticleList', { query: { type: 'trends', pageSize: '2', page: '2' } })
    expect(second.json.data.list.map((a: Summary) => a.id)).toEqual([own['plain-1'], own['hot-new']])
    const past = await callGateway('chtco/officialArticle/showArticleList', { query: { type: 'trends', pageSize: '2', page: String(pages + 1) } })
    expect(past.json.data).toEqual(expect.objectContaining({ list: [], total }))
  })

  it('lists every school category without a type, the default page size 9, and never news or another brand\'s articles', async () => {
    const { json } = await callGateway('chtco/officialArticle/showArticleList', { query: { pageSize: '50' } })
    expect(json.data.pageSize).toBe(50)
    const menu = await callGateway('chtco/officialMenuRelation/getList')
    expect(json.data.total).toBe(menu.json.data.reduce((sum: number, c: { count: number }) => sum + c.count, 0))
    const ids = json.data.list.map((a: Summary) => a.id)
    expect(ids).toContain(own.company)
    expect(ids).not.toContain(own.news)
    expect(ids).not.toContain(own['lz-trends'])
    expect(json.data.list.every((a: Summary) => (CATEGORIES as readonly string[]).includes(a.category))).toBe(true)
    const defaults = await callGateway('chtco/officialArticle/showArticleList')
    expect(defaults.json.data).toEqual(expect.objectContaining({ page: 1, pageSize: 9, pages: Math.ceil(json.data.total / 9) }))
    const en = await callGateway('chtco/officialArticle/showArticleList', { query: { type: 'trends' }, headers: EN })
    expect(en.json.data.list[0].title).toBe('Test article plain-3')
  })

  it('refuses bad input with 400 naming the field', async () => {
    for (const [query, field] of [
      [{ type: 'sports' }, 'type'],
      [{ type: 'policy' }, 'type'],
      [{ page: '0' }, 'page'],
      [{ page: 'abc' }, 'page'],
      [{ pageSize: '51' }, 'pageSize'],
    ] as const) {
      const { status, json } = await callGateway('chtco/officialArticle/showArticleList', { query })
      expect(status, JSON.stringify(query)).toBe(400)
      expect(json.code).toBe(400)
      expect(json.msg).toContain(field)
    }
  })
})

describe('chtco/officialArticle/getHotArticleByType', () => {
  it('puts hot articles first, newest first, then the newest others, up to the limit', async () => {
    const { status, json } = await callGateway('chtco/officialArticle/getHotArticleByType', { query: { type: 'trends', limit: '20' } })
    expect(status).toBe(200)
    const list = json.data as Summary[]
    const firstPlain = list.findIndex((a) => !a.hot)
    expect(list.slice(firstPlain === -1 ? list.length : firstPlain).every((a) => !a.hot)).toBe(true)
    const hot = list.filter((a) => a.hot)
    expect(hot.map((a) => a.publishedAt)).toEqual(hot.map((a) => a.publishedAt).sort().reverse())
    expect(hot[0]!.id).toBe(own['hot-new'])
    expect(hot[1]!.id).toBe(own['hot-old'])
    const plain = list.filter((a) => !a.hot)
    expect(plain[0]!.id).toBe(own['plain-3'])
    expect(list.map((a) => a.id)).not.toContain(own['lz-trends'])
    expect(list.every((a) => a.category === 'trends')).toBe(true)

    const fallback = await callGateway('chtco/officialArticle/getHotArticleByType', { query: { type: 'trends' } })
    expect(fallback.json.data).toHaveLength(Math.min(5, list.length))
    expect(fallback.json.data.map((a: Summary) => a.id)).toEqual(list.slice(0, 5).map((a) => a.id))
    const one = await callGateway('chtco/officialArticle/getHotArticleByType', { query: { type: 'trends', limit: '1' } })
    expect(one.json.data.map((a: Summary) => a.id)).toEqual([own['hot-new']])
  })

  it('refuses a missing or unknown type and a limit outside 1..20', async () => {
    for (const [query, field] of [
      [{}, 'type'],
      [{ type: 'news' }, 'type'],
      [{ type: 'trends', limit: '0' }, 'limit'],
      [{ type: 'trends', limit: '21' }, 'limit'],
    ] as const) {
      const { status, json } = await callGateway('chtco/officialArticle/getHotArticleByType', { query })
      expect(status, JSON.stringify(query)).toBe(400)
      expect(json.msg).toContain(field)
    }
  })
})

describe('chtco/officialArticle/showArticleDetailById', () => {
  it('returns the article with rich text, previous/next within its category and related articles of it', async () => {
    const { status, json } = await callGateway('chtco/officialArticle/showArticleDetailById', { query: { id: String(own['plain-1']) } })
    expect(status).toBe(200)
    const a = json.data
    expect(a.title).toBe('测试文章 plain-1')
    expect(a.category).toBe('trends')
    expect(a.content.root.children[0].children[0].text).toBe('正文 plain-1')
    // The companyEncy article dated between plain-1 and plain-2 is not a neighbour.
    expect(a.next.id).toBe(own['plain-2'])
    expect(a.previous.id).toBe(own['hot-new'])
    expect(a.related.length).toBeGreaterThan(0)
    for (const r of a.related) expect(r.category).toBe('trends')
    const newest = await callGateway('chtco/officialArticle/showArticleDetailById', { query: { id: String(own['plain-3']) }, headers: EN })
    expect(newest.json.data.title).toBe('Test article plain-3')
    expect(newest.json.data.next).toBeNull()
  })

  it('answers 404 in the request\'s language for an unknown id, a news article and another brand\'s article', async () => {
    // 30733812293 is past PostgreSQL's integer range: not found, not a database error.
    for (const id of ['99999999', '30733812293', String(own.news), String(own['lz-trends'])]) {
      const cn = await callGateway('chtco/officialArticle/showArticleDetailById', { query: { id } })
      expect(cn.status, id).toBe(404)
      expect(cn.json.code).toBe(404)
      expect(cn.json.msg).toBe('学堂文章不存在或已下线')
      const en = await callGateway('chtco/officialArticle/showArticleDetailById', { query: { id }, headers: EN })
      expect(en.json.msg).toBe('No such article in the knowledge centre')
    }
    // The other brand still reads its own article through its own calls.
    const lz = await callGateway('officialQuery/getInformationInfo', { query: { id: String(own['lz-trends']) }, headers: LZ })
    expect(lz.status).toBe(200)
  })

  it('refuses a malformed or missing id with 400', async () => {
    for (const query of [{ id: 'abc' }, { id: '0' }, { id: '1.5' }, {}] as Record<string, string>[]) {
      const { status, json } = await callGateway('chtco/officialArticle/showArticleDetailById', { query })
      expect(status, JSON.stringify(query)).toBe(400)
      expect(json.msg).toContain('id')
    }
  })
})

describe('official calls under chtco/', () => {
  it('answers officialQuery/getCommon for the corporate brand, whatever the platform header', async () => {
    const alias = await callGateway('chtco/officialQuery/getCommon', { headers: LZ })
    expect(alias.status).toBe(200)
    const cht = await callGateway('officialQuery/getCommon', { headers: { platform: '13' } })
    const lz = await callGateway('officialQuery/getCommon', { headers: LZ })
    expect(alias.json.data).toEqual(cht.json.data)
    expect(alias.json.data).not.toEqual(lz.json.data)
    expect(JSON.stringify(alias.json.data)).toContain('/cht/xmsailSchool')
  })

  it('keeps each call\'s method and input checks, and knows no other prefix', async () => {
    const bad = await callGateway('chtco/officialQuery/getCommon', { query: { lang: 'fr' } })
    expect(bad.status).toBe(400)
    const wrongMethod = await callGateway('chtco/officialQuery/getCommon', { method: 'POST', body: {} })
    expect(wrongMethod.status).toBe(405)
    const unknown = await callGateway('chtco/system/user/info')
    expect(unknown.status).toBe(404)
  })
})
