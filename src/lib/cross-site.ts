import { brandForHost } from '@/brands/resolve'
import { getEnv } from '@/lib/env'
import { requestHost } from '@/lib/request-host'

const extraHosts = getEnv().BRAND_HOSTS

/**
 * Whether a state-changing request came from a page of ours. Browsers send `Origin` on
 * every cross-origin POST/PUT/PATCH/DELETE and `Sec-Fetch-Site` on every request, and a
 * page cannot forge either, so a write is refused when they name a site that is not
 * ours. SameSite=Lax cookies alone leave sibling subdomains (same site, other owner) and
 * old browsers open. Requests with neither header do not come from a browser page (a
 * server, a script) and carry no visitor's ambient cookies to abuse.
 *
 * Ours: the host the request was sent to, and every brand host (a brand's page may call
 * the gateway of another brand's host, e.g. sign-up on the shared user centre).
 */
export function crossSiteProblem(headers: Headers): string | null {
  const origin = headers.get('origin')
  if (origin !== null) {
    if (origin === 'null') return 'a request from an opaque origin'
    let host: string
    try {
      host = new URL(origin).host.toLowerCase()
    } catch {
      return 'an unreadable Origin header'
    }
    const own = (requestHost(headers) ?? '').toLowerCase()
    if (host === own || brandForHost(host, extraHosts)) return null
    return `a request from another site (${host.slice(0, 100)})`
  }
  const site = headers.get('sec-fetch-site')
  if (site === 'cross-site') return 'a request from another site'
  return null
}

/** JSON is the only body our writes accept; a form or text body is how cross-site forms arrive. */
export function isJsonContentType(headers: Headers): boolean {
  const type = (headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
  return type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type)
}
