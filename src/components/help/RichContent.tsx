import type { BrandKey, Locale } from '@/brands/registry'
import { RichText } from '@/components/rich-text/RichText'

/**
 * Rich text of the help centre and the Q&A knowledge base (manuals, FAQ, answers), in
 * their styles; links as everywhere (`components/rich-text`).
 */
const STYLES =
  'space-y-4 leading-relaxed text-slate-800 [&_a]:font-medium [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-2 [&_blockquote]:border-l-4 [&_blockquote]:border-brand [&_blockquote]:bg-surface [&_blockquote]:px-4 [&_blockquote]:py-2 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-ink [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink [&_h4]:mt-4 [&_h4]:font-semibold [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6 [&_strong]:font-semibold [&_strong]:text-ink [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6'

export function RichContent({ data, brand, locale, newTabLabel, className = '' }: { data: unknown; brand: BrandKey; locale: Locale; newTabLabel: string; className?: string }) {
  return <RichText data={data} brand={brand} locale={locale} newTabLabel={newTabLabel} className={`${STYLES} ${className}`} />
}
