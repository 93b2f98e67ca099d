import fs from 'node:fs'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { numberRuns, phraseJoin, StatsBlock } from '@/blocks/Stats/Component'
import type { StatsBlock as StatsData } from '@/payload-types'

const block = (items: [string, string][]): StatsData => ({ blockType: 'stats', items: items.map(([value, label], i) => ({ id: String(i), value, label })) })
const render = (items: [string, string][]) => renderToStaticMarkup(createElement(StatsBlock, { block: block(items) }))

/**
 * The utilities a component class applies (`.name { @apply ...; }` at the end of globals.css):
 * repeated block elements carry one short class instead of their long utility lists.
 */
const applied = (name: string) => {
  const match = new RegExp(`\\.${name} \\{\\s*@apply ([^;]+);`).exec(fs.readFileSync(new URL('../../src/app/globals.css', import.meta.url), 'utf8'))
  if (!match) throw new Error(`no component class .${name}`)
  return match[1]!
}
/** The text a reader (or screen reader) meets, card by card. */
const cards = (html: string) =>
  [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((m) =>
    m[1]!
      .split('</p>')
      .map((p) => p.replace(/<[^>]+>/g, ''))
      .filter(Boolean)
      .join('|'),
  )

describe('figure cards read in the right order', () => {
  it('reads a Chinese figure and caption as one phrase, figure first', () => {
    // As seeded on the about pages: value "48 小时", label "内顾问回复咨询".
    const html = render([
      ['48 小时', '内顾问回复咨询'],
      ['492 个', '类似群'],
      ['60+', '名律师与知识产权专业人员'],
    ])
    expect(cards(html)).toEqual(['48 小时内顾问回复咨询', '492 个类似群', '60+ 名律师与知识产权专业人员'])
    // One paragraph per card: no line break between 小时 and 内.
    for (const card of html.match(/<li[^>]*>.*?<\/li>/g)!) expect(card.match(/<p\b/g)).toHaveLength(1)
    expect(html).not.toContain('order-first')
  })

  it('puts a Chinese caption that is a sentence of its own under the figure', () => {
    expect(cards(render([['0', '非本地卖家的VAT注册门槛']]))).toEqual(['0|非本地卖家的VAT注册门槛'])
  })

  it('keeps English natural: the figure, then its caption under it', () => {
    const html = render([['48 hours', 'for an adviser to reply']])
    expect(cards(html)).toEqual(['48 hours|for an adviser to reply'])
    expect(html).toContain('data-stat="stacked"')
  })

  it('joins with nothing after a Chinese unit and a space after a digit or sign', () => {
    expect(phraseJoin('48 小时', '内回复')).toBe('')
    expect(phraseJoin('492', '个类似群')).toBe(' ')
    expect(phraseJoin('20%', '英国')).toBeNull()
    expect(phraseJoin('0', '非本地卖家在欧盟或英国存储货物时的VAT注册门槛')).toBeNull()
    expect(phraseJoin('12,000+', '服务过的跨境卖家')).toBeNull()
    expect(phraseJoin('€150', 'per imported consignment')).toBeNull()
  })
})

describe('figures never split inside a number', () => {
  it('keeps each number with its separators, sign and Chinese numeral unit on one line', () => {
    const numbers = (text: string) => numberRuns(text).filter((r) => r.number).map((r) => r.text)
    expect(numbers('1–3 个工作日')).toEqual(['1–3'])
    expect(numbers('80 万+')).toEqual(['80 万+'])
    expect(numbers('2024.12.13')).toEqual(['2024.12.13'])
    expect(numbers('€10,000')).toEqual(['€10,000'])
    expect(numbers('£1m + 25 t')).toEqual(['£1', '25'])
    expect(numberRuns('100万英镑 + 25吨').map((r) => r.text).join('')).toBe('100万英镑 + 25吨')
  })

  it('wraps numbers in no-wrap runs and lets long words break only where they must', () => {
    const html = render([['1–3 个工作日', '德国包装法：LUCID注册与双元系统许可'], ['13 Dec 2024', 'GPSR applies: every consumer product needs an economic operator']])
    expect(html).toContain('<span class="whitespace-nowrap">1–3</span>')
    expect(html).toContain('<span class="whitespace-nowrap">2024</span>')
    expect(html).toContain('<p class="stat-label">')
    expect(applied('stat-label')).toMatch(/break-words hyphens-auto/)
    expect(html).not.toContain('break-all')
    expect(html).not.toContain('overflow-wrap:anywhere')
  })
})

describe('headings do not break mid-word on phones', () => {
  const ctx = { brand: 'lz' as const, locale: 'de' as const, newTabLabel: 'neuer Tab' }
  const wraps = /class="[^"]*text-balance break-words hyphens-auto/
  const wrapsApplied = /text-balance break-words hyphens-auto/

  it('balances the lines of block headings, hyphenates long words by the page language and breaks a word only when it cannot fit', async () => {
    const { HeroBlock } = await import('@/blocks/Hero/Component')
    const { CallToActionBlock } = await import('@/blocks/CallToAction/Component')
    const { FeatureGridBlock } = await import('@/blocks/FeatureGrid/Component')
    const { StepsBlock } = await import('@/blocks/Steps/Component')
    const heading = 'Verpackungsregistrierung und Produktverantwortung'
    const hero = renderToStaticMarkup(createElement(HeroBlock, { block: { blockType: 'hero', heading } as never, ctx }))
    expect(hero).toContain('<h1 class="hero-title">')
    expect(applied('hero-title')).toMatch(wrapsApplied)
    const cta = renderToStaticMarkup(createElement(CallToActionBlock, { block: { blockType: 'cta', heading } as never, ctx }))
    expect(cta).toMatch(new RegExp(`<h2 ${wraps.source}`))
    const grid = renderToStaticMarkup(createElement(FeatureGridBlock, { block: { blockType: 'featureGrid', items: [{ id: '1', title: heading, tag: 'Neu' }] } as never, ctx }))
    // Beside its tag the title must be allowed to shrink, or a long word pushes the card wider than the phone.
    expect(grid).toContain('<h3 class="fg-title">')
    expect(applied('fg-title')).toMatch(/^min-w-0 text-balance break-words hyphens-auto/)
    const steps = renderToStaticMarkup(createElement(StepsBlock, { block: { blockType: 'steps', items: [{ id: '1', title: heading }] } as never }))
    expect(steps).toContain('<h3 class="step-title">')
    expect(applied('step-title')).toMatch(wrapsApplied)
  })

  it('does the same for the section heading every block above its items shares', async () => {
    const { SectionHeading } = await import('@/blocks/render-context')
    const section = renderToStaticMarkup(createElement(SectionHeading, { heading: 'Verpackungsregistrierung und Produktverantwortung' }))
    expect(section).toContain('<h2 class="section-heading sec-title">')
    expect(applied('sec-title')).toMatch(wrapsApplied)
  })
})
