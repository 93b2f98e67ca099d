import 'server-only'
import type { BrandKey } from '@/brands/registry'
import { payloadClient } from '../payload'
import { shownOfBrand } from '../visibility'

/**
 * The brand's enabled courses as the sitemap needs them: the uid of each course page
 * (/videoDetail/{uid}) and when the course last changed. Uncached: the sitemap caches its
 * whole read under the brand's videos tag.
 */
export async function listCourseUpdates(brand: BrandKey): Promise<{ uid: string; updatedAt: string | null }[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'video-courses',
    where: shownOfBrand(brand),
    depth: 0,
    pagination: false,
    sort: ['sort', 'createdAt'],
    select: { uid: true, updatedAt: true },
  })
  return docs.map((d) => ({ uid: d.uid, updatedAt: d.updatedAt ?? null }))
}
