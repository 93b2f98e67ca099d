import { describe, expect, it } from 'vitest'
import { EPR_PAGES } from '@/cms/seed/content/pages-epr'
import { PRICE_LIST } from '@/cms/seed/content/price-list'
import type { BlockSeed, L } from '@/cms/seed/types'

const SLUGS = ['EPR', 'CBAM', 'ouAgent', 'compliance_service_epr', 'design_for_recycling', 'recycling_labels', 'services/amazon-climate-pledge-friendly']

/** Every localized text in a value, so each can be checked for both languages. */
function texts(value: unknown): L[] {
  if (!value || typeof value !== 'object') return []
  if ('cn' in value && 'en' in value) return [value as L]
  return Object.values(value).flatMap(texts)
}

describe('EPR and product-safety page seeds', () => {
  it('has one page per route, each starting with a hero', () => {
    expect(EPR_PAGES.map((p) => p.slug).sort()).toEqual([...SLUGS].sort())
    for (const page of EPR_PAGES) {
      expect(page.layout[0]?.blockType, page.slug).toBe('hero')
      expect(page.layout.filter((b) => b.blockType === 'hero'), page.slug).toHaveLength(1)
      expect(page.layout.some((b) => b.blockType === 'faq'), page.slug).toBe(true)
      expect(page.layout.some((b) => b.blockType === 'cta'), page.slug).toBe(true)
    }
  })

  it('gives every text in both languages, without placeholders', () => {
    for (const page of EPR_PAGES) {
      for (const text of texts(page)) {
        expect(text.cn.trim(), page.slug).not.toBe('')
        expect(text.en.trim(), page.slug).not.toBe('')
        expect(`${text.cn} ${text.en}`, page.slug).not.toMatch(/TODO|lorem|coming soon|敬请期待/i)
      }
    }
  })

  it('only shows price tables whose service types and countries have rows', () => {
    const tables = EPR_PAGES.flatMap((p) => p.layout).filter((b): b is Extract<BlockSeed, { blockType: 'priceTable' }> => b.blockType === 'priceTable')
    expect(tables.length).toBeGreaterThan(0)
    for (const table of tables) {
      const types = table.serviceTypes.split(',').map(Number)
      const countries = table.countries?.split(',').map(Number)
      for (const type of types) {
        const rows = PRICE_LIST.filter((r) => r.kind === 'compliance' && r.serviceType === type && (!countries || countries.includes(r.country ?? -1)))
        expect(rows.length, `service ${type}`).toBeGreaterThan(0)
      }
    }
  })

  it('links the EPR page to the questionnaire, pricing and contact', () => {
    const epr = EPR_PAGES.find((p) => p.slug === 'EPR')!
    const urls = JSON.stringify(epr.layout)
    for (const url of ['#questionnaire', '/lz/price', '/lz/contactUs']) expect(urls).toContain(`"${url}"`)
  })

  it('promises a 48-hour reply on the EPR consultancy page', () => {
    const page = EPR_PAGES.find((p) => p.slug === 'compliance_service_epr')!
    const all = texts(page)
    expect(all.some((x) => x.cn.includes('我们会在48小时内与您联系'))).toBe(true)
    expect(all.some((x) => x.en.includes('we will get back to you within 48 hours'))).toBe(true)
  })
})
