import type { Access, FieldAccess } from 'payload'
import { brandIdsOf, isAdmin, staffOf } from '@/services/staff'

/**
 * Access rules shared by the collections. Which rule each collection follows is decided
 * in its own file and checked, collection by collection and role by role, by
 * tests/integration/access-matrix.test.ts.
 */
export { brandIdsOf, isAdmin, isEditor, staffOf, type StaffUser } from '@/services/staff'
export { brandContent, brandRecords, brandScoped, type BrandRef } from './brand-scope'

export const anyone: Access = () => true
/** Records only the site's own server code writes (through the local API, access overridden). */
export const nobody: Access = () => false
export const adminsOnly: Access = ({ req }) => isAdmin(req.user)
export const adminFieldOnly: FieldAccess = ({ req }) => isAdmin(req.user)

/** Any signed-in staff member: reading shared reference data the admin screens need. */
export const staffOnly: Access = ({ req }) => staffOf(req.user) !== null

/** The brands collection itself: editors may edit only their own brand documents. */
export const ownBrandDocument: Access = ({ req }) => {
  if (!staffOf(req.user)) return false
  if (isAdmin(req.user)) return true
  const ids = brandIdsOf(req.user)
  return ids.length ? { id: { in: ids } } : false
}
