import type { PageBlock } from '@/services/content/pages'

/**
 * The parts of a CMS page's blocks a route's own feature is placed between, in the
 * editor's order: `lead` runs up to and including the first hero (the block with the h1;
 * empty when the page has none), `closing` is the run of call-to-action blocks that ends
 * the page, `body` is everything between. Joined again they are the page unchanged.
 */
export interface FrameSections {
  lead: PageBlock[]
  body: PageBlock[]
  closing: PageBlock[]
}

/** Splits a page's blocks; `withoutHeroes` first leaves out every hero (the route brings its own h1). */
export function frameSections(layout: PageBlock[], withoutHeroes = false): FrameSections {
  const blocks = withoutHeroes ? layout.filter((block) => block.blockType !== 'hero') : layout
  const afterHero = blocks.findIndex((block) => block.blockType === 'hero') + 1
  let cut = blocks.length
  while (cut > afterHero && blocks[cut - 1]!.blockType === 'cta') cut--
  return { lead: blocks.slice(0, afterHero), body: blocks.slice(afterHero, cut), closing: blocks.slice(cut) }
}

/** Every hero of the page headed by the route's own h1 text; the editor's heading stays above it as the eyebrow. */
export function withHeroHeading(layout: PageBlock[], heading: string): PageBlock[] {
  return layout.map((block) => (block.blockType === 'hero' ? { ...block, eyebrow: block.heading, heading } : block))
}
