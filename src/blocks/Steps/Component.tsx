import type { StepsBlock as StepsData } from '@/payload-types'
import { SectionHeading } from '../render-context'

export function StepsBlock({ block }: { block: StepsData }) {
  return (
    <section className="bg-surface">
      <div className="container-page py-16">
        <SectionHeading heading={block.heading} intro={block.intro} />
        <ol className={`grid gap-6 md:grid-cols-2 ${(block.items?.length ?? 0) === 5 ? 'lg:grid-cols-5' : (block.items?.length ?? 0) === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4'}`}>
          {block.items?.map((item, i) => (
            <li key={item.id} className="rounded-xl bg-white p-6 shadow-sm">
              <span className="flex h-9 w-9 items-center justify-center rounded-full bg-brand font-bold text-brand-contrast" aria-hidden="true">
                {i + 1}
              </span>
              <h3 className="mt-4 text-balance break-words hyphens-auto font-semibold text-ink">{item.title}</h3>
              {item.text ? <p className="mt-2 text-sm leading-relaxed text-slate-700">{item.text}</p> : null}
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
