import { describe, expect, it } from 'vitest'
import { TRADEMARK_TOOL_BRANDS, trademarkPages } from '@/cms/seed/content/trademark-pages'
import { linkTargets, localizedTexts, PLACEHOLDER } from './seed-texts'

/**
 * The CMS side of /search and /searchCategory, read from content/pages/<brand>/: each page
 * opens with its hero, is written in both languages without placeholder text, names the
 * brand in its title, and links to the other tool under the brand's own prefix and to its
 * contact page.
 */
const BRANDS = [
  { key: 'lz', name: { cn: '北辰合规', en: 'Northstar Compliance' }, contact: '/lz/contactUs', prefix: '/lz' },
  { key: 'hb', name: { cn: '港湾税务', en: 'Harbor VAT' }, contact: '/hb/contactUs', prefix: '/hb' },
  { key: 'mdt', name: { cn: '子午知识产权', en: 'Meridian IP' }, contact: '/mdt/contactUs', prefix: '/mdt' },
] as const

describe('trademark tool page seeds', () => {
  it('covers every brand that carries the tools', () => {
    expect(BRANDS.map((b) => b.key)).toEqual(Object.keys(TRADEMARK_TOOL_BRANDS))
  })

  it('finds a brand given by its details through its prefix', () => {
    const [, , mdt] = BRANDS
    expect(trademarkPages({ name: mdt.name, contact: mdt.contact, prefix: mdt.prefix })).toBe(trademarkPages('mdt'))
    expect(() => trademarkPages({ name: mdt.name, contact: '/x/contactUs', prefix: '/x' })).toThrow(/prefix "\/x"/)
  })

  describe.each(BRANDS)('$key', (brand) => {
    const pages = trademarkPages(brand.key)

    it('has the two tool pages', () => {
      expect(pages.map((p) => p.slug)).toEqual(['search', 'searchCategory'])
    })

    describe.each(pages.map((p) => [p.slug, p] as const))('%s', (_slug, page) => {
      it('starts with the only hero', () => {
        expect(page.layout[0]?.blockType).toBe('hero')
        expect(page.layout.filter((b) => b.blockType === 'hero')).toHaveLength(1)
      })

      it('is written in Chinese and English, without placeholders', () => {
        for (const text of localizedTexts(page, page.slug)) {
          expect(text.cn.trim(), text.path).not.toBe('')
          expect(text.en.trim(), text.path).not.toBe('')
          expect(text.cn, text.path).not.toMatch(PLACEHOLDER)
          expect(text.en, text.path).not.toMatch(PLACEHOLDER)
        }
        expect(page.title.cn).toContain(brand.name.cn)
        expect(page.title.en).toContain(brand.name.en)
      })

      it('links to the other tool under the brand prefix and to the contact page', () => {
        const other = page.slug === 'search' ? `${brand.prefix}/searchCategory` : `${brand.prefix}/search`
        expect(linkTargets(page)).toEqual(expect.arrayContaining([other, brand.contact]))
      })
    })
  })
})
