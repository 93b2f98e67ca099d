import { getPayload, type Payload } from 'payload'
import config from '@payload-config'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Dashboard } from '@/cms/admin/Dashboard'
import { NavigationTree } from '@/cms/admin/NavigationTree'

/**
 * The admin for brand editors against the seeded database: the brands' stored title, the
 * navigation parent rule and child list, and the dashboard and navigation tree rendered as
 * the Meridian IP editor (whose reads access limits to mdt).
 */

async function mdtEditor(payload: Payload) {
  const editor = (await payload.find({ collection: 'users', where: { email: { equals: 'editor.mdt@example.com' } }, depth: 0 })).docs[0]!
  return { ...editor, collection: 'users' as const }
}

async function brandByKey(payload: Payload, key: string) {
  return (await payload.find({ collection: 'brands', where: { key: { equals: key } }, depth: 0, locale: 'cn' })).docs[0]!
}

describe('brand title', () => {
  it('every seeded brand carries "<Chinese name> · <key>", whatever language it was created in', async () => {
    const payload = await getPayload({ config })
    const { docs } = await payload.find({ collection: 'brands', locale: 'cn', depth: 0, pagination: false })
    for (const brand of docs) expect(brand.title, brand.key).toBe(`${brand.name} · ${brand.key}`)
  })

  it('follows the Chinese name and ignores a save in another language', async () => {
    const payload = await getPayload({ config })
    const brand = await brandByKey(payload, 'ob')
    const context = { disableRevalidate: true }
    try {
      // Saving the English name (unchanged) must not put it in the title.
      const englishName = (await payload.findByID({ collection: 'brands', id: brand.id, locale: 'en', depth: 0 })).name
      const en = await payload.update({ collection: 'brands', id: brand.id, locale: 'en', data: { name: englishName }, context })
      expect(en.title).toBe(brand.title)
      // The save stayed in English: the Chinese name is untouched.
      expect((await brandByKey(payload, 'ob')).name).toBe(brand.name)
      const renamed = await payload.update({ collection: 'brands', id: brand.id, locale: 'cn', data: { name: '轨道税务（测试）' }, context })
      expect(renamed.title).toBe('轨道税务（测试） · ob')
    } finally {
      await payload.update({ collection: 'brands', id: brand.id, locale: 'cn', data: { name: brand.name }, context })
    }
    expect((await brandByKey(payload, 'ob')).title).toBe(brand.title)
  })
})

describe('navigation parent and children', () => {
  it('accepts a parent of the same brand and place only, never the entry itself', async () => {
    const payload = await getPayload({ config })
    const user = await mdtEditor(payload)
    const mdt = await brandByKey(payload, 'mdt')
    const entries = (await payload.find({ collection: 'navigation-entries', where: { brand: { equals: mdt.id } }, depth: 0, pagination: false, joins: false })).docs
    const header = entries.filter((e) => e.group === 'pcnav' && !e.parent)
    const child = entries.find((e) => e.group === 'pcnav' && e.parent)!
    const panel = entries.find((e) => e.group === 'suspended')!
    const lzEntry = (await payload.find({ collection: 'navigation-entries', where: { and: [{ 'brand.key': { equals: 'lz' } }, { group: { equals: 'pcnav' } }] }, limit: 1, depth: 0 })).docs[0]!
    const context = { disableRevalidate: true }
    const setParent = (id: number, parent: number) => payload.update({ collection: 'navigation-entries', id, data: { parent }, depth: 0, user, overrideAccess: false, context })

    await expect(setParent(child.id, child.id)).rejects.toThrow()
    await expect(setParent(child.id, panel.id)).rejects.toThrow()
    await expect(payload.update({ collection: 'navigation-entries', id: child.id, data: { parent: lzEntry.id }, context })).rejects.toThrow()
    const other = header.find((e) => e.id !== (typeof child.parent === 'object' ? child.parent?.id : child.parent))!
    try {
      expect((await setParent(child.id, other.id)).parent).toBe(other.id)
    } finally {
      await payload.update({ collection: 'navigation-entries', id: child.id, data: { parent: typeof child.parent === 'object' ? child.parent!.id : child.parent! }, context })
    }
  })

  it("lists a parent's children in sort order", async () => {
    const payload = await getPayload({ config })
    const child = (await payload.find({ collection: 'navigation-entries', where: { and: [{ 'brand.key': { equals: 'mdt' } }, { parent: { exists: true } }] }, limit: 1, depth: 0 })).docs[0]!
    const parentId = typeof child.parent === 'object' ? child.parent!.id : child.parent!
    const parent = await payload.findByID({ collection: 'navigation-entries', id: parentId, depth: 1 })
    const children = (parent.children?.docs ?? []).map((d) => (typeof d === 'object' ? d : null)).filter((d) => d !== null)
    expect(children.map((d) => d.id)).toContain(child.id)
    const sorts = children.map((d) => d.sort ?? 0)
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b))
  })
})

describe('admin panels as the Meridian IP editor', () => {
  it('the dashboard counts what waits in mdt, as the editor sees it', async () => {
    const payload = await getPayload({ config })
    const user = await mdtEditor(payload)
    const asUser = { user, overrideAccess: false } as const
    const messages = (await payload.count({ collection: 'contact-messages', where: { status: { equals: 'new' } }, ...asUser })).totalDocs
    const requests = (await payload.count({ collection: 'trademark-requests', where: { status: { in: ['new', 'inProgress'] } }, ...asUser })).totalDocs
    const html = renderToStaticMarkup((await Dashboard({ payload, user, i18n: { language: 'zh' }, locale: { code: 'cn' } } as never))!)
    expect(html).toContain('欢迎，Meridian IP editor')
    expect(html).toContain(`子午知识产权：待处理留言 ${messages} 条`)
    expect(html).toContain(`子午知识产权：未完成的人工检索申请 ${requests} 条`)
    expect(html).toMatch(/子午知识产权：未发布修改的页面 \d+ 条/)
    expect(html).not.toContain('北辰合规')
  })

  it('the navigation tree holds mdt only, with every readable entry once', async () => {
    const payload = await getPayload({ config })
    const user = await mdtEditor(payload)
    const html = renderToStaticMarkup((await NavigationTree({ payload, user, i18n: { language: 'zh' }, locale: { code: 'cn' } } as never))!)
    expect(html.match(/<details/g)).toHaveLength(1)
    expect(html).toContain('data-brand="mdt"')
    const count = (await payload.count({ collection: 'navigation-entries', user, overrideAccess: false })).totalDocs
    expect(html.match(/href="\/admin\/collections\/navigation-entries\/\d+"/g)).toHaveLength(count)
  })
})
