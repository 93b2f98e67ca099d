import { RichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from 'lexical'
import { isExternal, localizeHref } from '@/brands/links'
import type { BrandKey, Locale } from '@/brands/registry'

/**
 * Rich text from the CMS editor (manuals, FAQ and Q&A answers). Site links written by
 * editors (`/lz/VAT`) get the page language's prefix; external links open in a new tab
 * and say so. Styles come from here: the site has no typography plugin.
 */
const STYLES =
  'space-y-4 leading-relaxed text-slate-800 [&_a]:font-medium [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-2 [&_blockquote]:border-l-4 [&_blockquote]:border-brand [&_blockquote]:bg-surface [&_blockquote]:px-4 [&_blockquote]:py-2 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-ink [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink [&_h4]:mt-4 [&_h4]:font-semibold [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6 [&_strong]:font-semibold [&_strong]:text-ink [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6'

export function RichContent({ data, brand, locale, newTabLabel, className = '' }: { data: unknown; brand: BrandKey; locale: Locale; newTabLabel: string; className?: string }) {
  const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
    ...defaultConverters,
    link: ({ node, nodesToJSX }) => {
      const url = typeof node.fields?.url === 'string' ? node.fields.url : ''
      const children = nodesToJSX({ nodes: node.children })
      if (isExternal(url)) {
        return (
          <a href={url} target="_blank" rel="noopener noreferrer">
            {children}
            <span className="sr-only">{newTabLabel}</span>
          </a>
        )
      }
      return <a href={localizeHref(url, brand, locale)}>{children}</a>
    },
  })
  return <RichText data={data as SerializedEditorState} converters={converters} className={`${STYLES} ${className}`} />
}
