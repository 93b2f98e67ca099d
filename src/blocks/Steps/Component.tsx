import type { StepsBlock as StepsData } from '@/payload-types'
import { StepCards } from '../BlockLists'
import { SectionHeading } from '../render-context'

/** Numbered steps under the section heading; the steps render from data (BlockLists.tsx). */
export function StepsBlock({ block }: { block: StepsData }) {
  const items = block.items ?? []
  return (
    <section className="bg-surface">
      <div className="container-page py-16">
        <SectionHeading heading={block.heading} intro={block.intro} />
        <StepCards
          className={`grid gap-6 md:grid-cols-2 ${items.length === 5 ? 'lg:grid-cols-5' : items.length === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4'}`}
          items={items.map((item) => [item.title, item.text ?? ''])}
        />
      </div>
    </section>
  )
}
