import type { MarkStatus } from './records'

/**
 * Live and dead marks. A registered or pending mark can block an application; an expired,
 * refused or withdrawn (cancelled) one cannot, though it still says someone used the name.
 * Kept free of other modules so the results island can label dead marks without loading
 * the matching code.
 */
export const LIVE_STATUSES = ['registered', 'pending'] as const satisfies readonly MarkStatus[]
export const DEAD_STATUSES = ['expired', 'refused', 'withdrawn'] as const satisfies readonly MarkStatus[]

export function isLiveStatus(status: string): boolean {
  return (LIVE_STATUSES as readonly string[]).includes(status)
}
