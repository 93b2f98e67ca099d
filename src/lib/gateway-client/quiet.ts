/**
 * A gateway GET for what a page can do without: it sends the request the full client
 * (index.ts) would, with the same headers, but never throws and shows nothing. A failed
 * call, a non-success answer or an unreadable one all come back as null. Small enough for
 * islands every page loads, which must not bring the full client's toasts, login tab and
 * error types.
 */

import { CODES, type Envelope } from '@/lib/gateway-envelope'
import { DEFAULT_BASE_URL, sharedOptions, type GatewayClientOptions } from './defaults'
import { browserHeaderEnv, buildGatewayHeaders, joinUrl, type Query } from './headers'

/** The answer's data on success, else null. Uses the page's gateway settings (configureGateway) unless given options. */
export async function quietGet<T>(path: string, query: Query = {}, options: GatewayClientOptions = sharedOptions()): Promise<T | null> {
  const env = { ...browserHeaderEnv(), fetch: (input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init), ...options.env }
  try {
    const response = await env.fetch(joinUrl(options.baseUrl ?? DEFAULT_BASE_URL, path, query), {
      method: 'GET',
      headers: buildGatewayHeaders(options, env, false),
      // The login cookie travels with the call, as with every gateway call (fetch's default, named since some answers depend on it).
      credentials: 'same-origin',
    })
    if (!response.ok) return null
    const envelope = (await response.json()) as Partial<Envelope<T | null>> | null
    if (Number(envelope?.code) !== CODES.OK) return null
    return envelope?.data ?? null
  } catch {
    return null
  }
}
