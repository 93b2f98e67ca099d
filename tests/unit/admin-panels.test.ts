import { renderToStaticMarkup } from 'react-dom/server'
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import { BrandCell } from '@/cms/admin/BrandCell'
import { Dashboard } from '@/cms/admin/Dashboard'
import { NavigationTree } from '@/cms/admin/NavigationTree'
import { ADMIN_TEXTS } from '@/cms/admin/texts'

/**
 * The admin's own panels (dashboard above the collection cards, navigation tree above the
 * navigation list) rendered against a stand-in local API: every read runs as the signed-in
 * user, and the markup is what the editor reads, in the admin language.
 */

type Call = { op: string; collection: string; overrideAccess?: boolean; user?: unknown; where?: unknown; locale?: unknown }

const BRANDS = [
  { id: 1, key: 'lz', name: '北辰合规', title: '北辰合规 · lz' },
  { id: 2, key: 'mdt', name: '子午知识产权', title: '子午知识产权 · mdt' },
]

const ENTRIES = [
  { id: 10, label: '首页', group: 'pcnav', sort: 10, enabled: true, parent: null, brand: 2 },
  { id: 11, label: '知识产权服务', group: 'pcnav', sort: 20, enabled: true, parent: null, brand: 2 },
  { id: 12, label: '商标', group: 'pcnav', sort: 1, enabled: false, parent: 11, brand: 2 },
  { id: 13, label: '在线客服', group: 'suspended', sort: 1, enabled: true, parent: null, brand: 2 },
]

function fakePayload(calls: Call[], counts: Record<string, number> = {}): Payload {
  const record = (op: string, args: Call) => calls.push({ op, collection: args.collection, overrideAccess: args.overrideAccess, user: args.user, where: args.where, locale: args.locale })
  const api = {
    config: { routes: { admin: '/admin' } },
    find: async (args: Call) => {
      record('find', args)
      if (args.collection === 'brands') {
        const ids = (args.where as { id?: { in?: number[] } } | undefined)?.id?.in
        return { docs: ids ? BRANDS.filter((b) => ids.includes(b.id)) : BRANDS }
      }
      if (args.collection === 'navigation-entries') return { docs: ENTRIES }
      return { docs: [] }
    },
    count: async (args: Call) => (record('count', args), { totalDocs: counts[args.collection] ?? 0 }),
    countVersions: async (args: Call) => (record('countVersions', args), { totalDocs: counts[`${args.collection}:drafts`] ?? 0 }),
  }
  return api as unknown as Payload
}

const EDITOR = { id: 5, collection: 'users', email: 'editor.mdt@example.com', name: 'Meridian IP editor', role: 'editor', brands: [2] }
const ADMIN = { id: 1, collection: 'users', email: 'admin@example.com', name: 'Site administrator', role: 'admin', brands: [] }

const zh = { language: 'zh' }
const en = { language: 'en' }

async function render(element: Promise<React.ReactElement | null>): Promise<string> {
  const resolved = await element
  return resolved ? renderToStaticMarkup(resolved) : ''
}

describe('Dashboard', () => {
  it('greets the editor, counts what waits in their own brands only, all as the user', async () => {
    const calls: Call[] = []
    const payload = fakePayload(calls, { 'contact-messages': 3, 'trademark-requests': 2, 'pages:drafts': 1 })
    const html = await render(Dashboard({ payload, user: EDITOR, i18n: zh, locale: { code: 'cn' } } as never))
    expect(html).toContain('欢迎，Meridian IP editor')
    expect(html).toContain('角色：品牌编辑')
    expect(html).toContain('子午知识产权')
    expect(html).not.toContain('北辰合规')
    expect(html).toContain('<table')
    expect(html).toContain('<th scope="col"')
    expect(html).toContain('aria-label="子午知识产权：待处理留言 3 条"')
    expect(html).toContain('href="/admin/collections/contact-messages?where[brand][equals]=2&amp;where[status][equals]=new"')
    expect(html).toContain('href="/admin/collections/trademark-requests?where[brand][equals]=mdt&amp;where[status][in]=new%2CinProgress"')
    for (const label of Object.values(ADMIN_TEXTS.zh.dashboard.links)) expect(html).toContain(`>${label}</a>`)
    expect(html).toContain('href="/admin/collections/navigation-entries"')
    // Every read runs as the signed-in user, with access applied.
    expect(calls.length).toBeGreaterThan(0)
    expect(calls.every((c) => c.overrideAccess === false && c.user === EDITOR)).toBe(true)
    expect(calls.find((c) => c.collection === 'brands')?.where).toEqual({ id: { in: [2] } })
    expect(calls.map((c) => `${c.op}:${c.collection}`).sort()).toEqual(['count:contact-messages', 'count:trademark-requests', 'countVersions:pages', 'find:brands'])
  })

  it('shows every brand to an administrator, in English when the admin is English', async () => {
    const calls: Call[] = []
    const html = await render(Dashboard({ payload: fakePayload(calls), user: ADMIN, i18n: en, locale: { code: 'cn' } } as never))
    expect(html).toContain('Welcome, Site administrator')
    expect(html).toContain('Role: Administrator')
    expect(html).toContain('北辰合规')
    expect(html).toContain('子午知识产权')
    expect(html).toContain('>Navigation (tree)</a>')
    expect(calls.find((c) => c.collection === 'brands')?.where).toBeUndefined()
  })

  it('tells an editor without brands to ask an administrator', async () => {
    const html = await render(Dashboard({ payload: fakePayload([]), user: { ...EDITOR, brands: [] }, i18n: zh, locale: { code: 'cn' } } as never))
    expect(html).toContain(ADMIN_TEXTS.zh.dashboard.noBrands)
    expect(html).not.toContain('<table')
  })

  it('renders nothing without a user', async () => {
    expect(await render(Dashboard({ payload: fakePayload([]), user: undefined, i18n: zh } as never))).toBe('')
  })
})

describe('NavigationTree', () => {
  it('nests the readable entries per brand and place with links, sort numbers and a disabled marker', async () => {
    const calls: Call[] = []
    const html = await render(NavigationTree({ payload: fakePayload(calls), user: EDITOR, i18n: zh, locale: { code: 'cn' } } as never))
    expect(html).toContain('<h2 id="navigation-tree-heading">导航结构</h2>')
    // Only the brand that has entries, open because it is the only one.
    expect(html).toContain('<details')
    expect(html).toContain('open=""')
    expect(html).toContain('子午知识产权 (mdt)')
    expect(html).not.toContain('北辰合规')
    expect(html).toContain('<h3>顶部导航</h3>')
    expect(html).toContain('<h3>侧边悬浮栏</h3>')
    expect(html.indexOf('顶部导航')).toBeLessThan(html.indexOf('侧边悬浮栏'))
    expect(html).toContain('<a href="/admin/collections/navigation-entries/12">商标</a>')
    expect(html).toContain('排序 20')
    expect(html).toContain('已停用')
    // The child sits in a list inside its parent's item.
    expect(html).toMatch(/知识产权服务<\/a>.*?<ul[^>]*><li><a href="\/admin\/collections\/navigation-entries\/12">/)
    expect(calls.every((c) => c.overrideAccess === false && c.user === EDITOR && c.locale === 'cn')).toBe(true)
  })

  it('speaks English in the English admin and renders nothing without a user', async () => {
    const html = await render(NavigationTree({ payload: fakePayload([]), user: EDITOR, i18n: en, locale: { code: 'en' } } as never))
    expect(html).toContain('Navigation structure')
    expect(html).toContain('Header navigation')
    expect(html).toContain('disabled')
    expect(await render(NavigationTree({ payload: fakePayload([]), user: undefined, i18n: zh } as never))).toBe('')
  })
})

describe('BrandCell', () => {
  it("writes the brand's stored title for an id or a populated brand, and the id for an unknown one", async () => {
    const calls: Call[] = []
    const payload = fakePayload(calls)
    expect(await render(BrandCell({ cellData: 2, payload } as never))).toBe('<span>子午知识产权 · mdt</span>')
    expect(await render(BrandCell({ cellData: { id: 1 }, payload } as never))).toBe('<span>北辰合规 · lz</span>')
    expect(await render(BrandCell({ cellData: 99, payload } as never))).toBe('<span>ID: 99</span>')
    expect(await render(BrandCell({ cellData: null, payload } as never))).toBe('')
    expect(calls.every((c) => c.collection === 'brands')).toBe(true)
  })
})
