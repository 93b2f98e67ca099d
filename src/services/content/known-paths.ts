import type { BrandKey, Locale } from '@/brands/registry'

/**
 * What the catch-all page knows about a brand's paths, remembered process-wide so the
 * proxy can send a path nobody publishes straight to the one cached 404 page of its brand
 * and language (`__unknown__`) instead of rendering, and caching, a new 404 for every
 * guessed URL. Only the catch-all fills it (when it renders), and a page or navigation
 * edit in this process forgets the brand; other processes forget after `TTL_MS`. A path
 * is never called unknown from an empty or outdated memory: the request then goes to the
 * catch-all as before, which renders it and refreshes the memory.
 *
 * Kept on globalThis: the proxy and the pages are bundled separately and would otherwise
 * each see their own copy of this module.
 */
const TTL_MS = 10_000
const STORE = Symbol.for('site.catchAllKnownPaths')

interface Known {
  at: number
  /** True for a slug the catch-all must see: a published page, or a path an editor hid (it redirects home). */
  claims: (slug: string) => boolean
}

function store(): Map<string, Known> {
  const holder = globalThis as { [STORE]?: Map<string, Known> }
  holder[STORE] ??= new Map()
  return holder[STORE]
}

export function rememberCatchAllPaths(brand: BrandKey, locale: Locale, claims: (slug: string) => boolean, now = Date.now()): void {
  store().set(`${brand}:${locale}`, { at: now, claims })
}

export function forgetCatchAllPaths(brand?: BrandKey): void {
  if (!brand) return store().clear()
  for (const key of [...store().keys()]) if (key.startsWith(`${brand}:`)) store().delete(key)
}

/** 'unknown' only when a fresh memory says no published or hidden page has this slug. */
export function catchAllVerdict(brand: BrandKey, locale: Locale, slug: string, now = Date.now()): 'unknown' | 'ask' {
  const known = store().get(`${brand}:${locale}`)
  if (!known || now - known.at > TTL_MS) return 'ask'
  return known.claims(slug) ? 'ask' : 'unknown'
}
