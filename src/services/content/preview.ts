import 'server-only'
import { draftMode, headers } from 'next/headers'
import { cache } from 'react'
import type { BrandKey } from '@/brands/registry'
import { brandIdsOf, isAdmin, staffOf } from '@/services/staff'
import { payloadClient } from '../payload'
import type { PreviewQuery } from './preview-query'

/*
 * The editor's draft preview on the server: who may turn it on (authorizePreview, for the
 * preview route) and, on each page render, whether this request reads drafts of a brand
 * (readsDrafts, for the page and article loaders). The staff session is Payload's own,
 * from the request's cookies, and the brand line is the CMS's: administrators see any
 * brand, editors only their brands.
 */

export type PreviewDecision = { ok: true; path: string } | { ok: false; status: 401 | 403 | 404; reason: 'signedOut' | 'forbidden' | 'notFound' }

type Related = number | string | { id: number | string } | null | undefined
const idOf = (value: Related) => (value && typeof value === 'object' ? value.id : value)

/** The signed-in CMS staff member of these request headers, or null. */
async function staffOfHeaders(requestHeaders: Headers) {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: requestHeaders }).catch(() => ({ user: null }))
  return user && user.collection === 'users' ? staffOf(user) : null
}

/**
 * Whether the staff member of `requestHeaders` may preview the document of `query`: a
 * signed-in staff member (else 401), the document exists, draft or published (else 404),
 * and belongs to one of an editor's brands (else 403). On success the path to show.
 */
export async function authorizePreview(query: PreviewQuery, requestHeaders: Headers): Promise<PreviewDecision> {
  const staff = await staffOfHeaders(requestHeaders)
  if (!staff) return { ok: false, status: 401, reason: 'signedOut' }
  const payload = await payloadClient()
  const doc = await payload.findByID({ collection: query.collection, id: query.id, depth: 0, draft: true, disableErrors: true })
  if (!doc) return { ok: false, status: 404, reason: 'notFound' }
  if (!isAdmin(staff)) {
    const brand = idOf(doc.brand as Related)
    if (brand === null || brand === undefined || !brandIdsOf(staff).some((b) => String(b) === String(brand))) return { ok: false, status: 403, reason: 'forbidden' }
  }
  return { ok: true, path: query.path }
}

/** The brands whose drafts this request may read: 'all', some keys, or none (null). */
type DraftScope = 'all' | string[] | null

/**
 * Once per request (React's cache): null unless Next's draft mode is on for this browser
 * and the request carries a staff session. Outside a request (tests, scripts) and during
 * a cached render, where draft mode is always off, it is null without touching the
 * request, so pages for visitors stay cacheable.
 */
const draftScope = cache(async (): Promise<DraftScope> => {
  try {
    if (!(await draftMode()).isEnabled) return null
    const staff = await staffOfHeaders(await headers())
    if (!staff) return null
    if (isAdmin(staff)) return 'all'
    const brands = staff.brands ?? []
    const keys = brands.flatMap((b) => (typeof b === 'object' && b && typeof b.key === 'string' ? [b.key] : []))
    const bareIds = brands.filter((b) => typeof b !== 'object' || !b || typeof b.key !== 'string').map((b) => idOf(b as Related))
    if (bareIds.length) {
      const payload = await payloadClient()
      const { docs } = await payload.find({ collection: 'brands', where: { id: { in: bareIds } }, depth: 0, pagination: false, select: { key: true } })
      keys.push(...docs.map((d) => d.key))
    }
    return keys
  } catch {
    // No request scope (a test, a script) or a cached scope: never drafts.
    return null
  }
})

/**
 * Whether this request shows the latest drafts of `brand`: draft mode is on (the preview
 * route turned it on for this browser) and the signed-in staff member may edit the brand.
 * The loaders then read the draft straight from the database, never through the shared
 * cache.
 */
export async function readsDrafts(brand: BrandKey): Promise<boolean> {
  const scope = await draftScope()
  return scope === 'all' || (scope !== null && scope.includes(brand))
}

/** Whether Next's draft mode is on for this request (false outside a request). */
export async function draftModeOn(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    return false
  }
}
