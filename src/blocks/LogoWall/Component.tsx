import type { LogoWallBlock as LogoWallData } from '@/payload-types'
import { CmsImage } from '@/components/ui/CmsImage'
import { SectionHeading, type BlockContext } from '../render-context'

/** Client logos in a grid; each image is named by the block's own name field. */
export function LogoWallBlock({ block, ctx }: { block: LogoWallData; ctx: BlockContext }) {
  const headingId = `logos-${block.id ?? 'block'}`
  return (
    <section aria-labelledby={block.heading ? headingId : undefined} className="container-page py-12">
      <SectionHeading heading={block.heading} intro={block.intro} id={headingId} />
      <ul className="grid grid-cols-2 items-center gap-x-6 gap-y-8 sm:grid-cols-3 lg:grid-cols-6">
        {block.items?.map((item) => (
          <li key={item.id} className="flex justify-center">
            <CmsImage media={item.logo} locale={ctx.locale} alt={item.name} sizes="(min-width: 1024px) 160px, 40vw" className="h-auto max-h-14 w-auto max-w-full" />
          </li>
        ))}
      </ul>
    </section>
  )
}
