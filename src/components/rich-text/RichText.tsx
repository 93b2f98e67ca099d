import type { ReactNode } from 'react'
import type {
  SerializedAutoLinkNode,
  SerializedHeadingNode,
  SerializedLinkNode,
  SerializedListItemNode,
  SerializedListNode,
  SerializedParagraphNode,
} from '@payloadcms/richtext-lexical'
import { RichText as LexicalRichText, type JSXConverter, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from 'lexical'
import type { BrandKey, Locale } from '@/brands/registry'
import { editorLink, richNodes } from './rich-nodes'
import { RichTextView } from './RichTextView'

const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])

export { editorLink } from './rich-nodes'

/** One child as itself rather than a one-element list: a shorter page payload. */
function single(children: ReactNode[]): ReactNode {
  return children.length === 1 ? children[0] : children
}

function converters(brand: BrandKey, locale: Locale, newTabLabel: string): JSXConvertersFunction {
  const link: JSXConverter<SerializedLinkNode | SerializedAutoLinkNode> = ({ node, nodesToJSX }) => {
    const children = nodesToJSX({ nodes: node.children })
    const target = editorLink(node.fields, brand, locale)
    if (!target) return <>{children}</>
    if (!target.newTab) return <a href={target.href}>{single(children)}</a>
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="sr-only"> {newTabLabel}</span>
      </a>
    )
  }
  const paragraph: JSXConverter<SerializedParagraphNode> = ({ node, nodesToJSX }) => {
    const children = nodesToJSX({ nodes: node.children })
    return <p>{children.length ? single(children) : <br />}</p>
  }
  const heading: JSXConverter<SerializedHeadingNode> = ({ node, nodesToJSX }) => {
    const Tag = HEADING_TAGS.has(node.tag) ? node.tag : 'h1'
    return <Tag>{single(nodesToJSX({ nodes: node.children }))}</Tag>
  }
  return ({ defaultConverters }) => {
    const defaultListItem = defaultConverters.listitem as JSXConverter<SerializedListItemNode>
    // Payload's list item gives every item `class=""` and a `value`, which travel in the HTML
    // and again in the page payload. A plain item keeps a value only where it changes the
    // number shown; checklist items and items holding a nested list keep Payload's form.
    const listitem: JSXConverter<SerializedListItemNode> = (args) => {
      const { node, nodesToJSX, parent, childIndex } = args
      const listType = (parent as Partial<SerializedListNode>).listType
      if (listType === 'check' || node.children.some((child) => child.type === 'list')) return typeof defaultListItem === 'function' ? defaultListItem(args) : defaultListItem
      const value = listType === 'number' && node.value !== childIndex + 1 ? node.value : undefined
      return <li value={value}>{single(nodesToJSX({ nodes: node.children }))}</li>
    }
    return { ...defaultConverters, link, autolink: link, paragraph, heading, listitem }
  }
}

export interface RichTextProps {
  /** The Lexical editor state of a rich-text field; nothing is rendered without one. */
  data: unknown
  brand: BrandKey
  locale: Locale
  /** "(opens in a new tab)" in the page's language (`common.opensInNewTab`), for screen readers. */
  newTabLabel: string
  className?: string
}

/**
 * Rich text an editor wrote in the CMS (page blocks, news, manuals, FAQ, Q&A answers):
 * the one renderer of the site. Links follow `editorLink`. Text made of headings,
 * paragraphs, lists, quotes, links and text formats travels as compact data to a small
 * browser renderer (rich-nodes.ts, RichTextView.tsx: the payload carries the text once, not
 * element by element); anything else (uploads, tables, checklists) is rendered here by
 * Payload's converters, with the same links and lean list items. The HTML is the same either
 * way. Styles come from the caller's `className`: the site has no typography plugin.
 */
export function RichText({ data, brand, locale, newTabLabel, className }: RichTextProps) {
  if (!data) return null
  const nodes = richNodes(data, brand, locale, newTabLabel)
  if (nodes) return <RichTextView nodes={nodes} className={className ?? 'payload-richtext'} />
  return <LexicalRichText data={data as SerializedEditorState} converters={converters(brand, locale, newTabLabel)} className={className} />
}
