import { DEDICATED_ROUTES } from '@/brands/dedicated-routes'
import { SITE_SEGMENT, UNKNOWN_PAGE, type Resolution } from '@/brands/resolve'
import { catchAllVerdict } from './known-paths'

/**
 * Where the proxy sends a public path: the brand's shared 404 page when the catch-all
 * is known to have nothing there, so a flood of guessed URLs costs one cached page, not
 * one render each; otherwise null (the normal rewrite).
 */
export function unknownPageRewrite(resolution: Extract<Resolution, { kind: 'rewrite' }>): string | null {
  const first = resolution.page.split('/')[0] ?? ''
  if (DEDICATED_ROUTES.has(first) || first === UNKNOWN_PAGE) return null
  if (catchAllVerdict(resolution.brand.key, resolution.locale, resolution.page) !== 'unknown') return null
  return `/${SITE_SEGMENT}/${resolution.brand.key}/${resolution.locale}/${UNKNOWN_PAGE}`
}
