import { resolveAlias } from '@/brands/aliases'
import { BRAND_ROUTES, isLocale, type BrandKey } from '@/brands/registry'
import { HOME_PAGE } from '@/brands/resolve'

/**
 * Which page a campaign's trigger pages name. Editors write a page path as the visitor
 * sees it without the language and brand prefix (`VAT`, `news/*`), `homes` for the
 * brand's home or `*` for every page; the browser's address carries both prefixes.
 */

/** The page of a public path: `/en/lz/VAT` → `VAT`, `/lz/news/policy/2` → `news/policy/2`, `/` → `homes`. */
export function currentPage(pathname: string, brandKey: BrandKey): string {
  const segments = pathname.split('/').filter(Boolean).map(safeDecode)
  if (isLocale(segments[0])) segments.shift()
  const prefix = BRAND_ROUTES[brandKey].prefix
  if (prefix && segments[0] === prefix) segments.shift()
  // `/ost/EPR` is the brand's own EPR page, as the proxy reads it.
  const ost = segments.indexOf('ost')
  if (ost !== -1) segments.splice(ost, 1)
  return segments.length ? segments.join('/') : HOME_PAGE
}

/** The route an aliased path shows (`contact` → `contactUs`), so a trigger may name either. */
function routeOf(page: string): string {
  return page === HOME_PAGE ? page : resolveAlias(page.split('/')).join('/')
}

/** One trigger page against the current page: exact, `*` for all, a trailing `*` for a page and everything below it. */
export function triggerMatches(trigger: string, page: string): boolean {
  const wanted = trigger.trim().replace(/^\/+/, '')
  if (!wanted) return false
  if (wanted === '*') return true
  const candidates = new Set([page, routeOf(page)])
  for (const candidate of candidates) {
    if (wanted.endsWith('/*')) {
      const base = wanted.slice(0, -2)
      if (candidate === base || candidate.startsWith(`${base}/`)) return true
    } else if (wanted.endsWith('*')) {
      if (candidate.startsWith(wanted.slice(0, -1))) return true
    } else if (candidate === wanted.replace(/\/+$/, '')) {
      return true
    }
  }
  return false
}

export function matchesAnyTrigger(triggers: readonly string[], page: string): boolean {
  return triggers.some((trigger) => triggerMatches(trigger, page))
}

export function isHomePage(page: string): boolean {
  return page === HOME_PAGE
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
