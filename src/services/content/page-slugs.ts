import type { BrandKey, Locale } from '@/brands/registry'
import { getPageConfigs } from './pages'

/**
 * Whether a brand publishes a CMS page with this slug in this language. It reads the
 * brand's cached page list (tag `pages:<brand>`, expired by every page edit), so telling
 * an unknown URL apart costs no database query and leaves no cache entry per guessed slug.
 */
export async function isPublishedSlug(brand: BrandKey, locale: Locale, slug: string): Promise<boolean> {
  const pages = await getPageConfigs(brand, locale)
  return pages.some((page) => page.slug === slug)
}
