import { getEnv } from './env'

/**
 * The host the visitor asked for. X-Forwarded-Host is believed only when the deployment
 * names trusted proxies (TRUST_PROXY); the edge server (server/edge.cjs) also removes it
 * from requests of untrusted peers, so a client cannot pick a brand by sending it.
 */
export function requestHost(headers: Headers): string | null {
  const trusted = getEnv().TRUST_PROXY !== null
  return (trusted && headers.get('x-forwarded-host')) || headers.get('host')
}
