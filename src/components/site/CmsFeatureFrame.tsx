import type { ReactNode } from 'react'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import type { BlockContext } from '@/blocks/render-context'
import type { PageView } from '@/services/content/pages'
import { splitAfterHero } from './CmsPage'

/**
 * A feature page around its CMS page: the blocks up to the hero (which holds the h1),
 * then the feature, then the editor's remaining blocks (call to action, FAQ ...). A page
 * whose hero an editor removed still gets an h1: its navigation label.
 */
export function CmsFeatureFrame({ page, ctx, children }: { page: PageView; ctx: BlockContext; children: ReactNode }) {
  const [lead, rest] = splitAfterHero(page.layout)
  return (
    <>
      {lead.length ? (
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
