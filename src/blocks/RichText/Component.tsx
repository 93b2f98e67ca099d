import type { RichTextBlock as RichTextData } from '@/payload-types'
import { RichText } from '@/components/rich-text/RichText'
import type { BlockContext } from '../render-context'

export function RichTextBlock({ block, ctx }: { block: RichTextData; ctx: BlockContext }) {
  return (
    <section className="container-page py-12">
      <div className="prose mx-auto max-w-3xl">
        {block.heading ? <h2 className="block-heading">{block.heading}</h2> : null}
        <RichText data={block.content} brand={ctx.brand} locale={ctx.locale} newTabLabel={ctx.newTabLabel} className="space-y-4 leading-relaxed text-slate-800" />
      </div>
    </section>
  )
}
