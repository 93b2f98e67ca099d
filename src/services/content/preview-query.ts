import { z } from 'zod'
import { parseRecordId } from '@/lib/record-id'

/*
 * The editor's draft preview: the CMS's preview button opens PREVIEW_ROUTE with the
 * document and the public address to show; the route checks the staff member, turns on
 * Next's draft mode (a cookie of this browser only) and redirects there. PREVIEW_EXIT_ROUTE
 * turns it off again. Both paths are left alone by the proxy (src/proxy.ts). Pure.
 */

export const PREVIEW_ROUTE = '/cms-preview'
export const PREVIEW_EXIT_ROUTE = '/cms-preview/exit'

/** The collections whose drafts can be previewed (both keep versions with drafts). */
export const DRAFT_COLLECTIONS = ['pages', 'articles'] as const
export type DraftCollection = (typeof DRAFT_COLLECTIONS)[number]

const PROBE_ORIGIN = 'http://site.invalid'

/**
 * A path on this site: starts with one `/` (not `//`, which a browser reads as another
 * host), no backslash (some browsers read `/\` as `//`), no control characters, and still
 * on this site once resolved. Query and fragment may follow. Never the preview routes
 * themselves, so a redirect cannot loop.
 */
export function isSameSitePath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || /\p{Cc}/u.test(value)) return false
  let url: URL
  try {
    url = new URL(value, PROBE_ORIGIN)
  } catch {
    return false
  }
  // `/..//host` resolves to the path `//host`: refused too, so no form of it reaches a Location header.
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//')) return false
  return url.pathname !== PREVIEW_ROUTE && !url.pathname.startsWith(`${PREVIEW_ROUTE}/`)
}

const sameSitePath = z.string().min(1).max(2048).refine(isSameSitePath, { message: 'path must be a path on this site, starting with a single /' })

const recordId = z
  .string()
  .transform((value, ctx) => {
    const id = parseRecordId(value)
    if (id === null) {
      ctx.addIssue({ code: 'custom', message: 'id must be a document id' })
      return z.NEVER
    }
    return id
  })

/** The preview route's query: which document, and where on the site to show it. */
export const previewQuerySchema = z.object({
  collection: z.enum(DRAFT_COLLECTIONS),
  id: recordId,
  path: sameSitePath,
})
export type PreviewQuery = z.infer<typeof previewQuerySchema>

/** The exit route's query: where to go back to (optional). */
export const exitQuerySchema = z.object({ path: sameSitePath.optional() })

/** The query of a URL as the schemas read it (a repeated key: its last value). */
export function queryOf(url: URL): Record<string, string> {
  return Object.fromEntries(url.searchParams.entries())
}

/** The preview button's address for a document: `{origin}/cms-preview?collection=&id=&path=`. */
export function previewEnableUrl(origin: string, query: { collection: DraftCollection; id: number | string; path: string }): string {
  const search = new URLSearchParams({ collection: query.collection, id: String(query.id), path: query.path })
  return `${origin}${PREVIEW_ROUTE}?${search.toString()}`
}

/**
 * Where leaving the preview goes: the path asked for, else the page the editor came from
 * (its path on this site, from the Referer), else the home page.
 */
export function exitTarget(path: string | undefined, referer: string | null): string {
  if (path) return path
  if (referer) {
    try {
      const url = new URL(referer)
      const back = `${url.pathname}${url.search}`
      if (isSameSitePath(back)) return back
    } catch {
      // Not a URL: go home.
    }
  }
  return '/'
}
