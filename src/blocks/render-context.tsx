import { localizeHref } from '@/brands/links'
import type { BrandKey, Locale } from '@/brands/registry'
import { SmartLink } from '@/components/ui/SmartLink'

/** What every block renderer needs besides its own data. */
export interface BlockContext {
  brand: BrandKey
  locale: Locale
  newTabLabel: string
}

/**
 * A block's heading: h2 on a page, h3 when the block sits inside a titled section.
 * Block renderers style their repeated elements with the short component classes at the
 * end of globals.css (`.sec-title`, `.btn-primary` ...): each element's classes travel twice,
 * in the HTML and in the page payload.
 */
export function SectionHeading({ heading, intro, id, level = 2 }: { heading?: string | null; intro?: string | null; id?: string; level?: 2 | 3 }) {
  if (!heading && !intro) return null
  const H = level === 2 ? 'h2' : 'h3'
  return (
    <div className="sec-head">
      {heading ? (
        <H id={id} className="section-heading sec-title">
          {heading}
        </H>
      ) : null}
      {intro ? <p className="mt-3 text-slate-700">{intro}</p> : null}
    </div>
  )
}

export function ActionLink({ action, ctx, variant }: { action?: { label?: string | null; url?: string | null } | null; ctx: BlockContext; variant: 'primary' | 'secondary' | 'inverse' }) {
  if (!action?.label || !action.url) return null
  return (
    <SmartLink href={localizeHref(action.url, ctx.brand, ctx.locale)} className={`btn-${variant}`} newTabLabel={ctx.newTabLabel}>
      {action.label}
    </SmartLink>
  )
}
