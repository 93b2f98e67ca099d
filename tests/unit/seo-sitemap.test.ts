import { describe, expect, it } from 'vitest'
import { isListablePage, robotsTxt, sitemapEntries, sitemapXml } from '@/services/seo/sitemap'

describe('robots.txt', () => {
  const text = robotsTxt('https://ip.example.com/sitemap.xml')

  it('allows the site and keeps crawlers out of the CMS, the APIs, the preview and the account pages', () => {
    const lines = text.split('\n')
    expect(lines[0]).toBe('User-agent: *')
    expect(lines).toContain('Allow: /')
    for (const path of ['/admin', '/api', '/gateway', '/cms-preview', '/workbench', '/*/workbench']) expect(lines).toContain(`Disallow: ${path}`)
  })

  it('names the absolute sitemap URL', () => {
    expect(text).toMatch(/^Sitemap: https:\/\/ip\.example\.com\/sitemap\.xml$/m)
  })
})

describe('sitemap.xml', () => {
  it('lists each URL once with its lastmod and hreflang alternates, escaped', () => {
    const xml = sitemapXml([
      { url: 'https://a.example/lz/VAT?x=1&y=2', lastModified: '2026-03-01T10:00:00.000Z', alternates: { 'zh-CN': 'https://a.example/lz/VAT', en: 'https://a.example/en/lz/VAT' } },
      { url: 'https://a.example/lz/VAT?x=1&y=2' },
      { url: 'https://a.example/lz/EPR', lastModified: 'not a date' },
    ])
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    expect(xml.match(/<url>/g)).toHaveLength(2)
    expect(xml).toContain('<loc>https://a.example/lz/VAT?x=1&amp;y=2</loc>')
    expect(xml).toContain('<lastmod>2026-03-01T10:00:00.000Z</lastmod>')
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://a.example/en/lz/VAT"/>')
    // An unreadable date is left out rather than written wrong.
    expect(xml.match(/<lastmod>/g)).toHaveLength(1)
  })

  it('is an empty url set for a brand without pages', () => {
    expect(sitemapXml([])).toContain('<urlset')
    expect(sitemapXml([])).not.toContain('<url>')
  })

  it('gives every page one entry per language of the brand, each naming all versions', () => {
    const entries = sitemapEntries('http://localhost:3100', 'lz', [
      { slug: 'homes', updatedAt: '2026-01-02T00:00:00.000Z' },
      { slug: 'VAT', updatedAt: null },
    ])
    expect(entries.map((e) => e.url)).toEqual(['http://localhost:3100/', 'http://localhost:3100/en', 'http://localhost:3100/lz/VAT', 'http://localhost:3100/en/lz/VAT'])
    expect(entries[2]!.alternates).toEqual({ 'zh-CN': 'http://localhost:3100/lz/VAT', en: 'http://localhost:3100/en/lz/VAT', 'x-default': 'http://localhost:3100/lz/VAT' })
    expect(entries[0]!.lastModified).toBe('2026-01-02T00:00:00.000Z')
  })

  it('puts every language of a locale-prefixed brand under its prefix', () => {
    const urls = sitemapEntries('http://gl.localhost:3100', 'gl', [{ slug: 'contactUs', updatedAt: null }]).map((e) => e.url)
    expect(urls).toEqual(['http://gl.localhost:3100/en/contactUs', 'http://gl.localhost:3100/de/contactUs', 'http://gl.localhost:3100/cn/contactUs'])
  })

  it('leaves out templates, pop-ups and search results', () => {
    for (const slug of ['newsDetail', 'schoolArticle', 'videoDetail', 'calculate/countries', 'search', 'hot/module/hotModal']) expect(isListablePage(slug)).toBe(false)
    for (const slug of ['homes', 'VAT', 'calculate', 'xmsailSchool/trends', 'hot/newcomerActivities']) expect(isListablePage(slug)).toBe(true)
  })
})
