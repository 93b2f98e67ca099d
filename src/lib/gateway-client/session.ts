/**
 * Whether the visitor is signed in, for the account buttons in the header of every page.
 * It sends the request the full client (index.ts) would, with the same headers, but is
 * small enough for every page's first JavaScript: visitors, expired logins and failures
 * all just mean "not signed in", so it needs none of the client's toasts, login tab or
 * error types.
 */

import { CODES, type Envelope } from '@/lib/gateway-envelope'
import { DEFAULT_BASE_URL, sharedOptions, type GatewayClientOptions } from './defaults'
import { browserHeaderEnv, buildGatewayHeaders, joinUrl } from './headers'

export interface SignedInUser {
  mercNo: string
}


/**
 * The signed-in user, or null for a visitor (an empty answer), an expired login (401), an
 * answer other than success, or a failed call. Never throws. Uses the page's gateway
 * settings (configureGateway) unless given options.
 */
export async function fetchSignedInUser(options: GatewayClientOptions = sharedOptions()): Promise<SignedInUser | null> {
  const env = { ...browserHeaderEnv(), fetch: (input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init), ...options.env }
  try {
    const response = await env.fetch(joinUrl(options.baseUrl ?? DEFAULT_BASE_URL, 'system/user/info', { client: 1 }), {
      method: 'GET',
      headers: buildGatewayHeaders(options, env, false),
      // The login cookie travels with the call, as with every gateway call (fetch's default, named since the answer depends on it).
      credentials: 'same-origin',
    })
    if (!response.ok) return null
    // Read defensively: whatever came back, a missing field only means "not signed in".
    const envelope = (await response.json()) as Partial<Envelope<Partial<SignedInUser> | null>> | null
    if (Number(envelope?.code) !== CODES.OK) return null
    const user = envelope?.data
    return user?.mercNo ? (user as SignedInUser) : null
  } catch {
    return null
  }
}
