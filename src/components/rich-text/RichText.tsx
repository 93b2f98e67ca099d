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
import { isExternal, localizeHref } from '@/brands/links'
import type { BrandKey, Locale } from '@/brands/registry'

const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])

/** What a link node of the editor carries (`link` and `autolink` nodes alike). */
interface EditorLinkFields {
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
 * the one renderer of the site. Headings, paragraphs, lists, quotes, bold and uploads are
 * rendered by Payload's default converters; links follow `editorLink`. Styles come from
 * the caller's `className`: the site has no typography plugin.
 */
export function RichText({ data, brand, locale, newTabLabel, className }: RichTextProps) {
  return <LexicalRichText data={data as SerializedEditorState} converters={converters(brand, locale, newTabLabel)} className={className} />
}
