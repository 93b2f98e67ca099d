import type { TestimonialsBlock as TestimonialsData } from '@/payload-types'
import { CmsImage } from '@/components/ui/CmsImage'
import { Icon } from '@/components/ui/Icon'
import { SectionHeading, type BlockContext } from '../render-context'

/** Client quotes as figures: the words in a blockquote, the person and company in its caption. */
export function TestimonialsBlock({ block, ctx }: { block: TestimonialsData; ctx: BlockContext }) {
  const headingId = `testimonials-${block.id ?? 'block'}`
  return (
    <section aria-labelledby={block.heading ? headingId : undefined} className="bg-surface py-16">
      <div className="container-page">
        <SectionHeading heading={block.heading} intro={block.intro} id={headingId} />
        <ul className="grid gap-6 md:grid-cols-3">
          {block.items?.map((item) => (
            <li key={item.id}>
              <figure className="tile">
                <Icon name="quote" className="h-7 w-7 text-accent" />
                <blockquote className="quote-text">{item.quote}</blockquote>
                <figcaption className="quote-by">
                  {item.photo ? <CmsImage media={item.photo} locale={ctx.locale} sizes="48px" className="h-12 w-12 shrink-0 rounded-full object-cover" decorative /> : null}
                  <span className="min-w-0 text-sm">
                    <span className="block font-semibold text-ink">{item.name}</span>
                    {item.role || item.company ? <span className="block text-slate-600">{[item.role, item.company].filter(Boolean).join(' · ')}</span> : null}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
