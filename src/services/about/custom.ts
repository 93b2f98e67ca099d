import type { BrandKey, Locale } from '@/brands/registry'
import { getPage, type PageView } from '../content/pages'

/** A custom page's id (getCustom uid): letters, digits, _ and -, at most 80. */
export const CUSTOM_UID = /^[A-Za-z0-9_-]{1,80}$/

/** The CMS page an editor made for a campaign or landing page, slug `custom/{uid}`. */
export function getCustomPage(brand: BrandKey, locale: Locale, uid: string): Promise<PageView | null> {
  return getPage(brand, locale, `custom/${uid}`)
}
