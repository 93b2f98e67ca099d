import { describe, it, expect } from 'vitest'
import { forLocale, isLocalized } from '@/cms/seed/localize'

describe('isLocalized', () => {
  it('is true for {cn, en} text objects, optionally with de/ko', () => {
    expect(isLocalized({ cn: '标题', en: 'Title' })).toBe(true)
    expect(isLocalized({ cn: '标题', en: 'Title', de: 'Titel', ko: '제목' })).toBe(true)
    expect(isLocalized({ cn: '', en: '' })).toBe(true)
  })

  it('is false when cn or en is missing or not a string', () => {
    expect(isLocalized({ cn: '标题' })).toBe(false)
    expect(isLocalized({ en: 'Title' })).toBe(false)
    expect(isLocalized({ cn: 1, en: 'Title' })).toBe(false)
    expect(isLocalized({ cn: '标题', en: null })).toBe(false)
  })

  it('is false when any key is not a locale', () => {
    expect(isLocalized({ cn: '标题', en: 'Title', fr: 'Titre' })).toBe(false)
    expect(isLocalized({ cn: '标题', en: 'Title', url: '/x' })).toBe(false)
  })

  it('is false for non-objects, arrays and empty objects', () => {
    for (const v of [null, undefined, 'x', 3, [], ['cn', 'en'], {}]) expect(isLocalized(v)).toBe(false)
  })
})

describe('forLocale', () => {
  const doc = {
    title: { cn: '标题', en: 'Title', de: 'Titel' },
    url: '/lz/VAT',
    count: 3,
    enabled: false,
    empty: null,
    tags: ['vat', 'epr'],
    rows: [
      { label: { cn: '一', en: 'One' }, url: '/one' },
      { label: { cn: '二', en: 'Two' }, url: '/two', items: [{ text: { cn: '甲', en: 'A' } }] },
    ],
  }

  it('picks the text of the requested locale', () => {
    const cn = forLocale(doc, 'cn', 'brand:lz') as any
    expect(cn.title).toBe('标题')
    expect(cn.rows[0].label).toBe('一')
    expect(cn.rows[1].items[0].text).toBe('甲')
    const de = forLocale(doc, 'de', 'brand:lz') as any
    expect(de.title).toBe('Titel')
  })

  it('falls back to en when the locale is missing', () => {
    const de = forLocale(doc, 'de', 'brand:lz') as any
    expect(de.rows[0].label).toBe('One')
    expect(de.rows[1].items[0].text).toBe('A')
    expect((forLocale(doc, 'ko', 'brand:lz') as any).title).toBe('Title')
  })

  it('leaves non-text values, string arrays and null alone', () => {
    const out = forLocale(doc, 'en', 'brand:lz') as any
    expect(out.url).toBe('/lz/VAT')
    expect(out.count).toBe(3)
    expect(out.enabled).toBe(false)
    expect(out.empty).toBeNull()
    expect(out.tags).toEqual(['vat', 'epr'])
    expect(forLocale('plain', 'cn')).toBe('plain')
    expect(forLocale(null, 'cn')).toBeNull()
  })

  it('turns arrays of localized texts into arrays of strings without ids', () => {
    expect(forLocale([{ cn: '一', en: 'One' }, { cn: '二', en: 'Two' }], 'en', 'k')).toEqual(['One', 'Two'])
  })

  it('adds a 24-hex id to each object row, nested rows included', () => {
    const out = forLocale(doc, 'cn', 'brand:lz') as any
    for (const row of [out.rows[0], out.rows[1], out.rows[1].items[0]]) expect(row.id).toMatch(/^[0-9a-f]{24}$/)
    expect(new Set([out.rows[0].id, out.rows[1].id, out.rows[1].items[0].id]).size).toBe(3)
    expect(out).not.toHaveProperty('id')
  })

  it('gives the same row ids to every locale of one document', () => {
    const ids = (locale: 'cn' | 'en' | 'de') => {
      const out = forLocale(doc, locale, 'pages:lz:homes') as any
      return [out.rows[0].id, out.rows[1].id, out.rows[1].items[0].id]
    }
    expect(ids('en')).toEqual(ids('cn'))
    expect(ids('de')).toEqual(ids('cn'))
  })

  it('gives different row ids to different documents', () => {
    const a = forLocale(doc, 'cn', 'pages:lz:homes') as any
    const b = forLocale(doc, 'cn', 'pages:mdt:homes') as any
    expect(a.rows[0].id).not.toBe(b.rows[0].id)
    expect(a.rows[1].items[0].id).not.toBe(b.rows[1].items[0].id)
  })

  it('is deterministic across calls', () => {
    expect(forLocale(doc, 'en', 'x')).toEqual(forLocale(doc, 'en', 'x'))
  })

  it('does not mutate its input', () => {
    const copy = structuredClone(doc)
    forLocale(doc, 'cn', 'x')
    expect(doc).toEqual(copy)
  })
})
