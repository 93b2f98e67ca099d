import type { HeroBlock as HeroData } from '@/payload-types'
import { CmsImage } from '@/components/ui/CmsImage'
import { ActionLink, type BlockContext } from '../render-context'

/**
 * The opening section: heading, text and buttons, with an illustration or the key figures
 * beside them. With an illustration the figures move below the buttons. The background
 * follows the brand's hero pattern (globals.css, `.hero-surface`).
 */
export function HeroBlock({ block, ctx }: { block: HeroData; ctx: BlockContext }) {
  const figures = block.highlights?.length ? (
    <dl className={block.image ? 'mt-10 grid grid-cols-2 gap-3 sm:grid-cols-4' : 'grid grid-cols-2 gap-4'}>
      {block.highlights.map((h) => (
        <div key={h.id} className={`flex flex-col rounded-xl border border-slate-200 bg-white shadow-sm ${block.image ? 'p-4' : 'p-5'}`}>
          <dt className="text-sm text-slate-600">{h.label}</dt>
          <dd className={`order-first font-bold text-brand ${block.image ? 'text-xl' : 'text-2xl'}`}>{h.value}</dd>
        </div>
      ))}
    </dl>
  ) : null
  return (
    <section className="hero-surface relative overflow-hidden bg-gradient-to-br from-surface to-white">
      <div className="container-page grid gap-10 py-16 md:py-24 lg:grid-cols-[1.4fr_1fr] lg:items-center">
        <div>
          {block.eyebrow ? <p className="mb-3 text-sm font-semibold tracking-wide text-brand">{block.eyebrow}</p> : null}
          <h1 className="text-balance break-words hyphens-auto text-3xl font-bold leading-tight text-ink md:text-5xl">{block.heading}</h1>
          {block.text ? <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-700">{block.text}</p> : null}
          <div className="mt-8 flex flex-wrap gap-3">
            <ActionLink action={block.primaryAction} ctx={ctx} variant="primary" />
            <ActionLink action={block.secondaryAction} ctx={ctx} variant="secondary" />
          </div>
          {block.image ? figures : null}
        </div>
        {block.image ? (
          <CmsImage media={block.image} locale={ctx.locale} sizes="(min-width: 1024px) 420px, 90vw" className="mx-auto h-auto w-full max-w-xs sm:max-w-md" eager />
        ) : (
          figures
        )}
      </div>
    </section>
  )
}
