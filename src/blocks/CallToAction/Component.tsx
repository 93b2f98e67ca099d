import type { CallToActionBlock as CtaData } from '@/payload-types'
import { ActionLink, type BlockContext } from '../render-context'

export function CallToActionBlock({ block, ctx }: { block: CtaData; ctx: BlockContext }) {
  return (
    <section className="container-page py-16">
      <div className="rounded-2xl bg-brand px-8 py-12 text-center text-brand-contrast">
        <h2 className="text-balance break-words hyphens-auto text-2xl font-bold md:text-3xl">{block.heading}</h2>
        {block.text ? <p className="mx-auto mt-3 max-w-2xl opacity-95">{block.text}</p> : null}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ActionLink action={block.primaryAction} ctx={ctx} variant="inverse" />
          <ActionLink action={block.secondaryAction} ctx={ctx} variant="inverse" />
        </div>
      </div>
    </section>
  )
}
