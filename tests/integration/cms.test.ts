import { getPayload } from 'payload'
import config from '@payload-config'
import { describe, expect, it } from 'vitest'
import { BRAND_KEYS } from '@/brands/registry'
import { prepareDatabase } from '@/cms/bootstrap'

describe('database and seed', () => {
  it('holds the eight brands, each with a published home page in every language it publishes', async () => {
    const payload = await getPayload({ config })
    const { docs } = await payload.find({ collection: 'brands', limit: 20, depth: 0 })
    expect(docs.map((d) => d.key).sort()).toEqual([...BRAND_KEYS].sort())
    for (const brand of docs) {
      for (const locale of brand.publishedLocales ?? []) {
        const pages = await payload.find({ collection: 'pages', locale: locale as 'cn', where: { and: [{ brand: { equals: brand.id } }, { slug: { equals: 'homes' } }] }, depth: 0 })
        expect(pages.docs[0]?.title, `${brand.key}/${locale}`).toBeTruthy()
      }
    }
  })

  it('stores localized texts per locale', async () => {
    const payload = await getPayload({ config })
    const cn = await payload.find({ collection: 'brands', where: { key: { equals: 'lz' } }, locale: 'cn' })
    const en = await payload.find({ collection: 'brands', where: { key: { equals: 'lz' } }, locale: 'en' })
    expect(cn.docs[0]?.name).toBe('北辰合规')
    expect(en.docs[0]?.name).toBe('Northstar Compliance')
  })

  it('is idempotent: preparing again applies nothing and does not seed twice', async () => {
    const payload = await getPayload({ config })
    const before = await payload.count({ collection: 'navigation-entries' })
    const result = await prepareDatabase(payload)
    expect(result.seeded).toBe(false)
    expect((await payload.count({ collection: 'navigation-entries' })).totalDocs).toBe(before.totalDocs)
  })
})

describe('brand-limited editors', () => {
  it('lets the Meridian IP editor change only Meridian IP content', async () => {
    const payload = await getPayload({ config })
    const editor = (await payload.find({ collection: 'users', where: { email: { equals: 'editor.mdt@example.com' } } })).docs[0]!
    const user = { ...editor, collection: 'users' as const }
    const mdtEntry = (await payload.find({ collection: 'navigation-entries', where: { 'brand.key': { equals: 'mdt' } }, limit: 1 })).docs[0]!
    const lzEntry = (await payload.find({ collection: 'navigation-entries', where: { 'brand.key': { equals: 'lz' } }, limit: 1 })).docs[0]!

    const updated = await payload.update({ collection: 'navigation-entries', id: mdtEntry.id, data: { sort: mdtEntry.sort ?? 0 }, user, overrideAccess: false })
    expect(updated.id).toBe(mdtEntry.id)

    await expect(payload.update({ collection: 'navigation-entries', id: lzEntry.id, data: { label: 'hijacked' }, user, overrideAccess: false })).rejects.toThrow()
    const visible = await payload.find({ collection: 'navigation-entries', user, overrideAccess: false, limit: 500, depth: 1 })
    expect(visible.docs.every((d) => typeof d.brand === 'object' && d.brand.key === 'mdt')).toBe(true)

    const lzBrand = (await payload.find({ collection: 'brands', where: { key: { equals: 'lz' } } })).docs[0]!
    await expect(
      payload.create({ collection: 'navigation-entries', data: { brand: lzBrand.id, group: 'pcnav', label: 'x' }, user, overrideAccess: false }),
    ).rejects.toThrow()
  })
})
