import 'server-only'
import type { BrandKey, Locale } from '@/brands/registry'
import { cachedRead } from '../cache'
import { payloadClient } from '../payload'
import { contentTag } from './tags'
import type { SearchableService } from '@/lib/service-filter'
import { shownOfBrand } from '../visibility'

export { filterServices, type SearchableService } from '@/lib/service-filter'

export interface CommoditySearchData {
  allService: SearchableService[]
  hotService: SearchableService[]
}

export async function loadCommoditySearch(brand: BrandKey, locale: Locale): Promise<CommoditySearchData> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'services',
    where: shownOfBrand(brand),
    locale,
    depth: 0,
    sort: 'sort',
    pagination: false,
  })
  const all = docs.map((d) => ({ id: d.id, menuName: d.menuName, menuAttribute: d.category ?? '', path: d.path, hot: Boolean(d.hot) }))
  const strip = ({ hot: _hot, ...rest }: (typeof all)[number]): SearchableService => rest
  return { allService: all.map(strip), hotService: all.filter((s) => s.hot).map(strip) }
}

export function getCommoditySearch(brand: BrandKey, locale: Locale): Promise<CommoditySearchData> {
  return cachedRead(['services', brand, locale], [contentTag('services', brand)], () => loadCommoditySearch(brand, locale))
}
