import type { Access, FieldAccess, Where } from 'payload'

/**
 * Two editor roles: `admin` (everything) and `editor` (only the brands listed on the
 * user). Brand-scoped collections carry a `brand` relationship; shared reference data
 * does not.
 */
type StaffUser = { id: number | string; role?: 'admin' | 'editor' | null; brands?: (number | string | { id: number | string })[] | null }

export function staffOf(user: unknown): StaffUser | null {
  if (!user || typeof user !== 'object') return null
  return user as StaffUser
}

export function isAdmin(user: unknown): boolean {
  return staffOf(user)?.role === 'admin'
}

export function brandIdsOf(user: unknown): (number | string)[] {
  return (staffOf(user)?.brands ?? []).map((b) => (typeof b === 'object' ? b.id : b))
}

export const anyone: Access = () => true
export const adminsOnly: Access = ({ req }) => isAdmin(req.user)
export const adminFieldOnly: FieldAccess = ({ req }) => isAdmin(req.user)

/** Read/update/delete on a brand-scoped collection: admins all, editors their brands. */
export const ownBrandContent: Access = ({ req }) => {
  if (!req.user) return false
  if (isAdmin(req.user)) return true
  const ids = brandIdsOf(req.user)
  if (!ids.length) return false
  return { brand: { in: ids } } satisfies Where
}

/** Create on a brand-scoped collection: the brand of the new document must be one of the editor's. */
export const createInOwnBrand: Access = ({ req, data }) => {
  if (!req.user) return false
  if (isAdmin(req.user)) return true
  const ids = brandIdsOf(req.user).map(String)
  const brand = data?.brand
  const brandId = brand && typeof brand === 'object' ? brand.id : brand
  return brandId !== undefined && ids.includes(String(brandId))
}

/** The brands collection itself: editors may edit only their own brand documents. */
export const ownBrandDocument: Access = ({ req }) => {
  if (!req.user) return false
  if (isAdmin(req.user)) return true
  const ids = brandIdsOf(req.user)
  return ids.length ? ({ id: { in: ids } } satisfies Where) : false
}

/** Any signed-in staff member (shared reference data such as compliance rules and prices). */
export const staffOnly: Access = ({ req }) => Boolean(req.user)
