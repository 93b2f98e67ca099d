import { unstable_cache } from 'next/cache'

/**
 * Caches a content read in Next's data cache under `tags`, so a CMS publish can expire
 * exactly what it changed (cms/hooks/revalidate.ts). Pages rendered from these reads are
 * tagged too and re-render on the next request. Under Vitest there is no Next server,
 * so reads go straight to the database.
 */
export function cachedRead<R>(key: string[], tags: string[], read: () => Promise<R>): Promise<R> {
  if (process.env.VITEST) return read()
  return unstable_cache(read, key, { tags, revalidate: 3600 })()
}
