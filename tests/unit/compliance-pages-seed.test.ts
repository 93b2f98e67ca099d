import { describe, expect, it } from 'vitest'
import { featurePages, loadFeaturesManifest } from '@/cms/seed/feature-content'
import { priceList } from '@/services/pricing/reference-data'
import { allStrings, linkTargets, localizedTexts, PLACEHOLDER } from './seed-texts'

/**
 * The compliance pages are the site's public compliance content: every page must open with its
 * hero (the h1), be written in both languages, and carry no placeholder text. The checks
 * walk the compliance pages content/features.yaml lists, for every brand that publishes
 * them, so every page added to the set is covered.
 */

const manifest = loadFeaturesManifest()

// Blank-layout pages render no header and no questionnaire dialog.
const BLANK_LAYOUT = new Set(['amazon', 'registered'])
// The service pages: each links to the questionnaire, prices and contact.
const SERVICE_PAGES = ['VAT', 'EPR', 'CBAM', 'ouAgent', 'services/amazon-climate-pledge-friendly', 'recycling_labels', 'design_for_recycling']

describe.each(manifest.brands)('compliance page seeds of %s', (brand) => {
  const COMPLIANCE_PAGES = featurePages(manifest, brand, 'compliance')

  it('has pages with unique slugs', () => {
    expect(COMPLIANCE_PAGES.length).toBeGreaterThan(0)
    const slugs = COMPLIANCE_PAGES.map((p) => p.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const slug of slugs) expect(slug).toMatch(/^[A-Za-z0-9_/-]+$/)
  })

  describe.each(COMPLIANCE_PAGES.map((p) => [p.slug, p] as const))('%s', (_slug, page) => {
    it('starts with a hero that carries the h1', () => {
      const [first] = page.layout
      expect(first?.blockType).toBe('hero')
      if (first?.blockType !== 'hero') return
      expect(first.heading.cn.trim()).not.toBe('')
      expect(first.heading.en.trim()).not.toBe('')
      expect(page.layout.filter((b) => b.blockType === 'hero')).toHaveLength(1)
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
      const empty = texts.filter((x) => !x.cn.trim() || !x.en.trim()).map((x) => x.path)
      expect(empty).toEqual([])
      // The cn side is Chinese, not English copied over (short codes such as "CE" or
      // proper names may stay the same in both languages).
      const chinese = texts.filter((x) => /[\u4e00-\u9fff]/.test(x.cn)).length
      expect(chinese / texts.length).toBeGreaterThan(0.8)
    })

    it('has no placeholder text', () => {
      const hits = allStrings(page, page.slug).filter((s) => PLACEHOLDER.test(s.text))
      expect(hits).toEqual([])
    })

    it('has valid price tables and links', () => {
      for (const block of page.layout) {
        if (block.blockType !== 'priceTable') continue
        expect(block.serviceTypes).toMatch(/^\d+(,\d+)*$/)
        if (block.countries) expect(block.countries).toMatch(/^\d+(,\d+)*$/)
        // Each listed service type has rows to show (in the chosen countries, if any).
        const countries = block.countries?.split(',').map(Number)
        for (const type of block.serviceTypes.split(',').map(Number)) {
          const rows = priceList().filter((r) => r.kind === 'compliance' && r.serviceType === type && (!countries || countries.includes(r.country ?? -1)))
          expect(rows.length, `${page.slug}: service ${type}`).toBeGreaterThan(0)
        }
      }
      for (const url of linkTargets(page)) expect(url).toMatch(/^(\/|#|https:\/\/|mailto:|tel:)/)
      if (BLANK_LAYOUT.has(page.slug)) expect(linkTargets(page).filter((u) => u.startsWith('#questionnaire'))).toEqual([])
    })
  })

  it.each(SERVICE_PAGES)('service page %s links to the questionnaire, the prices and the contact page', (slug) => {
    const page = COMPLIANCE_PAGES.find((p) => p.slug === slug)!
    const urls = linkTargets(page)
    expect(urls.some((u) => u.startsWith('#questionnaire'))).toBe(true)
    expect(urls).toContain(`/${brand}/price`)
    expect(urls).toContain(`/${brand}/contactUs`)
  })

  it('promises a 48-hour reply on the EPR consultancy page', () => {
    const page = COMPLIANCE_PAGES.find((p) => p.slug === 'compliance_service_epr')!
    const all = localizedTexts(page, page.slug)
    expect(all.some((x) => x.cn.includes('我们会在48小时内与您联系'))).toBe(true)
    expect(all.some((x) => x.en.includes('we will get back to you within 48 hours'))).toBe(true)
  })
})
