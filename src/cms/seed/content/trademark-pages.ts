import { loadDataFile } from '@/lib/content-files'
import { pageSchema } from '../schemas'
import type { L, PageSeed } from '../types'

/**
 * The CMS pages of the trademark search (/search) and the class search (/searchCategory) of
 * each brand that carries both tools: hero with the h1, how the check works, what to do with
 * the result, FAQ and a call to action. One file per brand and page,
 * content/pages/<brand>/<slug>.yaml, each written for its brand (its name in the title, links
 * under its prefix, its contact page). The brand seed does not list them among the brand's
 * own pages: the trademark seed (cms/seed/trademarks.ts) writes them.
 */

/** The brands with the two tools, and where the tools live for each ('' for /search). */
export const TRADEMARK_TOOL_BRANDS = { lz: '', hb: '/hb', mdt: '/mdt' } as const
export type TrademarkToolBrand = keyof typeof TRADEMARK_TOOL_BRANDS
export const TRADEMARK_TOOL_SLUGS = ['search', 'searchCategory'] as const

export const trademarkPageFile = (brand: TrademarkToolBrand, slug: (typeof TRADEMARK_TOOL_SLUGS)[number]) => `content/pages/${brand}/${slug}.yaml`

/** A brand given by its details (name, contact page, prefix): it is found by its prefix. */
export interface TrademarkPagesBrand {
  name: L
  contact: string
  prefix: string
}

function brandKey(brand: TrademarkToolBrand | TrademarkPagesBrand): TrademarkToolBrand {
  if (typeof brand === 'string') return brand
  const key = (Object.keys(TRADEMARK_TOOL_BRANDS) as TrademarkToolBrand[]).find((k) => TRADEMARK_TOOL_BRANDS[k] === brand.prefix)
  if (!key) throw new Error(`No brand carries the trademark tools under the prefix "${brand.prefix}"`)
  return key
}

const pages = new Map<TrademarkToolBrand, PageSeed[]>()

/** The brand's two tool pages, search then searchCategory; each file is read and checked once per process. */
export function trademarkPages(brand: TrademarkToolBrand | TrademarkPagesBrand): PageSeed[] {
  const key = brandKey(brand)
  let loaded = pages.get(key)
  if (!loaded) {
    loaded = TRADEMARK_TOOL_SLUGS.map((slug) => {
      const inItsFile = pageSchema.refine((page) => page.slug === slug, { path: ['slug'], message: `expected "${slug}", the name of this file` })
      return loadDataFile(trademarkPageFile(key, slug), inItsFile)
    })
    pages.set(key, loaded)
  }
  return loaded
}
