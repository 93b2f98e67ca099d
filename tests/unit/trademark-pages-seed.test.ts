import { describe, expect, it } from 'vitest'
import { trademarkPages } from '@/cms/seed/content/trademark-pages'
import { linkTargets, localizedTexts, PLACEHOLDER } from './seed-texts'

/**
 * The CMS side of /search and /searchCategory (issue 6): each page opens with its hero,
 * is written in both languages without placeholder text, names the brand in its title,
 * and links to the other tool under the brand's own prefix and to its contact page.
 */
const brand = { name: { cn: '子午知识产权', en: 'Meridian IP' }, contact: '/mdt/contactUs', prefix: '/mdt' }
const pages = trademarkPages(brand)

describe('trademark tool page seeds', () => {
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
      const other = page.slug === 'search' ? '/mdt/searchCategory' : '/mdt/search'
      expect(linkTargets(page)).toEqual(expect.arrayContaining([other, brand.contact]))
    })
  })
})
