import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { RichTextBlock } from '@/blocks/RichText/Component'
import type { BrandKey, Locale } from '@/brands/registry'
import { RichText as PayloadRichText } from '@payloadcms/richtext-lexical/react'
import { editorLink, RichText } from '@/components/rich-text/RichText'
import { richNodes } from '@/components/rich-text/rich-nodes'
import { markdownToLexical } from '@/lib/rich-text/lexical'
import type { RichTextBlock as RichTextData } from '@/payload-types'

const LABEL = '(opens in a new tab)'
const render = (markdown: string, brand: BrandKey = 'lz', locale: Locale = 'en') =>
  renderToStaticMarkup(createElement(RichText, { data: markdownToLexical(markdown), brand, locale, newTabLabel: LABEL, className: 'body' }))

/** One paragraph holding a single link node with these fields. */
function linkState(fields: Record<string, unknown>, text = 'VAT') {
  const base = { format: '', indent: 0, version: 1, direction: 'ltr' }
  const textNode = { type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }
  return { root: { type: 'root', ...base, children: [{ type: 'paragraph', ...base, textFormat: 0, children: [{ type: fields.type ?? 'link', fields, ...base, children: [textNode] }] }] } }
}
const renderState = (state: unknown, locale: Locale = 'en') => renderToStaticMarkup(createElement(RichText, { data: state, brand: 'lz', locale, newTabLabel: LABEL, className: 'body' }))

describe('rich text links', () => {
  it('adds the page language prefix to a site path an editor wrote', () => {
    expect(render('See [VAT](/lz/VAT).', 'lz', 'en')).toContain('<a href="/en/lz/VAT">VAT</a>')
    expect(render('See [VAT](/lz/VAT).', 'lz', 'cn')).toContain('<a href="/lz/VAT">VAT</a>')
    // A brand whose every URL carries the language gets it in the default language too.
    expect(render('See [EPR](/EPR).', 'gl', 'cn')).toContain('<a href="/cn/EPR">EPR</a>')
  })

  it('leaves a path that already names a language, anchors, mail and phone links as written', () => {
    expect(render('[de](/de/lz/VAT) [top](#top) [mail](mailto:a@example.com) [call](tel:+8612345)', 'lz', 'en')).toBe(
      '<div class="body"><p><a href="/de/lz/VAT">de</a> <a href="#top">top</a> <a href="mailto:a@example.com">mail</a> <a href="tel:+8612345">call</a></p></div>',
    )
  })

  it('opens another site in a new tab and says so in the page language', () => {
    const html = render('[EU](https://europa.eu/vat)')
    expect(html).toContain('<a href="https://europa.eu/vat" target="_blank" rel="noopener noreferrer">EU<span class="sr-only"> (opens in a new tab)</span></a>')
  })

  it('treats an external link as new-tab even when the editor did not tick "open in new tab"', () => {
    expect(renderState(linkState({ url: '//example.com/x', newTab: false, linkType: 'custom' }))).toContain('target="_blank" rel="noopener noreferrer"')
  })

  it('keeps the language prefix and adds the label on a site link the editor marked "open in new tab"', () => {
    expect(renderState(linkState({ url: '/lz/VAT', newTab: true, linkType: 'custom' }), 'ko')).toContain(
      '<a href="/ko/lz/VAT" target="_blank" rel="noopener noreferrer">VAT<span class="sr-only"> (opens in a new tab)</span></a>',
    )
  })

  it('renders autolinks (typed addresses) like links', () => {
    expect(renderState(linkState({ type: 'autolink', url: 'https://example.com', linkType: 'custom' }, 'https://example.com'))).toContain('target="_blank"')
  })

  it('shows the text of a link to a CMS document, or of an empty link, without a link', () => {
    expect(renderState(linkState({ linkType: 'internal', doc: { relationTo: 'pages', value: 1 } }))).toBe('<div class="body"><p>VAT</p></div>')
    expect(renderState(linkState({ url: '  ', linkType: 'custom' }))).toBe('<div class="body"><p>VAT</p></div>')
  })

  it('describes each link by one rule', () => {
    expect(editorLink({ url: '/contact' }, 'lz', 'de')).toEqual({ href: '/de/contact', newTab: false })
    expect(editorLink({ url: 'https://a.example', newTab: false }, 'lz', 'de')).toEqual({ href: 'https://a.example', newTab: true })
    expect(editorLink(undefined, 'lz', 'de')).toBeNull()
  })
})

describe('rich text elements', () => {
  it('renders headings, lists, quotes and bold as the editor wrote them', () => {
    const html = render('## Heading\n\n### Sub\n\n- one\n- **two**\n\n1. first\n\n> quoted')
    expect(html).toContain('<h2>Heading</h2>')
    expect(html).toContain('<h3>Sub</h3>')
    expect(html).toMatch(/<ul class="list-bullet">.*<li[^>]*>one<\/li>.*<strong>two<\/strong>/)
    expect(html).toMatch(/<ol class="list-number">/)
    expect(html).toContain('<blockquote>quoted</blockquote>')
  })

  it('writes list items without empty attributes, keeping a number only where it is not the natural one', () => {
    expect(render('- one\n- two\n\n1. first\n2. second')).toBe(
      '<div class="body"><ul class="list-bullet"><li>one</li><li>two</li></ul><ol class="list-number"><li>first</li><li>second</li></ol></div>',
    )
    const base = { format: '', indent: 0, version: 1, direction: 'ltr' }
    const item = (value: number, text: string) => ({ type: 'listitem', ...base, value, children: [{ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }] })
    const list = { type: 'list', ...base, listType: 'number', tag: 'ol', start: 3, children: [item(3, 'third'), item(4, 'fourth')] }
    expect(renderState({ root: { type: 'root', ...base, children: [list] } })).toBe('<div class="body"><ol class="list-number"><li value="3">third</li><li value="4">fourth</li></ol></div>')
  })

  it('renders nothing without a state', () => {
    expect(renderState(null)).toBe('')
  })
})

describe('rich text page block', () => {
  it('localizes the links an editor writes in a page block and labels new-tab links', () => {
    const block = { blockType: 'richText', heading: 'Intro', content: markdownToLexical('[VAT](/lz/VAT) and [EU](https://europa.eu)') } as unknown as RichTextData
    const html = renderToStaticMarkup(createElement(RichTextBlock, { block, ctx: { brand: 'lz', locale: 'en', newTabLabel: LABEL } }))
    expect(html).toContain('<a href="/en/lz/VAT">VAT</a>')
    expect(html).toContain('<span class="sr-only"> (opens in a new tab)</span>')
  })
})

describe('rich text as compact data', () => {
  const base = { format: '', indent: 0, version: 1, direction: 'ltr' }
  const text = (t: string, format = 0) => ({ type: 'text', text: t, format, style: '', mode: 'normal', detail: 0, version: 1 })
  const el = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({ type, ...base, children, ...extra })
  const item = (value: number, children: unknown[]) => el('listitem', children, { value })
  const state = {
    root: el('root', [
      el('heading', [text('Title')], { tag: 'h2', format: 'center' }),
      el('paragraph', [text('bold', 1), text(' italic', 2), text(' struck', 4), text(' under', 8), text(' code', 16), text('sub', 32), text('sup', 64), text('all', 127)], { indent: 2 }),
      el('paragraph', [text('a'), { type: 'linebreak', version: 1 }, text('b'), { type: 'tab', text: '\t', format: 0, style: '', mode: 'normal', detail: 0, version: 1 }, text('c')], { format: 'right' }),
      el('paragraph', []),
      el('quote', [text('quoted')], { format: 'justify' }),
      { type: 'horizontalrule', version: 1 },
      el('list', [item(1, [text('one')]), item(2, [text('two'), el('list', [item(1, [text('nested')])], { listType: 'bullet', tag: 'ul' })])], { listType: 'number', tag: 'ol', start: 1 }),
    ]),
  }

  it('renders the HTML Payload renders, with list items without empty attributes', () => {
    const payload = renderToStaticMarkup(createElement(PayloadRichText, { data: state as never, className: 'body' })).replace(/<li class="" value="\d+">/g, '<li>')
    const ours = renderState(state)
    expect(richNodes(state, 'lz', 'en', LABEL)).not.toBeNull()
    expect(ours).toBe(payload)
    expect(ours).toContain('<h2 style="text-align:center">Title</h2>')
    expect(ours).toContain('<p style="padding-inline-start:80px"><strong>bold</strong>')
    expect(ours).toContain('<li class="nestedListItem" style="list-style-type:none" value="2">')
  })

  it('leaves text with nodes it does not know (an upload, a checklist) to Payload, with the same links', () => {
    const upload = { root: el('root', [el('paragraph', [el('link', [text('VAT')], { fields: { url: '/lz/VAT', linkType: 'custom' } })]), { type: 'upload', version: 1, relationTo: 'media', value: { url: '/a.png', alt: 'A', mimeType: 'image/png', width: 1, height: 1 } }]) }
    expect(richNodes(upload, 'lz', 'en', LABEL)).toBeNull()
    expect(renderState(upload)).toContain('<p><a href="/en/lz/VAT">VAT</a></p>')
    const check = { root: el('root', [el('list', [item(1, [text('done')])], { listType: 'check', tag: 'ul' })]) }
    expect(richNodes(check, 'lz', 'en', LABEL)).toBeNull()
    expect(renderState(check)).toContain('role="checkbox"')
  })

  it('keeps an empty text as an empty wrapper', () => {
    expect(renderState({ root: el('root', [el('paragraph', [])]) })).toBe('<div class="body"></div>')
  })
})
