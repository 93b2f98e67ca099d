import { describe, expect, it } from 'vitest'
import { loadBrandContent } from '@/cms/seed/brand-content'
import { trademarkPages } from '@/cms/seed/content/trademark-pages'
import { allStrings, linkTargets, localizedTexts, PLACEHOLDER } from './seed-texts'

const mdt = loadBrandContent('mdt')
/** Every mdt page besides the home page, read from content/pages/mdt/ as the seed reads them. */
const MDT_PAGES = mdt.pages.filter((p) => p.slug !== 'homes')

/**
 * The IP brand's (mdt) pages: every page opens with its hero (the h1), is written in
 * both languages, carries no placeholder text and links only to site paths or real
 * schemes. The checks walk the pages the brand lists (content/brands/mdt/pages.yaml), so a
 * page added to the set is covered too.
 */

const REQUIRED_SLUGS = [
  'aboutUs',
  'contactUs',
  'copyright',
  'faq',
  'litigation',
  'patent',
  'trademark',
  'practiceAreas/trademark',
  'practiceAreas/patent',
  'practiceAreas/copyright',
  'practiceAreas/litigation',
]

describe('mdt page seeds', () => {
  it('has every page of the brand, with unique slugs', () => {
    const slugs = MDT_PAGES.map((p) => p.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    expect([...slugs].sort()).toEqual([...REQUIRED_SLUGS].sort())
    for (const slug of slugs) expect(slug).toMatch(/^[A-Za-z0-9_/-]+$/)
  })

  it('is written after the home page, without slug clashes', () => {
    const slugs = mdt.pages.map((p) => p.slug)
    expect(slugs[0]).toBe('homes')
    expect(new Set(slugs).size).toBe(slugs.length)
  })

  it('gives every site navigation link to an mdt page a seeded page', () => {
    // The two search tools are seeded for mdt beside its own pages (cms/seed/trademarks.ts).
    const tools = trademarkPages({ name: mdt.brand.name, contact: '/mdt/contactUs', prefix: '/mdt' })
    const seeded = new Set([...mdt.pages, ...tools].map((p) => `/mdt/${p.slug}`))
    const paths: string[] = []
    const visit = (entries: typeof mdt.navigation) => {
      for (const e of entries) {
        if (e.path?.startsWith('/mdt/')) paths.push(e.path)
        for (const d of e.divPageList ?? []) if (d.url.startsWith('/mdt/')) paths.push(d.url)
        visit(e.children ?? [])
      }
    }
    visit(mdt.navigation)
    for (const group of mdt.footer) for (const item of group.items) if (item.url?.startsWith('/mdt/')) paths.push(item.url)
    expect(paths.filter((p) => !seeded.has(p))).toEqual([])
  })

  describe.each(MDT_PAGES.map((p) => [p.slug, p] as const))('%s', (_slug, page) => {
    it('starts with the only hero, which carries the h1', () => {
      const [first] = page.layout
      expect(first?.blockType).toBe('hero')
      if (first?.blockType !== 'hero') return
      expect(first.heading.cn.trim()).not.toBe('')
      expect(first.heading.en.trim()).not.toBe('')
      expect(page.layout.filter((b) => b.blockType === 'hero')).toHaveLength(1)
      expect(page.layout.length).toBeGreaterThan(2)
    })

    it('has a title, nav label and SEO texts', () => {
      for (const text of [page.title, page.navLabel, page.meta.keywords, page.meta.description]) {
        expect(text.cn.trim()).not.toBe('')
        expect(text.en.trim()).not.toBe('')
      }
    })

    it('is written in Chinese and English everywhere', () => {
      const texts = localizedTexts(page, page.slug)
      expect(texts.length).toBeGreaterThan(10)
      expect(texts.filter((x) => !x.cn.trim() || !x.en.trim()).map((x) => x.path)).toEqual([])
      // The cn side is Chinese and the en side is not (codes and names such as "2014" may repeat).
      const chinese = texts.filter((x) => /[\u4e00-\u9fff]/.test(x.cn)).length
      expect(chinese / texts.length).toBeGreaterThan(0.8)
      expect(texts.filter((x) => /[\u4e00-\u9fff]/.test(x.en)).map((x) => x.path)).toEqual([])
    })

    it('has no placeholder text', () => {
      expect(allStrings(page, page.slug).filter((s) => PLACEHOLDER.test(s.text))).toEqual([])
    })

    it('links only to site paths, https, mailto or tel', () => {
      const urls = linkTargets(page)
      for (const url of urls) expect(url).toMatch(/^(\/|https:\/\/|mailto:|tel:)/)
      // The questionnaire belongs to the compliance brands, not to mdt.
      expect(urls.filter((u) => u.includes('questionnaire'))).toEqual([])
    })

    it('offers a way to reach the firm', () => {
      const urls = linkTargets(page)
      expect(urls.some((u) => u === '/mdt/contactUs' || u.startsWith('tel:') || u.startsWith('mailto:'))).toBe(true)
    })
  })

  it.each(REQUIRED_SLUGS.filter((s) => s.startsWith('practiceAreas/')))('practice area %s links to the contact page and the trademark search', (slug) => {
    const urls = linkTargets(MDT_PAGES.find((p) => p.slug === slug)!)
    expect(urls).toContain('/mdt/contactUs')
    expect(urls).toContain('/mdt/search')
  })

  it('links the trademark page to the trademark and class searches', () => {
    const urls = linkTargets(MDT_PAGES.find((p) => p.slug === 'trademark')!)
    expect(urls).toContain('/mdt/search')
    expect(urls).toContain('/mdt/searchCategory')
  })

  it('promises a reply within 48 hours on the contact page', () => {
    const page = MDT_PAGES.find((p) => p.slug === 'contactUs')!
    const texts = localizedTexts(page, page.slug)
    expect(texts.some((x) => x.cn.includes('48 小时内'))).toBe(true)
    expect(texts.some((x) => x.en.includes('within 48 hours'))).toBe(true)
  })
})
