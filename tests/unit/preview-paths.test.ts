import { describe, expect, it } from 'vitest'
import { BRAND_ROUTES } from '@/brands/registry'
import { articlePublicPath, helpArticlePublicPath, pagePublicPath, qaEntryPublicPath, siteLocale, editorOrigin, videoCoursePublicPath } from '@/services/content/preview-paths'

describe('pagePublicPath', () => {
  it('puts the slug below the brand prefix, with a locale prefix where the language needs one', () => {
    expect(pagePublicPath('lz', 'cn', 'VAT')).toBe('/lz/VAT')
    expect(pagePublicPath('lz', 'en', 'VAT')).toBe('/en/lz/VAT')
    expect(pagePublicPath('cht', 'cn', 'incorporation/HK')).toBe('/cht/incorporation/HK')
    expect(pagePublicPath('gl', 'en', 'compliance_service_epr')).toBe('/en/compliance_service_epr')
    expect(pagePublicPath('hk', 'cn', 'contactUs')).toBe('/cn/contactUs')
    expect(pagePublicPath('ob', 'cn', 'price')).toBe('/price')
  })

  it('sends the home page to the brand’s home address', () => {
    expect(pagePublicPath('lz', 'cn', 'homes')).toBe('/')
    expect(pagePublicPath('lz', 'en', 'homes')).toBe('/en')
    expect(pagePublicPath('mdt', 'cn', 'homes')).toBe('/mdt/homes')
    expect(pagePublicPath('gl', 'de', 'homes')).toBe('/de')
    expect(pagePublicPath('ob', 'cn', 'homes')).toBe('/')
  })

  it('ignores slashes around the slug', () => {
    expect(pagePublicPath('lz', 'cn', '/VAT/')).toBe('/lz/VAT')
  })
})

describe('articlePublicPath', () => {
  it('uses the news detail address for news and insight articles', () => {
    expect(articlePublicPath('lz', 'cn', { id: 12, category: 'policy' })).toBe('/lz/newsDetail/12')
    expect(articlePublicPath('lz', 'en', { id: 12, category: 'guide' })).toBe('/en/lz/newsDetail/12')
    expect(articlePublicPath('gl', 'en', { id: 12, category: 'insight' })).toBe('/en/news/12')
    expect(articlePublicPath('ar', 'cn', { id: 3, category: 'company' })).toBe('/cn/news/3')
  })

  it('uses the knowledge centre address for its categories', () => {
    expect(articlePublicPath('cht', 'cn', { id: 7, category: 'trends' })).toBe('/cht/trends/7.html')
    expect(articlePublicPath('cht', 'en', { id: 7, category: 'FinanceTaxEncy' })).toBe('/en/cht/FinanceTaxEncy/7.html')
  })
})

describe('help, Q&A and video addresses', () => {
  it('opens a manual on its own page and an FAQ entry on its category’s FAQ screen', () => {
    expect(helpArticlePublicPath('lz', 'cn', { id: 5, kind: 'manual', categoryId: 2 })).toBe('/lz/operation/tutorial/5')
    expect(helpArticlePublicPath('lz', 'cn', { id: 6, kind: 'faq', categoryId: 2 })).toBe('/lz/operation/faq/2')
    expect(helpArticlePublicPath('lz', 'cn', { id: 6, kind: 'faq', categoryId: null })).toBeNull()
  })

  it('opens a Q&A answer and a video course on their pages', () => {
    expect(qaEntryPublicPath('lz', 'cn', 9)).toBe('/lz/complianceAnswer/9')
    expect(qaEntryPublicPath('hb', 'en', 9)).toBe('/en/hb/complianceAnswer/9')
    expect(videoCoursePublicPath('lz', 'cn', 'vat-basics')).toBe('/lz/videoDetail/vat-basics')
    expect(videoCoursePublicPath('lz', 'cn', 'a b')).toBe('/lz/videoDetail/a%20b')
    expect(videoCoursePublicPath('lz', 'cn', '  ')).toBeNull()
  })
})

describe('siteLocale', () => {
  it('keeps the CMS language when the brand publishes it, else the brand’s default', () => {
    expect(siteLocale(BRAND_ROUTES.hk, 'ko')).toBe('ko')
    expect(siteLocale(BRAND_ROUTES.gl, 'ko')).toBe('en')
    expect(siteLocale(BRAND_ROUTES.gl, 'de')).toBe('de')
    expect(siteLocale(BRAND_ROUTES.lz, 'all')).toBe('cn')
    expect(siteLocale(BRAND_ROUTES.lz, undefined)).toBe('cn')
  })
})

describe('editorOrigin', () => {
  const request = new URL('http://localhost:3000/admin/collections/pages/1')
  it('is relative for brands with a route prefix (they share the CMS’s host)', () => {
    expect(editorOrigin(BRAND_ROUTES.lz, request, {})).toBe('')
    expect(editorOrigin(BRAND_ROUTES.mdt, request, { 'mdt.example.com': 'mdt' })).toBe('')
  })

  it('names the brand’s own host otherwise: its production domain, else its development host on the CMS’s port', () => {
    expect(editorOrigin(BRAND_ROUTES.gl, request, { 'gl.example.com': 'gl' })).toBe('https://gl.example.com')
    expect(editorOrigin(BRAND_ROUTES.gl, request, {})).toBe('http://gl.localhost:3000')
    expect(editorOrigin(BRAND_ROUTES.ob, new URL('https://cms.example.com/admin'), {})).toBe('https://ob.localhost')
  })
})
