import { describe, expect, it } from 'vitest'
import { ogLocale, pageSeo } from '@/services/seo/page-metadata'

/**
 * The canonical URL, language versions, Open Graph and Twitter card every public page
 * gets: CMS pages (cmsPageMetadata) and routes whose texts are site messages
 * (labelMetadata: the report, the buying guide, the account pages) build them here.
 */
describe('page SEO metadata', () => {
  const LZ = 'http://localhost:3100'

  it('gives a route without a CMS page the canonical of its own path and every language version', () => {
    const seo = pageSeo({ origin: LZ, brand: 'lz', locale: 'en', path: 'questionAnswer', title: 'Northstar - Report', description: 'Your compliance report', siteName: 'Northstar' })
    expect(seo.alternates).toEqual({
      canonical: `${LZ}/en/lz/questionAnswer`,
      languages: { 'zh-CN': `${LZ}/lz/questionAnswer`, en: `${LZ}/en/lz/questionAnswer`, 'x-default': `${LZ}/lz/questionAnswer` },
    })
    expect(seo.openGraph).toEqual({ title: 'Northstar - Report', description: 'Your compliance report', url: `${LZ}/en/lz/questionAnswer`, siteName: 'Northstar', locale: 'en', type: 'website' })
    // Title and description reach the card from Open Graph: the card names only its kind.
    expect(seo.twitter).toEqual({ card: 'summary' })
  })

  it('keeps a nested path below the brand prefix and the language prefix of a locale-prefixed brand', () => {
    expect(pageSeo({ origin: LZ, brand: 'lz', locale: 'cn', path: 'buyingGuide/details', title: 't', siteName: 's' }).alternates.canonical).toBe(`${LZ}/lz/buyingGuide/details`)
    const gl = pageSeo({ origin: 'http://gl.localhost:3100', brand: 'gl', locale: 'de', path: 'workbench/login', title: 't', siteName: 's' })
    expect(gl.alternates.canonical).toBe('http://gl.localhost:3100/de/workbench/login')
    expect(gl.alternates.languages['x-default']).toBe('http://gl.localhost:3100/en/workbench/login')
    expect((gl.openGraph as { locale: string }).locale).toBe('de')
  })

  it('puts the home at the brand home, and a landing page at its own path', () => {
    expect(pageSeo({ origin: LZ, brand: 'lz', locale: 'en', path: 'homes', title: 't', siteName: 's' }).alternates.canonical).toBe(`${LZ}/en`)
    expect(pageSeo({ origin: LZ, brand: 'lz', locale: 'cn', path: 'custom/lucid-expo', title: 't', siteName: 's' }).alternates.canonical).toBe(`${LZ}/lz/custom/lucid-expo`)
  })

  it('leaves out an empty description, and takes the route own Open Graph values over the defaults', () => {
    const bare = pageSeo({ origin: LZ, brand: 'lz', locale: 'cn', path: 'buyingGuide', title: 'Guide', description: '', siteName: 's' })
    expect(bare.openGraph).not.toHaveProperty('description')
    expect(bare.twitter).toEqual({ card: 'summary' })
    const article = pageSeo({ origin: LZ, brand: 'lz', locale: 'cn', path: 'newsDetail/7', title: 'Site - News', description: 'd', siteName: 's', openGraph: { type: 'article', title: 'News', images: ['https://a.example/x.png'] } })
    expect(article.openGraph).toMatchObject({ type: 'article', title: 'News', url: `${LZ}/lz/newsDetail/7` })
    // A picture makes the large card (its title and picture are the Open Graph ones).
    expect(article.twitter).toEqual({ card: 'summary_large_image' })
  })

  it('writes Open Graph locales with an underscore', () => {
    expect(ogLocale('cn')).toBe('zh_CN')
    expect(ogLocale('ko')).toBe('ko')
  })
})
