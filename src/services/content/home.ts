import type { BrandKey, Locale } from '@/brands/registry'
import { getBrand } from './brand'
import { getPage, type PageView } from './pages'

/** officialQuery/getHomePageInfo: the brand's home page and the brand texts around it. */
export async function getHomePageInfo(brand: BrandKey, locale: Locale): Promise<{ brand: { name: string; siteTitle: string; tagline: string }; page: PageView | null }> {
  const [view, page] = await Promise.all([getBrand(brand, locale), getPage(brand, locale, 'homes')])
  return { brand: { name: view?.name ?? '', siteTitle: view?.siteTitle ?? '', tagline: view?.tagline ?? '' }, page }
}
