import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import QRCode from 'qrcode'
import { AccountButtons, AccountMenu } from '@/components/header/AccountButtons'
import { DrawnInBrowser } from '@/components/ui/DrawnInBrowser'
import { DesktopNav } from '@/components/header/DesktopNav'
import { NavLinkTree } from '@/components/header/NavLinkTree'
import { ProductSearch } from '@/components/header/ProductSearch'
import type { NavItem } from '@/components/header/types'
import { qrData } from '@/components/layout/qr-data'
import { packModules, qrPath } from '@/components/layout/qr-path'
import { QrDrawing, QrSvg } from '@/components/layout/QrSvg'
import { SidePanel, type PanelTile } from '@/components/layout/SidePanel'

const texts = { label: '搜索产品与服务', placeholder: '搜索', hot: '热门搜索', noResults: '没有找到相关结果', allProducts: '查看全部产品' }
const search = (siteSearchHref?: string | null) =>
  renderToStaticMarkup(createElement(ProductSearch, { brand: 'lz', locale: 'cn', allProductsHref: '/services', texts, siteSearchHref, variant: 'menu' }))

describe('Enter in the header search opens the site search for the text', () => {
  it('is a search form sending the text as keyword to the site search page', () => {
    const html = search('/systemSearch')
    expect(html).toMatch(/<form[^>]*role="search"[^>]*action="\/systemSearch"[^>]*method="get"/)
    expect(html).toMatch(/<input[^>]*name="keyword"/)
  })

  it('stays a plain box on a brand without a site search page', () => {
    const html = search(null)
    expect(html).not.toContain('<form')
    expect(html).not.toContain('name="keyword"')
  })
})

describe('the phone menu has the log-in and register links', () => {
  const accountTexts = { login: '登录', register: '免费注册', logout: '退出', workbench: '进入工作台', loggedOut: '已退出' }
  it('lists both links to the workbench pages, in the page language', () => {
    const menu = { user: null, workbenchUrl: null, query: '', onLogout: () => {} }
    const html = renderToStaticMarkup(createElement(AccountMenu, { ...menu, brand: 'lz', locale: 'cn', texts: accountTexts }))
    expect(html).toContain('data-account-menu')
    const login = /<a href="\/workbench\/login\?pointType=logins&amp;intoWay=wwwNavGuide"[^>]*>登录<\/a>/.exec(html)?.[0]
    expect(login).toBeDefined()
    // Shown in the menu at every width the menu has: the bar hides its log-in link on phones, the menu must not.
    expect(login).not.toMatch(/class="[^"]*\bhidden\b/)
    expect(html).toMatch(/<a href="\/workbench\/register\?pointType=registers&amp;intoWay=wwwNavGuide"[^>]*>免费注册<\/a>/)
    const en = renderToStaticMarkup(createElement(AccountMenu, { ...menu, brand: 'lz', locale: 'en', texts: { ...accountTexts, login: 'Log in' } }))
    expect(en).toMatch(/href="\/en\/workbench\/login\?[^"]*"[^>]*>Log in</)
  })

  it('leaves the menu copies out of the HTML: the browser draws them', () => {
    const menu = createElement(AccountButtons, { brand: 'lz', locale: 'cn', workbenchUrl: null, texts: accountTexts, variant: 'menu' })
    expect(renderToStaticMarkup(menu)).toContain('data-account-menu')
    expect(renderToStaticMarkup(createElement(DrawnInBrowser, null, menu))).toBe('')
  })

  it('keeps the bar as it was: the log-in link hidden on phones, where the menu carries it', () => {
    const html = renderToStaticMarkup(createElement(AccountButtons, { brand: 'lz', locale: 'cn', workbenchUrl: null, texts: accountTexts }))
    expect(html).toMatch(/class="[^"]*hidden[^"]*sm:inline-block[^"]*"[^>]*>登录</)
  })
})

describe('the header carries its menus as data and renders a panel once it opens', () => {
  const items: NavItem[] = [
    { id: '1', label: '首页', href: '/lz/homes', track: 'header:nav_home' },
    {
      id: '2',
      label: '合规服务',
      href: '#',
      track: 'header:nav_services',
      mega: [
        { label: 'VAT税务', href: '/lz/VAT', track: 'header:nav_services_vat', items: [{ label: 'VAT计算器', href: '/lz/calculate', track: 'header:VAT计算器', description: '按国家税率估算', icon: 'calculator' }] },
        { label: '环保合规', href: '', track: '', items: [{ label: '欧盟税号验证', href: 'https://ec.europa.eu/taxation_customs/vies/', track: 'header:欧盟税号验证' }] },
      ],
    },
    { id: '7', label: '免费工具', href: '#', track: 'header:nav_tools', children: [{ label: '商标查询', href: '/lz/search', track: 'header:nav_tools_trademark' }] },
  ]
  const navTexts = { label: '主导航', newTab: '（新标签页）', toggleLabel: '展开菜单', more: '更多', megaGroups: '分类' }

  it('server-renders the top-level links and toggles, each toggle naming a hidden, empty panel', () => {
    const html = renderToStaticMarkup(createElement(DesktopNav, { items, texts: navTexts }))
    expect(html).toMatch(/<a class="nav-top" data-track="header:nav_home" href="\/lz\/homes">首页<\/a>/)
    for (const id of ['menu-2', 'menu-7']) {
      expect(html).toContain(`aria-controls="${id}"`)
      expect(html).toMatch(new RegExp(`<(div|ul) id="${id}" hidden=""></(div|ul)>`))
    }
    expect(html).toContain('aria-label="展开菜单 合规服务"')
    expect(html).toContain('aria-expanded="false"')
    // The links under the items are not in the desktop menus until one opens.
    expect(html).not.toContain('/lz/search')
    expect(html).not.toContain('/lz/calculate')
  })

  it('lists every link under every item in the phone menu, with its track and a new-tab note for http links', () => {
    const html = renderToStaticMarkup(createElement(NavLinkTree, { items, newTab: '（新标签页）' }))
    for (const [href, track] of [
      ['/lz/homes', 'header:nav_home'],
      ['/lz/VAT', 'header:nav_services_vat'],
      ['/lz/calculate', 'header:VAT计算器'],
      ['/lz/search', 'header:nav_tools_trademark'],
    ])
      expect(html).toMatch(new RegExp(`data-track="${track}" href="${href}"`))
    // A group without a page lists its items only.
    expect(html).not.toContain('>环保合规<')
    expect(html).toMatch(/href="https:\/\/ec\.europa\.eu\/taxation_customs\/vies\/" target="_blank" rel="noopener noreferrer" data-track="header:欧盟税号验证">欧盟税号验证<span class="sr-only">（新标签页）<\/span>/)
  })

  it('renders the search list only while it is open; closed, aria-controls still names an element', () => {
    const html = renderToStaticMarkup(createElement(ProductSearch, { brand: 'lz', locale: 'cn', allProductsHref: '/services', texts, siteSearchHref: '/systemSearch' }))
    const controls = /aria-controls="([^"]+)"/.exec(html)?.[1]
    expect(controls).toBeTruthy()
    expect(html).toContain(`<div id="${controls}" hidden=""></div>`)
    expect(html).not.toContain('role="option"')
  })
})

describe('the floating panel carries its tiles and renders a box when it first opens', () => {
  const qr = (() => {
    const code = QRCode.create('https://example.com/wechat', { errorCorrectionLevel: 'M' })
    return packModules(code.modules.size, code.modules.data)
  })()
  const tiles: PanelTile[] = [
    { id: '1', label: '联系我们', icon: 'mail', track: 'side_contact', href: '/lz/contactUs' },
    { id: '2', label: '售前咨询', icon: 'phone', track: 'side_phone', box: { kind: 'phone', note: '售前咨询热线', phone: '400-000-1215', telHref: 'tel:4000001215', extra: null, links: [] } },
    { id: '3', label: '更多', icon: 'globe', track: 'side_more', align: 'bottom', box: { kind: 'more', title: '更多服务', links: [{ label: '服务价格', href: '/lz/price' }], qrTitle: '扫码', qr: [{ label: '微信公众号', qr }] } },
  ]

  it('server-renders the tiles with their tracks and box triggers, but not the boxes', () => {
    const html = renderToStaticMarkup(createElement(SidePanel, { tiles, guide: null, prefix: 'lz', newTab: '（新标签页）' }))
    expect(html).toMatch(/<a class="panel-tile" data-track="side_contact" href="\/lz\/contactUs">/)
    expect(html).toMatch(/<details name="side-panel" class="peer"><summary class="panel-tile" data-track="side_phone">/)
    expect(html).toMatch(/<summary class="panel-tile" data-track="side_more">/)
    expect(html).toContain('<div class="panel-box top-0"></div>')
    expect(html).toContain('<div class="panel-box bottom-0"></div>')
    expect(html).not.toContain('tel:4000001215')
    expect(html).not.toContain('/lz/price')
    expect(html).not.toContain('role="img"')
  })
})

describe('QR codes travel as their module matrix and are drawn as before', () => {
  it('draws the same path as the qrcode package', async () => {
    for (const value of ['https://example.com/wechat', 'https://work.weixin.qq.com/kfid/kfc0000000000000000', 'tel:4000001215', 'x'.repeat(120)]) {
      const code = QRCode.create(value, { errorCorrectionLevel: 'M' })
      const data = packModules(code.modules.size, code.modules.data)
      const svg = await QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      expect(svg).toContain(`<path stroke="#000000" d="${qrPath(data, 1)}"/>`)
      const html = renderToStaticMarkup(createElement(QrDrawing, { qr: data }))
      expect(html).toContain(`viewBox="0 0 ${code.modules.size + 2} ${code.modules.size + 2}"`)
      expect(html).toContain(`d="${qrPath(data, 1)}"`)
      // About 160 characters of data instead of a 1.5 KB drawing.
      expect(data.bits.length).toBeLessThan(Math.ceil((code.modules.size ** 2) / 6) + 4)
    }
  })

  it('sends only the labelled, sized box in the HTML: the browser draws the code', () => {
    const code = QRCode.create('https://example.com/wechat', { errorCorrectionLevel: 'M' })
    const data = packModules(code.modules.size, code.modules.data)
    const html = renderToStaticMarkup(createElement(QrSvg, { qr: data, label: '微信公众号' }))
    expect(html).toBe('<div role="img" aria-label="微信公众号" class="shrink-0 bg-white h-24 w-24"></div>')
  })

  it('gives the matrix of a code (cached per request on the server), nothing for an empty value', () => {
    expect(qrData('https://example.com/a')).toEqual(qrData('https://example.com/a'))
    expect(qrData('')).toBeNull()
  })
})
