import type { ReactNode } from 'react'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import type { BlockContext } from '@/blocks/render-context'
import type { PageView } from '@/services/content/pages'
import { frameSections, withHeroHeading } from './frame-sections'
import { PageJsonLd } from './PageJsonLd'

/**
 * Where a route puts its own feature (a list, a form, a calculator ...) among the blocks
 * of its CMS page. A route fills the slot its page needs; the blocks keep the editor's
 * order around it (and its structured data, PageJsonLd, comes first):
 *
 *   insteadOfHero      the route's own opening (an article, a course) holds the h1: it
 *                      comes first and the editor's hero blocks are left out
 *   blocks up to and including the first hero
 *   afterHero          the feature right under the h1; a page whose editor removed the
 *                      hero still gets an h1 here first: its navigation label
 *   the following blocks, except the closing calls to action
 *   beforeClosingCta   sections that belong before the page's closing call to action
 *   the call-to-action blocks that end the page
 *   afterBlocks        what follows the whole page (search results)
 *
 * Without any slot the frame is the page's blocks alone. `heroHeading` is the route's own
 * h1 text when it names what the URL shows (a country's tax): it heads the hero, whose
 * editor-written heading stays above it as the eyebrow.
 */
export interface CmsFrameSlots {
  insteadOfHero?: ReactNode
  afterHero?: ReactNode
  beforeClosingCta?: ReactNode
  afterBlocks?: ReactNode
}

export function CmsFrame({ page, ctx, heroHeading, insteadOfHero, afterHero, beforeClosingCta, afterBlocks }: { page: PageView; ctx: BlockContext; heroHeading?: string } & CmsFrameSlots) {
  const layout = heroHeading === undefined ? page.layout : withHeroHeading(page.layout, heroHeading)
  const { lead, body, closing } = frameSections(layout, insteadOfHero !== undefined)
  return (
    <>
      <PageJsonLd page={page} brand={ctx.brand} locale={ctx.locale} />
      {insteadOfHero}
      <RenderBlocks blocks={lead} ctx={ctx} />
      {afterHero !== undefined && !lead.length ? (
        <div className="container-page pt-10">
          <h1 className="text-3xl font-bold text-ink md:text-4xl">{heroHeading ?? page.navLabel}</h1>
        </div>
      ) : null}
      {afterHero}
      <RenderBlocks blocks={body} ctx={ctx} />
      {beforeClosingCta}
      <RenderBlocks blocks={closing} ctx={ctx} />
      {afterBlocks}
    </>
  )
}
