/**
 * Whether the visitor is signed in, for the account buttons in the header of every page.
 * Visitors, expired logins (401) and failures all just mean "not signed in" (quiet.ts).
 */

import type { GatewayClientOptions } from './defaults'
import { quietGet } from './quiet'

export interface SignedInUser {
  mercNo: string
}

/**
 * The signed-in user, or null for a visitor (an empty answer), an expired login (401), an
 * answer other than success, or a failed call. Never throws. Uses the page's gateway
 * settings (configureGateway) unless given options.
 */
export async function fetchSignedInUser(options?: GatewayClientOptions): Promise<SignedInUser | null> {
  // Read defensively: whatever came back, a missing field only means "not signed in".
  const user = await quietGet<Partial<SignedInUser>>('system/user/info', { client: 1 }, options)
  return user?.mercNo ? (user as SignedInUser) : null
}
