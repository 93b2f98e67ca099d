import { describe, expect, it } from 'vitest'
import { isListablePage, robotsTxt, sitemapDocument, sitemapEntries, sitemapSources, sitemapXml, type SitemapContent, type SitemapEntry } from '@/services/seo/sitemap'

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
    for (const slug of ['newsDetail', 'schoolArticle', 'videoDetail', 'calculate/countries', 'search', 'systemSearch', 'hot/module/hotModal']) expect(isListablePage(slug)).toBe(false)
    for (const slug of ['homes', 'VAT', 'calculate', 'xmsailSchool/trends', 'hot/newcomerActivities']) expect(isListablePage(slug)).toBe(true)
  })
})

/** A brand's CMS content as seo/entries.ts reads it: nothing but what each test names. */
function content(more: Partial<SitemapContent>): SitemapContent {
  return { pages: [], articles: [], qaEntries: [], manuals: [], courses: [], partners: [], taxRates: [], ...more }
}

const day = (n: number) => `2026-02-${String(n).padStart(2, '0')}T08:00:00.000Z`
const pages = (...slugs: string[]) => slugs.map((slug) => ({ slug, updatedAt: day(1) }))

describe('what the sitemap lists of a brand', () => {
  it('lists every public detail page of the main brand with its document date and the CMS page its route renders', () => {
    const sources = sitemapSources(
      'lz',
      content({
        pages: pages('homes', 'VAT', 'news', 'newsDetail', 'operation', 'complianceAnswer', 'videoDetail', 'video', 'cooperative', 'calculate', 'calculate/countries', 'systemSearch', 'custom/lucid-expo', 'guide/eu-new-seller', 'anniversary', 'hot/module/hotModal'),
        articles: [{ id: 7, category: 'policy', updatedAt: day(3), publishedAt: day(2) }, { id: 8, category: 'trends', updatedAt: day(4) }],
        qaEntries: [{ id: 41, qaType: 'vat', updatedAt: day(5) }],
        manuals: [{ id: 12, updatedAt: day(6) }],
        courses: [{ uid: 'vat-basics', updatedAt: day(7) }],
        partners: [{ friendId: 'brightpath accounting', updatedAt: day(8) }],
        taxRates: [{ country: 0, updatedAt: day(9) }, { country: 100, updatedAt: null }],
      }),
    )
    const bySlug = new Map(sources.map((s) => [s.slug, s]))
    // CMS pages with an address of their own, landing and campaign pages included; templates and noindex pages left out.
    for (const slug of ['homes', 'VAT', 'news', 'operation', 'complianceAnswer', 'cooperative', 'calculate', 'custom/lucid-expo', 'guide/eu-new-seller', 'anniversary']) expect(bySlug.has(slug), slug).toBe(true)
    for (const slug of ['newsDetail', 'videoDetail', 'video', 'calculate/countries', 'systemSearch', 'hot/module/hotModal']) expect(bySlug.has(slug), slug).toBe(false)
    // The questionnaire brand's buying guide, a route without a CMS page.
    expect(bySlug.get('buyingGuide')).toEqual({ slug: 'buyingGuide', updatedAt: null })
    expect(bySlug.get('newsDetail/7')).toEqual({ slug: 'newsDetail/7', updatedAt: day(3), page: 'newsDetail' })
    expect(bySlug.get('news/policy')).toEqual({ slug: 'news/policy', updatedAt: day(3), page: 'news' })
    expect(bySlug.get('operation/tutorial/12')).toEqual({ slug: 'operation/tutorial/12', updatedAt: day(6), page: 'operation' })
    expect(bySlug.get('complianceAnswer/41')).toEqual({ slug: 'complianceAnswer/41', updatedAt: day(5), page: 'complianceAnswer' })
    expect(bySlug.get('complianceAnswer/vat')).toEqual({ slug: 'complianceAnswer/vat', updatedAt: day(5), page: 'complianceAnswer' })
    expect(bySlug.get('videoDetail/vat-basics')).toEqual({ slug: 'videoDetail/vat-basics', updatedAt: day(7), page: 'videoDetail' })
    expect(bySlug.get('cooperative/brightpath%20accounting')).toEqual({ slug: 'cooperative/brightpath%20accounting', updatedAt: day(8), page: 'cooperative' })
    expect(bySlug.get('calculate/0')).toEqual({ slug: 'calculate/0', updatedAt: day(9), page: 'calculate' })
    expect(bySlug.get('calculate/100')!.updatedAt).toBeNull()
    // A knowledge-centre article on a brand without the knowledge centre, and empty lists, are not addresses.
    expect([...bySlug.keys()].some((s) => s.startsWith('trends/'))).toBe(false)
    expect(bySlug.has('news/platform')).toBe(false)
    expect(bySlug.has('complianceAnswer/epr')).toBe(false)
    expect(new Set(sources.map((s) => s.slug)).size).toBe(sources.length)
  })

  it('lists no detail type on a brand without the CMS page its route renders', () => {
    const sources = sitemapSources(
      'mdt',
      content({
        pages: pages('homes', 'aboutUs'),
        articles: [{ id: 7, category: 'policy', updatedAt: day(3) }],
        qaEntries: [{ id: 41, qaType: 'vat' }],
        manuals: [{ id: 12 }],
        courses: [{ uid: 'vat-basics' }],
        partners: [{ friendId: 'p1' }],
        taxRates: [{ country: 0 }],
      }),
    )
    expect(sources.map((s) => s.slug)).toEqual(['homes', 'aboutUs'])
  })

  it('lists the further pages of paged lists, each list dated by its newest item', () => {
    const policy = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, category: 'policy', updatedAt: day(i + 1) }))
    const answers = Array.from({ length: 21 }, (_, i) => ({ id: 100 + i, qaType: 'epr', updatedAt: day(1) }))
    const slugs = sitemapSources('lz', content({ pages: pages('news', 'newsDetail', 'complianceAnswer'), articles: policy, qaEntries: answers })).map((s) => s.slug)
    // 10 articles at 9 a page: two pages of the category and of "all"; page 1 of "all" is the news page itself.
    expect(slugs).toEqual(expect.arrayContaining(['news', 'news/all/2', 'news/policy', 'news/policy/2']))
    expect(slugs).not.toContain('news/all/3')
    expect(slugs).not.toContain('news/policy/3')
    // 21 answers at 10 a page: the bare type is page 1 (it has no /1 address), then 2 and 3.
    expect(slugs).toEqual(expect.arrayContaining(['complianceAnswer/epr', 'complianceAnswer/epr/2', 'complianceAnswer/epr/3']))
    expect(slugs).not.toContain('complianceAnswer/epr/1')
    const sources = sitemapSources('lz', content({ pages: pages('news', 'newsDetail'), articles: policy }))
    expect(sources.find((s) => s.slug === 'news/policy/2')!.updatedAt).toBe(day(10))
  })

  it('puts the insight articles of a locale-prefixed brand at their news address, and its insight list pages', () => {
    const insight = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, category: 'insight', updatedAt: day(1) }))
    const slugs = sitemapSources('gl', content({ pages: pages('homes', 'news', 'newsDetail', 'insight'), articles: [...insight, { id: 50, category: 'company', updatedAt: day(2) }] })).map((s) => s.slug)
    expect(slugs).toEqual(expect.arrayContaining(['news/1', 'news/10', 'news/50', 'insight', 'insight/2', 'news/company']))
    expect(slugs).not.toContain('newsDetail/1')
    // The recycling brand has the questionnaire: its buying guide is listed.
    expect(slugs).toContain('buyingGuide')
  })

  it('lists the knowledge centre articles and the further pages of its categories', () => {
    const trends = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, category: 'trends', updatedAt: day(i + 1) }))
    const sources = sitemapSources('cht', content({ pages: pages('homes', 'xmsailSchool', 'xmsailSchool/trends', 'schoolArticle'), articles: trends }))
    const bySlug = new Map(sources.map((s) => [s.slug, s]))
    expect(bySlug.get('trends/3.html')).toEqual({ slug: 'trends/3.html', updatedAt: day(3), page: 'schoolArticle' })
    expect(bySlug.get('xmsailSchool/trends/2')).toEqual({ slug: 'xmsailSchool/trends/2', updatedAt: day(10), page: 'xmsailSchool/trends' })
    expect(bySlug.has('buyingGuide')).toBe(false)
  })

  it('gives a detail page one entry per language, with its lastmod and hreflang alternates', () => {
    const sources = sitemapSources('lz', content({ pages: pages('videoDetail'), courses: [{ uid: 'vat-basics', updatedAt: day(7) }] }))
    const entries = sitemapEntries('http://localhost:3100', 'lz', sources.filter((s) => s.slug.startsWith('videoDetail/')))
    expect(entries).toEqual([
      { url: 'http://localhost:3100/lz/videoDetail/vat-basics', lastModified: day(7), alternates: { 'zh-CN': 'http://localhost:3100/lz/videoDetail/vat-basics', en: 'http://localhost:3100/en/lz/videoDetail/vat-basics', 'x-default': 'http://localhost:3100/lz/videoDetail/vat-basics' } },
      { url: 'http://localhost:3100/en/lz/videoDetail/vat-basics', lastModified: day(7), alternates: { 'zh-CN': 'http://localhost:3100/lz/videoDetail/vat-basics', en: 'http://localhost:3100/en/lz/videoDetail/vat-basics', 'x-default': 'http://localhost:3100/lz/videoDetail/vat-basics' } },
    ])
  })
})

describe('sitemap index', () => {
  const entries: SitemapEntry[] = [1, 2, 3, 4, 5].map((n) => ({ url: `https://a.example/lz/p${n}`, lastModified: day(n) }))

  it('is one url set up to the limit, also as its only part', () => {
    const xml = sitemapDocument(entries, 'https://a.example/sitemap.xml', null, 5)!
    expect(xml).toContain('<urlset')
    expect(xml.match(/<url>/g)).toHaveLength(5)
    expect(sitemapDocument(entries, 'https://a.example/sitemap.xml', '1', 5)).toBe(xml)
    expect(sitemapDocument(entries, 'https://a.example/sitemap.xml', '2', 5)).toBeNull()
  })

  it('splits a longer list into parts named by an index, each with the newest lastmod of its URLs', () => {
    const index = sitemapDocument([...entries, entries[0]!], 'https://a.example/sitemap.xml', null, 2)!
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual(['https://a.example/sitemap.xml?part=1', 'https://a.example/sitemap.xml?part=2', 'https://a.example/sitemap.xml?part=3'])
    expect(index).toContain(`<lastmod>${day(2)}</lastmod>`)
    const third = sitemapDocument(entries, 'https://a.example/sitemap.xml', '3', 2)!
    expect([...third.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual(['https://a.example/lz/p5'])
    for (const part of ['4', '0', 'x', '']) expect(sitemapDocument(entries, 'https://a.example/sitemap.xml', part, 2), part).toBeNull()
  })
})
