import { localizeHref } from '@/brands/links'
import { SmartLink } from '@/components/ui/SmartLink'
import type { FeatureGridBlock as FeatureGridData } from '@/payload-types'
import { SectionHeading, type BlockContext } from '../render-context'

export function FeatureGridBlock({ block, ctx }: { block: FeatureGridData; ctx: BlockContext }) {
  const headingId = `features-${block.id ?? 'grid'}`
  return (
    <section aria-labelledby={block.heading ? headingId : undefined} className="container-page py-16">
      <SectionHeading heading={block.heading} intro={block.intro} id={headingId} />
      {/* Four columns when the cards fill rows of four, otherwise three. */}
      <ul className={`grid gap-6 sm:grid-cols-2 ${(block.items?.length ?? 0) % 4 === 0 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
        {block.items?.map((item) => (
          <li key={item.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:shadow-md">
            <div className="flex items-start justify-between gap-3">
              <h3 className="min-w-0 text-balance break-words hyphens-auto text-lg font-semibold text-ink">{item.title}</h3>
              {item.tag ? <span className="shrink-0 rounded-full bg-surface px-2.5 py-0.5 text-xs font-medium text-brand">{item.tag}</span> : null}
            </div>
            {item.text ? <p className="mt-3 flex-1 text-sm leading-relaxed text-slate-700">{item.text}</p> : null}
            {item.url && item.linkLabel ? (
              <SmartLink href={localizeHref(item.url, ctx.brand, ctx.locale)} className="mt-4 inline-flex items-center font-medium text-brand hover:underline" newTabLabel={ctx.newTabLabel}>
                {item.linkLabel}
                <span aria-hidden="true"> →</span>
              </SmartLink>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
