import type { Where } from 'payload'
import type { BrandKey } from '@/brands/registry'

/**
 * What the site shows of a collection with an `enabled` tick: every row unless an editor
 * unticked it (rows saved before the field existed have none, and are shown). Pages and
 * the sitemap read with the same conditions, so the sitemap lists exactly the pages.
 */
export const SHOWN: Where = { enabled: { not_equals: false } }

/** The brand's rows the site shows. */
export const shownOfBrand = (brand: BrandKey): Where => ({ and: [{ 'brand.key': { equals: brand } }, SHOWN] })
