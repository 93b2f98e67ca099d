import { describe, expect, it } from 'vitest'
import { exitQuerySchema, exitTarget, isSameSitePath, PREVIEW_ROUTE, previewEnableUrl, previewQuerySchema, queryOf } from '@/services/content/preview-query'

describe('isSameSitePath', () => {
  it('accepts paths on this site, with a query or fragment', () => {
    for (const path of ['/', '/lz/VAT', '/en/lz/VAT', '/cht/trends/7.html', '/en/news/12?x=1', '/lz/VAT#audits', '/lz/%E5%85%B3%E4%BA%8E']) expect(isSameSitePath(path), path).toBe(true)
  })

  it('refuses anything that could leave the site or is not a path', () => {
    for (const path of ['', 'lz/VAT', '//evil.example', '///evil.example', '/\\evil.example', '\\\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/lz/\nVAT', '/lz/\u0000', ' /lz/VAT', '/..//evil.example', '/.//evil.example']) expect(isSameSitePath(path), JSON.stringify(path)).toBe(false)
  })

  it('refuses the preview routes themselves, so a redirect cannot loop', () => {
    expect(isSameSitePath(PREVIEW_ROUTE)).toBe(false)
    expect(isSameSitePath(`${PREVIEW_ROUTE}?collection=pages&id=1&path=/`)).toBe(false)
    expect(isSameSitePath(`${PREVIEW_ROUTE}/exit`)).toBe(false)
    expect(isSameSitePath('/cms-previewing')).toBe(true)
  })
})

describe('previewQuerySchema', () => {
  const valid = { collection: 'pages', id: '12', path: '/en/lz/VAT' }

  it('reads a page or an article, its id as a number and the path as given', () => {
    expect(previewQuerySchema.parse(valid)).toEqual({ collection: 'pages', id: 12, path: '/en/lz/VAT' })
    expect(previewQuerySchema.parse({ ...valid, collection: 'articles', path: '/cht/trends/7.html' })).toEqual({ collection: 'articles', id: 12, path: '/cht/trends/7.html' })
  })

  it('refuses other collections', () => {
    for (const collection of ['users', 'popups', 'help-articles', 'Pages', '']) expect(previewQuerySchema.safeParse({ ...valid, collection }).success, collection).toBe(false)
  })

  it('refuses ids that are not document ids', () => {
    for (const id of ['0', '-1', '01', '1.5', 'abc', '99999999999', '2147483648', '']) expect(previewQuerySchema.safeParse({ ...valid, id }).success, id).toBe(false)
    expect(previewQuerySchema.parse({ ...valid, id: '2147483647' }).id).toBe(2147483647)
  })

  it('refuses a missing or foreign path', () => {
    expect(previewQuerySchema.safeParse({ collection: 'pages', id: '1' }).success).toBe(false)
    for (const path of ['//evil.example', 'https://evil.example', '/\\evil.example', 'VAT']) expect(previewQuerySchema.safeParse({ ...valid, path }).success, path).toBe(false)
    expect(previewQuerySchema.safeParse({ ...valid, path: `/${'a'.repeat(2048)}` }).success).toBe(false)
  })
})

describe('previewEnableUrl', () => {
  it('builds the preview route’s address, which the route’s schema reads back', () => {
    const url = previewEnableUrl('', { collection: 'articles', id: 7, path: '/en/news/7?ref=cms' })
    expect(url.startsWith(`${PREVIEW_ROUTE}?`)).toBe(true)
    expect(previewQuerySchema.parse(queryOf(new URL(url, 'http://localhost')))).toEqual({ collection: 'articles', id: 7, path: '/en/news/7?ref=cms' })
  })

  it('puts the brand’s origin first when it has its own host', () => {
    expect(previewEnableUrl('http://gl.localhost:3000', { collection: 'pages', id: 3, path: '/en' })).toBe('http://gl.localhost:3000/cms-preview?collection=pages&id=3&path=%2Fen')
  })
})

describe('leaving the preview', () => {
  it('goes to the path asked for when it is on this site', () => {
    expect(exitQuerySchema.parse({ path: '/mdt/homes' })).toEqual({ path: '/mdt/homes' })
    expect(exitQuerySchema.safeParse({ path: '//evil.example' }).success).toBe(false)
    expect(exitQuerySchema.parse({})).toEqual({})
    expect(exitTarget('/mdt/homes', 'http://localhost:3000/lz/VAT')).toBe('/mdt/homes')
  })

  it('else goes back to the page the link was on (its path only), else home', () => {
    expect(exitTarget(undefined, 'http://localhost:3000/mdt/homes?x=1#top')).toBe('/mdt/homes?x=1')
    expect(exitTarget(undefined, 'https://other.example/en/news/3')).toBe('/en/news/3')
    expect(exitTarget(undefined, 'http://localhost:3000/cms-preview/exit')).toBe('/')
    expect(exitTarget(undefined, 'not a url')).toBe('/')
    expect(exitTarget(undefined, null)).toBe('/')
  })
})
