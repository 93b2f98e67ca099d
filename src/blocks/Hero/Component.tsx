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
    // The figures carry no classes: `.hero-figs` (globals.css) styles them by their place.
    <dl className={block.image ? 'hero-figs hero-figs-under' : 'hero-figs'}>
      {block.highlights.map((h) => (
        <div key={h.id}>
          <dt>{h.label}</dt>
          <dd>{h.value}</dd>
        </div>
      ))}
    </dl>
  ) : null
  return (
    <section className="hero-surface hero">
      <div className="container-page hero-grid">
        <div>
          {block.eyebrow ? <p className="hero-eyebrow">{block.eyebrow}</p> : null}
          <h1 className="hero-title">{block.heading}</h1>
          {block.text ? <p className="hero-text">{block.text}</p> : null}
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
