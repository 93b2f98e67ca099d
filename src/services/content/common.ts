import type { BrandKey, Locale } from '@/brands/registry'
import { getFooter, type FooterData } from './footer'
import { getNavigation, type NavigationEntry } from './navigation'

/** officialQuery/getCommon: navigation groups plus the footer data groups. */
export interface CommonData extends FooterData {
  pcnavList: NavigationEntry[]
  suspendedList: NavigationEntry[]
  more: { typeValueOne: string; subsetList: NavigationEntry[] }
  compliance: NavigationEntry[]
}

export async function getCommon(brand: BrandKey, locale: Locale): Promise<CommonData> {
  const [navigation, footer] = await Promise.all([getNavigation(brand, locale), getFooter(brand, locale)])
  const group = (name: string) => navigation.filter((e) => e.typeName === name)
  const more = group('more')[0]
  return {
    pcnavList: group('pcnav'),
    suspendedList: group('suspended'),
    more: { typeValueOne: more?.typeValueOne ?? '', subsetList: more?.children ?? [] },
    compliance: group('compliance'),
    ...footer,
  }
}
