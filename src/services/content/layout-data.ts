import 'server-only'
import type { BrandKey, Locale } from '@/brands/registry'
import { getBrand, type BrandView } from './brand'
import { getCommoditySearch, type CommoditySearchData } from './commodity-search'
import { emptyFooter, getFooter, type FooterData } from './footer'
import { getNavigation, type NavigationEntry } from './navigation'
import { readOrEmpty } from './read-or-empty'

/*
 * The page chrome's reads. A failing navigation, footer or search-list read leaves that
 * part empty and is logged, so the page itself still renders. These wrappers are for
 * page rendering only: the gateway calls serving the same data keep answering errors.
 */

export function layoutNavigation(brand: BrandKey, locale: Locale): Promise<NavigationEntry[]> {
  return readOrEmpty(`navigation ${brand}/${locale}`, () => getNavigation(brand, locale), [])
}

export function layoutFooter(brand: BrandKey, locale: Locale): Promise<FooterData> {
  return readOrEmpty(`footer ${brand}/${locale}`, () => getFooter(brand, locale), emptyFooter())
}

export function layoutSearch(brand: BrandKey, locale: Locale): Promise<CommoditySearchData> {
  return readOrEmpty(`searchable services ${brand}/${locale}`, () => getCommoditySearch(brand, locale), { allService: [], hotService: [] })
}

export interface LayoutData {
  /** Null when the brand is unknown; the layout answers 404. Its failures are not swallowed. */
  brand: BrandView | null
  navigation: NavigationEntry[]
  /** Empty groups when the layout shows no footer. */
  footer: FooterData
  search: CommoditySearchData
}

/** Everything a public layout reads: the brand (strict) and the chrome (empty on failure). */
export async function loadLayoutData(key: BrandKey, locale: Locale, { footer = true }: { footer?: boolean } = {}): Promise<LayoutData> {
  const [brand, navigation, footerData, search] = await Promise.all([
    getBrand(key, locale),
    layoutNavigation(key, locale),
    footer ? layoutFooter(key, locale) : Promise.resolve(emptyFooter()),
    layoutSearch(key, locale),
  ])
  return { brand, navigation, footer: footerData, search }
}
