import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { purgeEdgePageCache } from '@/lib/edge-page-cache'
import { forgetCatchAllPaths } from '@/services/content/known-paths'
import { contentTag, sharedTag, type ContentArea, type SharedArea } from '@/services/content/tags'

/**
 * After an editor saves, expire exactly the cache tags the change affects, so the
 * public pages that read them re-render on the next request. Outside a Next.js server
 * (seed script, tests) there is no cache to expire, so a failure here is ignored.
 */
async function brandKeyOf(req: PayloadRequest, brand: unknown): Promise<string | null> {
  if (!brand) return null
  if (typeof brand === 'object' && 'key' in (brand as object)) return String((brand as { key: string }).key)
  const id = typeof brand === 'object' ? (brand as { id: number }).id : brand
  try {
    const doc = await req.payload.findByID({ collection: 'brands', id: id as number, depth: 0, req })
    return doc?.key ?? null
  } catch {
    return null
  }
}

export async function expireTags(tags: string[]): Promise<void> {
  // A new or renamed page, or a navigation change, may turn an unknown path into a page.
  forgetCatchAllPaths()
  // Finished pages kept by the production server's edge; they hold every brand's pages
  // and are cheap to make again from Next's cache, so all go.
  purgeEdgePageCache()
  try {
    const { revalidateTag } = await import('next/cache')
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch {
    // Not running inside Next.js: nothing is cached.
  }
}

export function revalidateArea(area: ContentArea) {
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
    if (context?.disableRevalidate) return doc
    const keys = new Set<string>()
    for (const b of [doc?.brand, previousDoc?.brand]) {
      const key = await brandKeyOf(req, b)
      if (key) keys.add(key)
    }
    if (area === 'brand' && doc?.key) keys.add(doc.key)
    await expireTags([...keys].map((k) => contentTag(area, k)))
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
    if (context?.disableRevalidate) return doc
    const key = area === 'brand' ? doc?.key : await brandKeyOf(req, doc?.brand)
    if (key) await expireTags([contentTag(area, key)])
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

/** Shared reference data (no brand): any change expires the one tag of its area. */
export function revalidateShared(area: SharedArea) {
  const expire = async ({ doc, context }: { doc: unknown; context?: Record<string, unknown> }) => {
    if (!context?.disableRevalidate) await expireTags([sharedTag(area)])
    return doc
  }
  return { afterChange: [expire as CollectionAfterChangeHook], afterDelete: [expire as CollectionAfterDeleteHook] }
}
