import 'server-only'
import { BRAND_ROUTES, DEFAULT_BRAND, type BrandKey } from '@/brands/registry'
import { brandForHost } from '@/brands/resolve'
import { getEnv } from '@/lib/env'
import { configuredBrandHost, requestHost } from '@/lib/request-host'
import { canonicalOrigin } from './urls'

/**
 * The brand's canonical origin for pages (canonical URLs, hreflang, JSON-LD): from
 * configuration only, so the cached HTML is the same for every visitor. BRAND_HOSTS names
 * the production host; without it (development, demo, tests) the brand's development host
 * on this server's port.
 */
export function siteOrigin(brand: BrandKey): string {
  return canonicalOrigin(brand, { configuredHost: configuredBrandHost(brand), siteUrl: getEnv().SITE_URL ?? null, port: process.env.PORT ?? '3000' })
}

/**
 * The origin of robots.txt and sitemap.xml, which are answered per request: the brand's
 * configured host, else the host the request came to (with its scheme as a trusted proxy
 * states it), so a crawler gets addresses it can reach.
 */
export function requestOrigin(brand: BrandKey, headers: Headers, fallbackProtocol: string): string {
  const configured = configuredBrandHost(brand)
  if (configured) return siteOrigin(brand)
  const host = requestHost(headers)
  if (!host || !/^[a-z0-9.-]+(:\d+)?$/i.test(host)) return siteOrigin(brand)
  const forwarded = getEnv().TRUST_PROXY !== null ? headers.get('x-forwarded-proto')?.split(',')[0]?.trim() : null
  const scheme = forwarded === 'https' || forwarded === 'http' ? forwarded : fallbackProtocol.replace(/:$/, '') === 'https' ? 'https' : 'http'
  return `${scheme}://${host.toLowerCase()}`
}

/** The brand of a request's host, as the proxy resolves it: an unknown host is the default brand. */
export function brandOfRequest(headers: Headers): BrandKey {
  return (brandForHost(requestHost(headers), getEnv().BRAND_HOSTS) ?? BRAND_ROUTES[DEFAULT_BRAND]).key
}
