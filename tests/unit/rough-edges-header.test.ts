import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AccountButtons } from '@/components/header/AccountButtons'
import { ProductSearch } from '@/components/header/ProductSearch'

const texts = { label: '搜索产品与服务', placeholder: '搜索', hot: '热门搜索', noResults: '没有找到相关结果', allProducts: '查看全部产品' }
const search = (siteSearchHref?: string | null) =>
  renderToStaticMarkup(createElement(ProductSearch, { all: [], hot: [], allProductsHref: '/services', hrefFor: {}, texts, siteSearchHref, variant: 'menu' }))

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
    const html = renderToStaticMarkup(createElement(AccountButtons, { brand: 'lz', locale: 'cn', workbenchUrl: null, texts: accountTexts, variant: 'menu' }))
    expect(html).toContain('data-account-menu')
    const login = /<a href="\/workbench\/login\?pointType=logins&amp;intoWay=wwwNavGuide"[^>]*>登录<\/a>/.exec(html)?.[0]
    expect(login).toBeDefined()
    // Shown in the menu at every width the menu has: the bar hides its log-in link on phones, the menu must not.
    expect(login).not.toMatch(/class="[^"]*\bhidden\b/)
    expect(html).toMatch(/<a href="\/workbench\/register\?pointType=registers&amp;intoWay=wwwNavGuide"[^>]*>免费注册<\/a>/)
    const en = renderToStaticMarkup(createElement(AccountButtons, { brand: 'lz', locale: 'en', workbenchUrl: null, texts: { ...accountTexts, login: 'Log in' }, variant: 'menu' }))
    expect(en).toMatch(/href="\/en\/workbench\/login\?[^"]*"[^>]*>Log in</)
  })

  it('keeps the bar as it was: the log-in link hidden on phones, where the menu carries it', () => {
    const html = renderToStaticMarkup(createElement(AccountButtons, { brand: 'lz', locale: 'cn', workbenchUrl: null, texts: accountTexts }))
    expect(html).toMatch(/class="[^"]*hidden[^"]*sm:inline-block[^"]*"[^>]*>登录</)
  })
})
