/**
 * The products the header's search box offers (officialQuery/getCommoditySearch), read when
 * the visitor first turns to the box: every page's payload carried the list before, for the
 * few visitors who use the box. One read per page, shared by the bar's box and the phone
 * menu's; a failed read is tried again on the next turn to the box (quiet.ts: it never
 * throws), and meanwhile the box still submits to the site search.
 */

import type { SearchableService } from '@/lib/service-filter'
import type { GatewayClientOptions } from './defaults'
import { quietGet } from './quiet'

export interface ProductCatalog {
  all: SearchableService[]
  /** The hot searches shown while the box is empty: objects of `all`. */
  hot: SearchableService[]
}

interface CommoditySearchAnswer {
  allService?: SearchableService[]
  hotService?: SearchableService[]
}

/** One read of the catalog, or null when it failed (quiet.ts). */
export async function readProductCatalog(options?: GatewayClientOptions): Promise<ProductCatalog | null> {
  const answer = await quietGet<CommoditySearchAnswer>('officialQuery/getCommoditySearch', {}, options)
  if (!answer || !Array.isArray(answer.allService)) return null
  const all = answer.allService
  return { all, hot: (answer.hotService ?? []).map((h) => all.find((s) => s.id === h.id) ?? h) }
}

let reading: Promise<ProductCatalog | null> | undefined

/** The page's catalog: read once, again after a failed read. */
export function loadProductCatalog(): Promise<ProductCatalog | null> {
  reading ??= readProductCatalog().then((catalog) => {
    if (!catalog) reading = undefined
    return catalog
  })
  return reading
}
