import type { FaqBlock as FaqData } from '@/payload-types'
import { faqPairs } from '@/services/seo/json-ld'
import { FaqItems } from '../BlockLists'
import { SectionHeading } from '../render-context'

/**
 * Questions as native <details> disclosures (BlockLists.tsx, rendered from data). The
 * pairs are the same array the page's FAQPage structured data is written from, so the
 * page's payload carries the questions once.
 */
export function FaqBlock({ block, headingLevel }: { block: Pick<FaqData, 'heading' | 'intro' | 'items'>; headingLevel?: 2 | 3 }) {
  return (
    <section className="container-page py-16">
      <SectionHeading heading={block.heading} intro={block.intro} level={headingLevel} />
      <FaqItems items={faqPairs(block.items)} />
    </section>
  )
}
