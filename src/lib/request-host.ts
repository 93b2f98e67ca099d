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

/**
 * A brand's domain for identifiers that must stay stable (calendar event UIDs): its
 * production host from BRAND_HOSTS, else (development, demo) the host the request came to.
 */
export function brandDomain(brandKey: string, headers: Headers): string {
  const host = (configuredBrandHost(brandKey) ?? requestHost(headers) ?? 'localhost').replace(/:\d+$/, '').toLowerCase()
  return /^[a-z0-9.-]+$/.test(host) ? host : 'localhost'
}

/** The brand's production host as the deployment names it in BRAND_HOSTS, or null. */
export function configuredBrandHost(brandKey: string): string | null {
  return Object.entries(getEnv().BRAND_HOSTS).find(([, key]) => key === brandKey)?.[0] ?? null
}
