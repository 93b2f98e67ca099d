import { describe, expect, it } from 'vitest'
import { absoluteUrl, canonicalOrigin, languageAlternates, pagePath } from '@/services/seo/urls'

describe('canonical origin', () => {
  it('is the configured production host over https', () => {
    expect(canonicalOrigin('mdt', { configuredHost: 'IP.Example.com', port: '3000' })).toBe('https://ip.example.com')
  })

  it('keeps http when the site is configured as plain http', () => {
    expect(canonicalOrigin('mdt', { configuredHost: 'ip.example.com', siteUrl: 'http://ip.example.com' })).toBe('http://ip.example.com')
  })

  it('falls back to the brand development host on the server port', () => {
    expect(canonicalOrigin('lz', { configuredHost: null, port: '3100' })).toBe('http://localhost:3100')
    expect(canonicalOrigin('gl', { configuredHost: null, port: '3100' })).toBe('http://gl.localhost:3100')
    expect(canonicalOrigin('hk', { configuredHost: null, port: '80' })).toBe('http://hk.localhost')
  })
})

describe('page URLs', () => {
  it('puts the home at the brand home path, not /homes', () => {
    expect(pagePath('lz', 'cn', 'homes')).toBe('/')
    expect(pagePath('lz', 'en', 'homes')).toBe('/en')
    expect(pagePath('mdt', 'cn', 'homes')).toBe('/mdt/homes')
    expect(pagePath('gl', 'de', 'homes')).toBe('/de')
  })

  it('joins origin and path with one slash', () => {
    expect(absoluteUrl('https://a.example/', '/lz/VAT')).toBe('https://a.example/lz/VAT')
    expect(absoluteUrl('https://a.example', 'lz/VAT')).toBe('https://a.example/lz/VAT')
  })

  it('names every language of the brand and x-default as the default language', () => {
    expect(languageAlternates('https://a.example', 'hk', 'aboutUs')).toEqual({
      'zh-CN': 'https://a.example/cn/aboutUs',
      en: 'https://a.example/en/aboutUs',
      ko: 'https://a.example/ko/aboutUs',
      'x-default': 'https://a.example/cn/aboutUs',
    })
    expect(languageAlternates('https://a.example', 'cht', 'newsDetail/7')).toEqual({
      'zh-CN': 'https://a.example/cht/newsDetail/7',
      en: 'https://a.example/en/cht/newsDetail/7',
      'x-default': 'https://a.example/cht/newsDetail/7',
    })
  })
})
