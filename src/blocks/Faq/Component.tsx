import type { FaqBlock as FaqData } from '@/payload-types'
import { SectionHeading } from '../render-context'

/** Native <details> disclosure: keyboard and screen-reader friendly without JavaScript. */
export function FaqBlock({ block, headingLevel }: { block: Pick<FaqData, 'heading' | 'intro' | 'items'>; headingLevel?: 2 | 3 }) {
  return (
    <section className="container-page py-16">
      <SectionHeading heading={block.heading} intro={block.intro} level={headingLevel} />
      <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {block.items?.map((item) => (
          <details key={item.id} className="group p-5">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium text-ink">
              {item.question}
              <span aria-hidden="true" className="text-brand transition group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="mt-3 whitespace-pre-line text-sm leading-relaxed text-slate-700">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  )
}
