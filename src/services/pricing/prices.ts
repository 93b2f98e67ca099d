import 'server-only'
import { loadPrices } from '@/services/compliance/store'
import type { PriceEntry } from '@/services/compliance/types'
import { cachedRead } from '../cache'
import { sharedTag } from '../content/tags'
import { payloadClient } from '../payload'

export * from './rows'

/**
 * Every enabled price in every language. One cache entry serves all brands and
 * languages; a price-list edit expires it (collection hook, tag `shared:prices`).
 */
export function getPriceEntries(): Promise<PriceEntry[]> {
  return cachedRead(['prices', 'enabled'], [sharedTag('prices')], async () => loadPrices(await payloadClient()))
}
