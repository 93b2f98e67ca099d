import { isExternal, localizeHref } from '@/brands/links'
import type { BrandKey, Locale } from '@/brands/registry'

/**
 * Editors' rich text as compact nested arrays for the browser renderer (RichTextView.tsx),
 * pure. A server-rendered element travels twice, as HTML and again in the page payload as
 * `["$","li","0",{"children":...}]`; as data an item is `["li", ...]`, about a third of that.
 *
 *   "text"                      a text
 *   ["tag", ...children]        an element
 *   ["tag", {attrs}, ...]       an element with attributes (class, href, value, style ...)
 *
 * The elements are exactly those Payload's JSX converters write for the same nodes (with the
 * site's links and lean list items, RichText.tsx), text alignment and indentation included.
 * A node this module does not know (an upload, a table, a checklist, a block) makes the
 * whole text null: RichText.tsx then renders it with Payload's converters on the server.
 */

export interface RichAttrs {
  className?: string
  href?: string
  target?: string
  rel?: string
  value?: number
  style?: Record<string, string>
}
export type RichNode = string | RichElement
/** `[tag, attrs?, ...children]` (an interface, so the type may name itself). */
export interface RichElement extends Array<string | RichAttrs | RichNode> {
  0: string
}

/** What a link node of the editor carries (`link` and `autolink` nodes alike). */
export interface EditorLinkFields {
  url?: string | null
  newTab?: boolean | null
  linkType?: string | null
}

/**
 * Where a link an editor wrote leads on this page, or null when it leads nowhere we can
 * name. Editors write site paths without a language (`/lz/VAT`, `/contact`); the reader's
 * language prefix is added as for every CMS link (`localizeHref`). Addresses on other
 * sites, and links the editor marked "open in new tab", open in a new tab. A link to a
 * CMS document (the editor's "internal link") has no public address rule here, so its
 * text is shown without a link rather than as a link to nowhere.
 */
export function editorLink(fields: EditorLinkFields | null | undefined, brand: BrandKey, locale: Locale): { href: string; newTab: boolean } | null {
  if (!fields || fields.linkType === 'internal') return null
  const url = (fields.url ?? '').trim()
  if (!url) return null
  return { href: localizeHref(url, brand, locale), newTab: isExternal(url) || fields.newTab === true }
}

interface LexicalNode {
  type?: string
  children?: LexicalNode[]
  text?: string
  format?: unknown
  indent?: unknown
  tag?: string
  listType?: string
  value?: number
  fields?: EditorLinkFields
}

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])
const LISTS = new Set(['ul', 'ol'])
/** Payload's element alignment (`left` is the default and writes nothing). */
const ALIGN: Record<string, string> = { center: 'center', end: 'right', justify: 'justify', right: 'right', start: 'left' }
/** Text format bits, innermost first, as Payload nests them. */
const FORMATS: [bit: number, wrap: (t: RichNode) => RichNode][] = [
  [1, (t) => ['strong', t]],
  [2, (t) => ['em', t]],
  [4, (t) => ['span', { style: { textDecoration: 'line-through' } }, t]],
  [8, (t) => ['span', { style: { textDecoration: 'underline' } }, t]],
  [16, (t) => ['code', t]],
  [32, (t) => ['sub', t]],
  [64, (t) => ['sup', t]],
]

/** Payload's rule: no nodes, or one empty paragraph, is no text (its wrapper stays empty). */
function hasText(root: LexicalNode): boolean {
  const nodes = root.children ?? []
  if (!nodes.length) return false
  const only = nodes.length === 1 && nodes[0]!.type === 'paragraph' ? nodes[0]! : null
  if (!only) return true
  const kids = only.children ?? []
  return !(kids.length === 0 || (kids.length === 1 && kids[0]!.type === 'text' && !kids[0]!.text?.length))
}

interface Context {
  brand: BrandKey
  locale: Locale
  newTabLabel: string
}

/** The children of `nodes`, or null when one of them is not known here. */
function convertAll(nodes: LexicalNode[], parent: LexicalNode, ctx: Context): RichNode[] | null {
  const out: RichNode[] = []
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]!
    const converted = convert(node, i, parent, ctx)
    if (converted === null) return null
    // A link to nowhere is its children (a fragment in Payload's renderer: the same DOM).
    if (converted.fragment) {
      out.push(...converted.fragment)
      continue
    }
    out.push(node.type === 'text' ? converted.node : styled(converted.node, node))
  }
  return out
}

type Converted = { node: RichNode; fragment?: undefined } | { fragment: RichNode[]; node?: undefined }

function convert(node: LexicalNode, index: number, parent: LexicalNode, ctx: Context): Converted | null {
  const kids = () => convertAll(node.children ?? [], node, ctx)
  const element = (tag: string, attrs: RichAttrs | null, children: RichNode[] | null): Converted | null =>
    children === null ? null : { node: [tag, ...(attrs ? [attrs] : []), ...children] }
  switch (node.type) {
    case 'text': {
      const format = typeof node.format === 'number' ? node.format : 0
      return { node: FORMATS.reduce<RichNode>((text, [bit, wrap]) => (format & bit ? wrap(text) : text), node.text ?? '') }
    }
    case 'linebreak':
      return { node: ['br'] }
    case 'tab':
      return { node: '\t' }
    case 'horizontalrule':
      return { node: ['hr'] }
    case 'paragraph': {
      const children = kids()
      return element('p', null, children && (children.length ? children : [['br']]))
    }
    case 'heading':
      return element(HEADINGS.has(node.tag ?? '') ? node.tag! : 'h1', null, kids())
    case 'quote':
      return element('blockquote', null, kids())
    case 'list':
      if (node.listType === 'check') return null
      return element(LISTS.has(node.tag ?? '') ? node.tag! : 'ul', { className: `list-${node.listType}` }, kids())
    case 'listitem': {
      if (parent.listType === 'check') return null
      // Payload's form for an item holding a nested list; a plain item keeps a value only
      // where a numbered list does not count 1, 2, 3 ...
      if ((node.children ?? []).some((c) => c.type === 'list')) return element('li', { className: 'nestedListItem', style: { listStyleType: 'none' }, value: node.value }, kids())
      const value = parent.listType === 'number' && node.value !== index + 1 ? node.value : undefined
      return element('li', value === undefined ? null : { value }, kids())
    }
    case 'link':
    case 'autolink': {
      const children = kids()
      if (children === null) return null
      const target = editorLink(node.fields, ctx.brand, ctx.locale)
      if (!target) return { fragment: children }
      if (!target.newTab) return element('a', { href: target.href }, children)
      return element('a', { href: target.href, target: '_blank', rel: 'noopener noreferrer' }, [...children, ['span', { className: 'sr-only' }, ' ', ctx.newTabLabel]])
    }
    default:
      return null
  }
}

/** Payload's alignment and indentation of an element node (its own style, if any, wins). */
function styled(rich: RichNode, node: LexicalNode): RichNode {
  if (typeof rich === 'string') return rich
  const style: Record<string, string> = {}
  const align = typeof node.format === 'string' ? ALIGN[node.format] : undefined
  if (align) style.textAlign = align
  if (node.indent && node.type !== 'listitem') style.paddingInlineStart = `${Number(node.indent) * 40}px`
  if (!Object.keys(style).length) return rich
  const [tag, first, ...rest] = rich
  const attrs = first !== undefined && typeof first === 'object' && !Array.isArray(first) ? first : null
  const children = attrs ? rest : first === undefined ? rest : [first, ...rest]
  return [tag, { ...attrs, style: { ...style, ...attrs?.style } }, ...children]
}

/**
 * The text of a rich-text field as compact nodes: [] when there is none (an empty wrapper, as
 * Payload renders it), null when it holds a node only Payload's renderer knows.
 */
export function richNodes(data: unknown, brand: BrandKey, locale: Locale, newTabLabel: string): RichNode[] | null {
  if (!data || typeof data !== 'object' || Array.isArray(data) || !('root' in data)) return []
  const root = (data as { root?: LexicalNode }).root
  if (!root || !hasText(root)) return []
  return convertAll(root.children ?? [], root, { brand, locale, newTabLabel })
}
