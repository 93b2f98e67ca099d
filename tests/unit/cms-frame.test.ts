import { describe, expect, it } from 'vitest'
import { frameSections, withHeroHeading } from '@/components/site/frame-sections'
import type { PageBlock } from '@/services/content/pages'

const block = (blockType: string, id = blockType) => ({ blockType, id }) as unknown as PageBlock
const types = (blocks: PageBlock[]) => blocks.map((b) => b.id)
const split = (layout: PageBlock[], withoutHeroes = false) => {
  const { lead, body, closing } = frameSections(layout, withoutHeroes)
  return { lead: types(lead), body: types(body), closing: types(closing) }
}

describe('frameSections', () => {
  it('puts the blocks up to the first hero before the feature and the closing calls to action last', () => {
    expect(split([block('richText', 'intro'), block('hero'), block('faq'), block('cta', 'cta1'), block('cta', 'cta2')])).toEqual({
      lead: ['intro', 'hero'],
      body: ['faq'],
      closing: ['cta1', 'cta2'],
    })
  })

  it('keeps a call to action that is followed by other blocks in the body', () => {
    expect(split([block('hero'), block('cta', 'early'), block('faq'), block('cta', 'last')])).toEqual({ lead: ['hero'], body: ['early', 'faq'], closing: ['last'] })
  })

  it('has no lead when the page has no hero, and no closing when it does not end with a call to action', () => {
    expect(split([block('faq'), block('richText')])).toEqual({ lead: [], body: ['faq', 'richText'], closing: [] })
    expect(split([block('hero', 'h1'), block('hero', 'h2')])).toEqual({ lead: ['h1'], body: ['h2'], closing: [] })
    expect(split([])).toEqual({ lead: [], body: [], closing: [] })
  })

  it('never takes the hero into the closing run, even on a page of a hero and calls to action', () => {
    expect(split([block('hero'), block('cta')])).toEqual({ lead: ['hero'], body: [], closing: ['cta'] })
    expect(split([block('cta', 'a'), block('cta', 'b')])).toEqual({ lead: [], body: [], closing: ['a', 'b'] })
  })

  it('leaves every hero out when the route brings its own h1', () => {
    expect(split([block('hero', 'h1'), block('faq'), block('hero', 'h2'), block('cta')], true)).toEqual({ lead: [], body: ['faq'], closing: ['cta'] })
  })

  it('returns the page unchanged when the parts are joined again', () => {
    const layout = [block('stats'), block('hero'), block('cta', 'c1'), block('steps'), block('cta', 'c2')]
    const { lead, body, closing } = frameSections(layout)
    expect([...lead, ...body, ...closing]).toEqual(layout)
  })
})

describe('withHeroHeading', () => {
  it('heads every hero with the route’s h1 text and keeps the editor’s heading as the eyebrow', () => {
    const hero = { blockType: 'hero', id: 'h', heading: 'VAT calculator', eyebrow: 'old' } as unknown as PageBlock
    const [first, second] = withHeroHeading([hero, block('faq')], 'Japan consumption tax')
    expect(first).toMatchObject({ blockType: 'hero', heading: 'Japan consumption tax', eyebrow: 'VAT calculator' })
    expect(second).toEqual(block('faq'))
    expect(hero).toMatchObject({ heading: 'VAT calculator', eyebrow: 'old' })
  })
})
