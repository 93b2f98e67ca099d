import type { FaqBlock as FaqData } from '@/payload-types'
import { FaqItems } from '../BlockLists'
import { SectionHeading } from '../render-context'

/** Questions as native <details> disclosures (BlockLists.tsx, rendered from data). */
export function FaqBlock({ block, headingLevel }: { block: Pick<FaqData, 'heading' | 'intro' | 'items'>; headingLevel?: 2 | 3 }) {
  return (
    <section className="container-page py-16">
      <SectionHeading heading={block.heading} intro={block.intro} level={headingLevel} />
      <FaqItems items={(block.items ?? []).map((item) => [item.question, item.answer])} />
    </section>
  )
}
