import { localizeHref } from '@/brands/links'
import type { BrandKey, Locale } from '@/brands/registry'
import { SmartLink } from '@/components/ui/SmartLink'

/** What every block renderer needs besides its own data. */
export interface BlockContext {
  brand: BrandKey
  locale: Locale
  newTabLabel: string
}

/** A block's heading: h2 on a page, h3 when the block sits inside a titled section. */
export function SectionHeading({ heading, intro, id, level = 2 }: { heading?: string | null; intro?: string | null; id?: string; level?: 2 | 3 }) {
  if (!heading && !intro) return null
  const H = level === 2 ? 'h2' : 'h3'
  return (
    <div className="mx-auto mb-10 max-w-3xl text-center">
      {heading ? (
        <H id={id} className="section-heading text-balance break-words hyphens-auto text-2xl font-bold text-ink md:text-3xl">
          {heading}
        </H>
      ) : null}
      {intro ? <p className="mt-3 text-slate-700">{intro}</p> : null}
    </div>
  )
}

export function ActionLink({ action, ctx, variant }: { action?: { label?: string | null; url?: string | null } | null; ctx: BlockContext; variant: 'primary' | 'secondary' | 'inverse' }) {
  if (!action?.label || !action.url) return null
  const styles = {
    primary: 'bg-brand text-brand-contrast hover:opacity-90',
    secondary: 'border border-brand text-brand hover:bg-surface',
    inverse: 'bg-white text-brand hover:bg-surface',
  }
  return (
    <SmartLink href={localizeHref(action.url, ctx.brand, ctx.locale)} className={`inline-flex items-center rounded-lg px-6 py-3 font-semibold transition ${styles[variant]}`} newTabLabel={ctx.newTabLabel}>
      {action.label}
    </SmartLink>
  )
}
