import type { BrandKey, Locale } from '@/brands/registry'
import { enabledOnly, getNavigation, type NavigationEntry } from '../content/navigation'

/** A free offer the brand promotes (officialQuery/getFreeTrial). */
export interface FreeOffer {
  title: string
  subtitle: string
  path: string
}

/**
 * The free offers are whatever the editors promote in the navigation: the side panel's
 * "free trial" entries, then the free tools listed under the OnlineTool menu. Disabled
 * entries are left out, and a path promoted twice is listed once (the first wins).
 */
export function freeOffersFrom(navigation: NavigationEntry[]): FreeOffer[] {
  const enabled = enabledOnly(navigation)
  const trials = enabled.filter((e) => e.typeName === 'suspended' && e.typeValueFive === 'freeTrial')
  const tools = enabled.filter((e) => e.typeValueFour === 'OnlineTool').flatMap((e) => e.children)
  const seen = new Set<string>()
  const offers: FreeOffer[] = []
  for (const entry of [...trials, ...tools]) {
    const path = entry.typeValueThree
    if (!path || seen.has(path)) continue
    seen.add(path)
    offers.push({ title: entry.typeValueOne, subtitle: entry.typeValueTow, path })
  }
  return offers
}

export async function getFreeOffers(brand: BrandKey, locale: Locale): Promise<FreeOffer[]> {
  return freeOffersFrom(await getNavigation(brand, locale))
}
