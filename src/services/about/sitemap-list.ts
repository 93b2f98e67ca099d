import 'server-only'
import type { BrandKey } from '@/brands/registry'
import { payloadClient } from '../payload'
import { shownOfBrand } from '../visibility'

/**
 * The brand's enabled partners and introducers as the sitemap needs them: the friendId of
 * each page (/cooperative/{friendId}) and when it last changed. Uncached: the sitemap
 * caches its whole read under the brand's partners tag.
 */
export async function listPartnerUpdates(brand: BrandKey): Promise<{ friendId: string; updatedAt: string | null }[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'partners',
    where: shownOfBrand(brand),
    depth: 0,
    pagination: false,
    sort: 'sort',
    select: { friendId: true, updatedAt: true },
  })
  return docs.map((d) => ({ friendId: d.friendId, updatedAt: d.updatedAt ?? null }))
}
