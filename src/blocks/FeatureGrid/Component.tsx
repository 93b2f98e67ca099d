import { localizeHref } from '@/brands/links'
import type { FeatureGridBlock as FeatureGridData } from '@/payload-types'
import { FeatureCards } from '../BlockLists'
import { SectionHeading, type BlockContext } from '../render-context'

/** Feature cards under the section heading; the cards render from data (BlockLists.tsx). */
export function FeatureGridBlock({ block, ctx }: { block: FeatureGridData; ctx: BlockContext }) {
  const headingId = `features-${block.id ?? 'grid'}`
  const items = block.items ?? []
  return (
    <section aria-labelledby={block.heading ? headingId : undefined} className="container-page py-16">
      <SectionHeading heading={block.heading} intro={block.intro} id={headingId} />
      {/* Four columns when the cards fill rows of four, otherwise three. */}
      <FeatureCards
        className={`grid gap-6 sm:grid-cols-2 ${items.length % 4 === 0 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}
        items={items.map((item) => [item.title, item.tag ?? '', item.text ?? '', item.url && item.linkLabel ? localizeHref(item.url, ctx.brand, ctx.locale) : '', item.linkLabel ?? ''])}
        newTabLabel={ctx.newTabLabel}
      />
    </section>
  )
}
