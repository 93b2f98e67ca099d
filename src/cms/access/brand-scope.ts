import { Forbidden, type Access, type CollectionBeforeChangeHook, type PayloadRequest, type Where } from 'payload'
import { brandIdsOf, isAdmin, isEditor, staffOf } from '@/services/staff'

/**
 * How a collection names the brand a document belongs to:
 * - `id`: a relationship to `brands` (everything editors write: navigation, pages, news ...);
 * - `key`: the brand key such as `lz` or `mdt`, stored by the records the public site writes
 *   (survey reports, trademark requests and searches, visitor events), which know the
 *   brand of the request but not the id of its CMS document.
 */
export type BrandRef = 'id' | 'key'

/** `all` for administrators; the editor's brands (ids or keys); null for anonymous requests. */
type Scope = 'all' | (number | string)[] | null

// An editor's brands are stored as ids; collections keyed by brand key need the keys. One
// lookup per request is enough, and a request is never reused across users.
const keysOfRequest = new WeakMap<object, Promise<string[]>>()

async function keysOf(req: PayloadRequest, ids: (number | string)[]): Promise<string[]> {
  const { docs } = await req.payload.find({ collection: 'brands', where: { id: { in: ids } }, depth: 0, limit: ids.length, pagination: false, overrideAccess: true, req })
  return docs.map((d) => d.key)
}

async function scopeOf(req: PayloadRequest, ref: BrandRef): Promise<Scope> {
  const staff = staffOf(req.user)
  if (!staff) return null
  if (isAdmin(staff)) return 'all'
  const ids = brandIdsOf(staff)
  if (ref === 'id' || ids.length === 0) return ids
  let keys = keysOfRequest.get(req)
  if (!keys) {
    keys = keysOf(req, ids)
    keysOfRequest.set(req, keys)
  }
  return keys
}

/** A brand value as documents and requests carry it: an id, a key, or a populated brand. */
function brandValue(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'object') {
    const id = (value as { id?: unknown }).id
    return id === null || id === undefined ? null : String(id)
  }
  return String(value)
}

function holds(brands: (number | string)[], value: unknown): boolean {
  const brand = brandValue(value)
  return brand !== null && brands.some((b) => String(b) === brand)
}

/**
 * The one access rule of every collection whose documents belong to a brand.
 * Administrators may do anything. An editor may read, change and delete documents of
 * their own brands only, create documents only in one of them, and never move a
 * document out of them: an update whose data names another brand is refused outright
 * (not silently narrowed), so the editor sees why the save failed. Anonymous requests
 * get nothing; the public pages read through the server with access overridden.
 *
 * The returned `guard` hook repeats the check on the data about to be written, because
 * some writes never show the new brand to the access function: restoring an old version
 * of a page passes only its status to update access, yet writes the version's brand.
 */
export function brandScoped(ref: BrandRef, field = 'brand') {
  const within = (brands: (number | string)[], path: string): Where => ({ [path]: { in: brands } })

  const scoped =
    (path: string): Access =>
    async ({ req }) => {
      const brands = await scopeOf(req, ref)
      if (brands === 'all') return true
      if (!brands?.length) return false
      return within(brands, path)
    }

  const create: Access = async ({ req, data }) => {
    const brands = await scopeOf(req, ref)
    if (brands === 'all') return true
    if (!brands?.length) return false
    // Without data Payload is only asking whether to offer "create" in the admin UI.
    if (!data) return true
    return holds(brands, (data as Record<string, unknown>)[field])
  }

  const update: Access = async ({ req, data }) => {
    const brands = await scopeOf(req, ref)
    if (brands === 'all') return true
    if (!brands?.length) return false
    const next = data ? (data as Record<string, unknown>)[field] : undefined
    if (next !== undefined && !holds(brands, next)) return false
    return within(brands, field)
  }

  const guard: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
    if (!isEditor(req.user)) return data
    const brands = await scopeOf(req, ref)
    const next = data && data[field] !== undefined ? data[field] : (originalDoc as Record<string, unknown> | undefined)?.[field]
    if (!Array.isArray(brands) || !holds(brands, next)) throw new Forbidden(req.t)
    return data
  }

  return {
    access: { read: scoped(field), create, update, delete: scoped(field), readVersions: scoped(`version.${field}`) },
    guard,
  }
}

/** Content editors write, tied to a `brands` document (navigation, footer, pages, news ...). */
export const brandContent = brandScoped('id')
/** Records the public site writes, tagged with the brand key of the request. */
export const brandRecords = brandScoped('key')
