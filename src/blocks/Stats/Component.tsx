import type { StatsBlock as StatsData } from '@/payload-types'
import { SectionHeading } from '../render-context'

export function StatsBlock({ block }: { block: StatsData }) {
  return (
    <section className="border-y border-slate-200 bg-white">
      <div className="container-page py-12">
        <SectionHeading heading={block.heading} intro={block.intro} />
        <dl className="grid grid-cols-2 gap-6 md:grid-cols-4">
          {block.items?.map((item) => (
            <div key={item.id} className="flex flex-col items-center text-center">
              <dt className="text-sm text-slate-600">{item.label}</dt>
              <dd className="order-first text-3xl font-bold text-brand">{item.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
