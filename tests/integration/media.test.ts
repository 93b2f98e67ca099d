import { getPayload } from 'payload'
import config from '@payload-config'
import { describe, expect, it } from 'vitest'
import { callGateway } from './helpers'

const HB = { platform: '10' }
const EN = { 'accept-language': 'en' }

async function lzBrandId() {
  const payload = await getPayload({ config })
  const { docs } = await payload.find({ collection: 'brands', where: { key: { equals: 'lz' } }, depth: 0, limit: 1 })
  return { payload, brandId: docs[0]!.id }
}

describe('officialQuery/getInformation', () => {
  it('lists published articles, pinned first then newest first, with paging totals', async () => {
    const { status, json } = await callGateway('officialQuery/getInformation')
    expect(status).toBe(200)
    expect(json.code).toBe(0)
    const { list, total, page, pageSize, pages } = json.data
    expect(total).toBeGreaterThanOrEqual(10)
    expect(page).toBe(1)
    expect(pageSize).toBe(9)
    expect(pages).toBe(Math.ceil(total / 9))
    expect(list).toHaveLength(9)
    expect(list[0]).toEqual(expect.objectContaining({ id: expect.any(Number), title: expect.any(String), summary: expect.any(String), category: expect.any(String), publishedAt: expect.any(String), author: expect.any(String) }))
    const pinned = list.filter((a: { featured: boolean }) => a.featured)
    expect(list.slice(0, pinned.length)).toEqual(pinned)
    const dates = list.slice(pinned.length).map((a: { publishedAt: string }) => a.publishedAt)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('pages without overlap and filters by category', async () => {
    const first = await callGateway('officialQuery/getInformation', { query: { pageSize: '5', page: '1' } })
    const second = await callGateway('officialQuery/getInformation', { query: { pageSize: '5', page: '2' } })
    const ids1 = first.json.data.list.map((a: { id: number }) => a.id)
    const ids2 = second.json.data.list.map((a: { id: number }) => a.id)
    expect(ids1).toHaveLength(5)
    expect(ids2.length).toBeGreaterThan(0)
    expect(ids1.filter((id: number) => ids2.includes(id))).toEqual([])

    for (const category of ['policy', 'platform', 'guide', 'company']) {
      const { json } = await callGateway('officialQuery/getInformation', { query: { category } })
      expect(json.data.total, category).toBeGreaterThan(0)
      expect(json.data.list.every((a: { category: string }) => a.category === category)).toBe(true)
    }
  })

  it('searches titles, summaries and keywords, in Chinese and English', async () => {
    const cn = await callGateway('officialQuery/getInformation', { query: { keyword: '包装法' } })
    expect(cn.json.data.total).toBeGreaterThan(0)
    expect(cn.json.data.list.some((a: { title: string }) => a.title.includes('包装法'))).toBe(true)
    const en = await callGateway('officialQuery/getInformation', { query: { keyword: 'LUCID' }, headers: EN })
    expect(en.json.data.list.some((a: { title: string }) => a.title.includes('LUCID'))).toBe(true)
    const none = await callGateway('officialQuery/getInformation', { query: { keyword: 'zzz-no-such-article' } })
    expect(none.json.data).toEqual(expect.objectContaining({ list: [], total: 0, pages: 1 }))
  })

  it('answers per language and per brand', async () => {
    const cn = await callGateway('officialQuery/getInformation')
    const en = await callGateway('officialQuery/getInformation', { headers: EN })
    expect(en.json.data.list[0].id).toBe(cn.json.data.list[0].id)
    expect(en.json.data.list[0].title).not.toBe(cn.json.data.list[0].title)
    const hb = await callGateway('officialQuery/getInformation', { query: { pageSize: '50' }, headers: HB })
    expect(hb.json.data.total).toBe(cn.json.data.total)
    expect(JSON.stringify(hb.json.data.list)).not.toContain('北辰')
  })

  it('rejects bad filters with 400 naming the field', async () => {
    for (const [query, field] of [
      [{ category: 'sports' }, 'category'],
      [{ pageSize: '51' }, 'pageSize'],
      [{ page: '0' }, 'page'],
      [{ keyword: 'x'.repeat(51) }, 'keyword'],
    ] as const) {
      const { status, json } = await callGateway('officialQuery/getInformation', { query })
      expect(status, field).toBe(400)
      expect(json.msg).toContain(field)
    }
  })
})

describe('officialQuery/getInformationInfo', () => {
  it('returns the article with rich text, previous/next by date and related items of its category', async () => {
    const list = await callGateway('officialQuery/getInformation', { query: { pageSize: '50' } })
    const byDate = [...list.json.data.list].sort((a: { publishedAt: string }, b: { publishedAt: string }) => b.publishedAt.localeCompare(a.publishedAt))
    const middle = byDate[3]
    const { status, json } = await callGateway('officialQuery/getInformationInfo', { query: { id: String(middle.id) } })
    expect(status).toBe(200)
    const article = json.data
    expect(article.title).toBe(middle.title)
    expect(article.content.root.children.length).toBeGreaterThan(3)
    expect(article.content.root.children.some((n: { type: string }) => n.type === 'heading')).toBe(true)
    expect(article.next.id).toBe(byDate[2].id)
    expect(article.previous.id).toBe(byDate[4].id)
    expect(article.related.length).toBeGreaterThan(0)
    expect(article.related.length).toBeLessThanOrEqual(3)
    for (const r of article.related) {
      expect(r.category).toBe(article.category)
      expect(r.id).not.toBe(article.id)
    }
    const newest = await callGateway('officialQuery/getInformationInfo', { query: { id: String(byDate[0].id) } })
    expect(newest.json.data.next).toBeNull()
  })

  it('answers 404 for an unknown or malformed id, and for another brand\'s article', async () => {
    for (const id of ['99999999', 'abc', '0']) {
      const { status, json } = await callGateway('officialQuery/getInformationInfo', { query: { id } })
      expect(status, id).toBe(404)
      expect(json.code).toBe(404)
      expect(json.msg).toBe('资讯不存在或已下线')
    }
    const lz = await callGateway('officialQuery/getInformation')
    const other = await callGateway('officialQuery/getInformationInfo', { query: { id: String(lz.json.data.list[0].id) }, headers: HB })
    expect(other.status).toBe(404)
    const missing = await callGateway('officialQuery/getInformationInfo')
    expect(missing.status).toBe(400)
  })

  it('never shows drafts: an unpublished article is neither listed nor readable', async () => {
    const { payload, brandId } = await lzBrandId()
    const before = await callGateway('officialQuery/getInformation')
    const draft = await payload.create({
      collection: 'articles',
      locale: 'cn',
      draft: true,
      data: {
        brand: brandId,
        title: '草稿：尚未发布的资讯',
        category: 'policy',
        summary: '这是一篇草稿。',
        content: { root: { type: 'root', children: [], direction: null, format: '', indent: 0, version: 1 } },
        publishedAt: new Date().toISOString(),
        featured: true,
        _status: 'draft',
      },
    })
    try {
      const after = await callGateway('officialQuery/getInformation')
      expect(after.json.data.total).toBe(before.json.data.total)
      expect(after.json.data.list.map((a: { id: number }) => a.id)).not.toContain(draft.id)
      const read = await callGateway('officialQuery/getInformationInfo', { query: { id: String(draft.id) } })
      expect(read.status).toBe(404)
    } finally {
      await payload.delete({ collection: 'articles', id: draft.id })
    }
  })
})

describe('officialQuery/getVideoCourse', () => {
  it('lists the enabled courses in editor order, with paging', async () => {
    const { status, json } = await callGateway('officialQuery/getVideoCourse')
    expect(status).toBe(200)
    const { list, total } = json.data
    expect(total).toBeGreaterThanOrEqual(6)
    expect(list[0]).toEqual(expect.objectContaining({ uid: expect.any(String), title: expect.any(String), summary: expect.any(String), src: expect.stringMatching(/^\/videos\/.+\.mp4$/) }))
    const sorts = list.map((c: { sort: number }) => c.sort)
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b))
    const page2 = await callGateway('officialQuery/getVideoCourse', { query: { page: '2', pageSize: '4' } })
    expect(page2.json.data.list.map((c: { uid: string }) => c.uid)).toEqual(list.slice(4, 8).map((c: { uid: string }) => c.uid))
  })

  it('returns one course by uid with its player options', async () => {
    const { status, json } = await callGateway('officialQuery/getVideoCourse', { query: { uid: 'uk-vat-registration' }, headers: EN })
    expect(status).toBe(200)
    const course = json.data
    expect(Object.keys(course.playerOptions).sort()).toEqual(['appID', 'autoplay', 'fileID', 'metaKeywords', 'src', 'summary', 'title'])
    expect(course.playerOptions).toEqual(expect.objectContaining({ title: 'UK VAT registration, step by step', autoplay: false, fileID: '', appID: '', src: '/videos/vat-course.mp4' }))
    expect(course.durationSeconds).toBe(30)
    const starts = course.chapters.map((c: { startSeconds: number }) => c.startSeconds)
    expect(starts).toEqual([0, 10, 20])
    expect(course.lecturer).toContain('VAT')
  })

  it('answers 404 for an unknown uid and hides disabled courses', async () => {
    const unknown = await callGateway('officialQuery/getVideoCourse', { query: { uid: 'no-such-course' } })
    expect(unknown.status).toBe(404)
    expect(unknown.json.msg).toBe('视频课程不存在或已下线')

    const { payload, brandId } = await lzBrandId()
    const hidden = await payload.create({ collection: 'video-courses', locale: 'cn', data: { brand: brandId, uid: 'hidden-course', title: '未上线课程', summary: '尚未上线。', enabled: false, sort: 0, videoUrl: '/videos/vat-course.mp4' } })
    try {
      const list = await callGateway('officialQuery/getVideoCourse')
      expect(list.json.data.list.map((c: { uid: string }) => c.uid)).not.toContain('hidden-course')
      expect((await callGateway('officialQuery/getVideoCourse', { query: { uid: 'hidden-course' } })).status).toBe(404)
    } finally {
      await payload.delete({ collection: 'video-courses', id: hidden.id })
    }
  })
})
