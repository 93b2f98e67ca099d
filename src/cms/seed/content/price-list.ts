import { priceList, type PriceListRow } from '@/services/pricing/reference-data'
import { lazyList } from '../lazy-list'

/**
 * The price list (CNY) the demo seed writes into the CMS, where staff change prices. The
 * rows live in reference/pricing/price-list.yaml (read and checked by
 * services/pricing/reference-data.ts) and are read when the seed first uses them.
 */
export const PRICE_LIST: PriceListRow[] = lazyList(priceList)
