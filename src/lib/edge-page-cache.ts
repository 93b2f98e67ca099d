/**
 * The production server keeps finished public pages in front of Next (server/page-cache.cjs)
 * and publishes that cache on this global key, in this same process. A CMS change that
 * expires Next's cache tags empties it too, so an edit shows on the next request. Under
 * `next dev`, Vitest or a script there is no such cache and this does nothing.
 */
const EDGE_PAGE_CACHE = Symbol.for('compliance-sites.edge-page-cache')

export function purgeEdgePageCache(): void {
  const cache = (globalThis as Record<symbol, { purge?: () => void } | undefined>)[EDGE_PAGE_CACHE]
  cache?.purge?.()
}
