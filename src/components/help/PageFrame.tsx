import type { ReactNode } from 'react'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import type { BlockContext } from '@/blocks/render-context'
import type { PageView } from '@/services/content/pages'

/**
 * A feature page around its CMS page: the blocks up to the hero (which holds the h1),
 * then the feature, then the editor's remaining blocks (call to action, FAQ ...). A page
 * whose hero an editor removed still gets an h1: its navigation label.
 */
export function CmsFeatureFrame({ page, ctx, children }: { page: PageView; ctx: BlockContext; children: ReactNode }) {
  const heroAt = page.layout.findIndex((block) => block.blockType === 'hero')
  const lead = heroAt >= 0 ? page.layout.slice(0, heroAt + 1) : []
  const rest = heroAt >= 0 ? page.layout.slice(heroAt + 1) : page.layout
  return (
    <>
      {heroAt >= 0 ? (
        <RenderBlocks blocks={lead} ctx={ctx} />
      ) : (
        <div className="container-page pt-10">
          <h1 className="text-3xl font-bold text-ink md:text-4xl">{page.navLabel}</h1>
        </div>
      )}
      {children}
      <RenderBlocks blocks={rest} ctx={ctx} />
    </>
  )
}
