import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { markdownToLexical } from '@/lib/rich-text/lexical'
import { getPage, loadDraftPage, loadPage } from '@/services/content/pages'
import { authorizePreview } from '@/services/content/preview'
import { previewQuerySchema } from '@/services/content/preview-query'
import { getArticle, loadDraftArticleBody } from '@/services/news'
import { payloadClient } from '@/services/payload'

/**
 * The editor's draft preview against the real database: who may turn it on (the preview
 * route's decision), and what the loaders read. Fixtures belong to the hb brand, carry a
 * run tag in their slugs and titles, and are removed afterwards. Draft mode itself (the
 * cookie, the banner) needs a Next server: tests/e2e/preview.spec.ts.
 */

const tag = Date.now().toString(36)
const password = 'preview-staff-2026'
let payload: Payload
let hb: number
let mdt: number
const ids = {} as Record<'published' | 'unpublished' | 'article' | 'draftArticle', number>
const created: { collection: 'pages' | 'articles' | 'users'; id: number }[] = []
const tokens = {} as Record<'admin' | 'hbEditor' | 'mdtEditor', string>

const slug = (name: string) => `preview-${name}-${tag}`
const cookie = (token?: string) => new Headers(token ? { cookie: `payload-token=${token}` } : {})

beforeAll(async () => {
  payload = await payloadClient()
  const brand = async (key: string) => (await payload.find({ collection: 'brands', where: { key: { equals: key } }, depth: 0, limit: 1 })).docs[0]!.id
  hb = await brand('hb')
  mdt = await brand('mdt')

  // A published page, then a saved (not published) change of its title.
  const page = await payload.create({ collection: 'pages', locale: 'cn', data: { brand: hb, slug: slug('page'), title: `已发布 ${tag}`, _status: 'published' } as never, depth: 0 })
  ids.published = page.id
  created.push({ collection: 'pages', id: page.id })
  await payload.update({ collection: 'pages', id: page.id, locale: 'cn', draft: true, data: { title: `草稿 ${tag}`, _status: 'draft' } as never, depth: 0 })

  // A page never published.
  const unpublished = await payload.create({ collection: 'pages', locale: 'cn', draft: true, data: { brand: hb, slug: slug('new'), title: `新页面 ${tag}`, _status: 'draft' } as never, depth: 0 })
  ids.unpublished = unpublished.id
  created.push({ collection: 'pages', id: unpublished.id })

  const articleData = { brand: hb, category: 'policy', summary: `摘要 ${tag}`, content: markdownToLexical('正文'), publishedAt: new Date().toISOString() }
  const article = await payload.create({ collection: 'articles', locale: 'cn', data: { ...articleData, title: `已发布文章 ${tag}`, _status: 'published' } as never, depth: 0 })
  ids.article = article.id
  created.push({ collection: 'articles', id: article.id })
  await payload.update({ collection: 'articles', id: article.id, locale: 'cn', draft: true, data: { title: `文章草稿 ${tag}`, _status: 'draft' } as never, depth: 0 })
  const draftArticle = await payload.create({ collection: 'articles', locale: 'cn', draft: true, data: { ...articleData, title: `未发布文章 ${tag}`, _status: 'draft' } as never, depth: 0 })
  ids.draftArticle = draftArticle.id
  created.push({ collection: 'articles', id: draftArticle.id })

  const staff = async (who: keyof typeof tokens, role: 'admin' | 'editor', brands: number[]) => {
    const email = `preview-route-${who}-${tag}@example.com`
    const user = await payload.create({ collection: 'users', data: { email, password, name: who, role, brands } as never, depth: 0 })
    created.push({ collection: 'users', id: user.id as number })
    tokens[who] = (await payload.login({ collection: 'users', data: { email, password } })).token!
  }
  await staff('admin', 'admin', [])
  await staff('hbEditor', 'editor', [hb])
  await staff('mdtEditor', 'editor', [mdt])
})

afterAll(async () => {
  for (const { collection, id } of created.reverse()) await payload.delete({ collection, id }).catch(() => undefined)
})

describe('the page loaders', () => {
  it('give visitors the published page, never the saved draft', async () => {
    expect((await loadPage('hb', 'cn', slug('page')))?.title).toBe(`已发布 ${tag}`)
    // Outside draft mode (here: outside any Next request) getPage is the published, cached read.
    expect((await getPage('hb', 'cn', slug('page')))?.title).toBe(`已发布 ${tag}`)
    expect(await loadPage('hb', 'cn', slug('new'))).toBeNull()
    expect(await getPage('hb', 'cn', slug('new'))).toBeNull()
  })

  it('give the preview the latest draft, also of a page never published', async () => {
    expect((await loadDraftPage('hb', 'cn', slug('page')))?.title).toBe(`草稿 ${tag}`)
    expect((await loadDraftPage('hb', 'cn', slug('new')))?.title).toBe(`新页面 ${tag}`)
  })

  it('keep a brand’s drafts to its own pages', async () => {
    expect(await loadDraftPage('mdt', 'cn', slug('page'))).toBeNull()
  })
})

describe('the article loaders', () => {
  it('give visitors the published article and the preview its draft', async () => {
    expect((await getArticle('hb', 'cn', ids.article))?.title).toBe(`已发布文章 ${tag}`)
    expect(await getArticle('hb', 'cn', ids.draftArticle)).toBeNull()
    expect((await loadDraftArticleBody('hb', 'cn', ids.article))?.title).toBe(`文章草稿 ${tag}`)
    expect((await loadDraftArticleBody('hb', 'cn', ids.draftArticle))?.title).toBe(`未发布文章 ${tag}`)
    expect(await loadDraftArticleBody('mdt', 'cn', ids.article)).toBeNull()
  })
})

describe('turning the preview on', () => {
  const query = (collection: 'pages' | 'articles', id: number, path = '/hb/x') => previewQuerySchema.parse({ collection, id: String(id), path })

  it('refuses a visitor without a CMS session with 401', async () => {
    expect(await authorizePreview(query('pages', ids.published), cookie())).toEqual({ ok: false, status: 401, reason: 'signedOut' })
    expect(await authorizePreview(query('pages', ids.published), cookie('not-a-token'))).toMatchObject({ ok: false, status: 401 })
  })

  it('lets an administrator and the brand’s editor preview, and sends them to the path', async () => {
    expect(await authorizePreview(query('pages', ids.published, `/hb/${slug('page')}`), cookie(tokens.admin))).toEqual({ ok: true, path: `/hb/${slug('page')}` })
    expect(await authorizePreview(query('pages', ids.unpublished), cookie(tokens.hbEditor))).toMatchObject({ ok: true })
    expect(await authorizePreview(query('articles', ids.draftArticle, `/hb/newsDetail/${ids.draftArticle}`), cookie(tokens.hbEditor))).toEqual({ ok: true, path: `/hb/newsDetail/${ids.draftArticle}` })
  })

  it('refuses an editor of another brand with 403 and an unknown document with 404', async () => {
    expect(await authorizePreview(query('pages', ids.published), cookie(tokens.mdtEditor))).toEqual({ ok: false, status: 403, reason: 'forbidden' })
    expect(await authorizePreview(query('articles', ids.article), cookie(tokens.mdtEditor))).toMatchObject({ ok: false, status: 403 })
    expect(await authorizePreview(query('pages', 2147483000), cookie(tokens.admin))).toEqual({ ok: false, status: 404, reason: 'notFound' })
  })
})
