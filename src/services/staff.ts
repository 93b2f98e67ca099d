/**
 * Two staff roles: `admin` (everything) and `editor` (only the brands listed on the
 * user). Payload's only login collection is `users`, so a request's user is either a
 * staff member or nobody; merchants of the public site never reach Payload's auth.
 */
export type StaffUser = {
  id: number | string
  collection?: string
  role?: 'admin' | 'editor' | null
  brands?: (number | string | { id: number | string; key?: string | null })[] | null
}

/** The signed-in CMS staff member, or null when the request is anonymous. */
export function staffOf(user: unknown): StaffUser | null {
  if (!user || typeof user !== 'object') return null
  const staff = user as StaffUser
  return staff.collection === undefined || staff.collection === 'users' ? staff : null
}

export function isAdmin(user: unknown): boolean {
  return staffOf(user)?.role === 'admin'
}

/** A signed-in staff member who is not an administrator (a missing role counts as editor). */
export function isEditor(user: unknown): boolean {
  const staff = staffOf(user)
  return staff !== null && staff.role !== 'admin'
}

export function brandIdsOf(user: unknown): (number | string)[] {
  return (staffOf(user)?.brands ?? []).map((b) => (typeof b === 'object' && b ? b.id : b))
}
