import { RichText } from '@payloadcms/richtext-lexical/react'
import type { RichTextBlock as RichTextData } from '@/payload-types'

export function RichTextBlock({ block }: { block: RichTextData }) {
  return (
    <section className="container-page py-12">
      <div className="prose mx-auto max-w-3xl">
        {block.heading ? <h2 className="mb-4 text-2xl font-bold text-ink">{block.heading}</h2> : null}
        <RichText data={block.content} className="space-y-4 leading-relaxed text-slate-800" />
      </div>
    </section>
  )
}
