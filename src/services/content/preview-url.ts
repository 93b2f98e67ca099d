import type { PayloadRequest } from 'payload'
import { BRAND_ROUTES, isBrandKey, type BrandKey, type Locale } from '@/brands/registry'
import { getEnv } from '@/lib/env'
import { articlePublicPath, helpArticlePublicPath, pagePublicPath, qaEntryPublicPath, siteLocale, editorOrigin, videoCoursePublicPath } from './preview-paths'
import { previewEnableUrl } from './preview-query'

/*
 * The CMS's preview ("view on site") button of each collection with a page on the site
 * (admin.preview). Pages and articles keep drafts: their button opens the preview route,
 * which shows the latest draft to a signed-in staff member of the brand. Help manuals,
 * Q&A answers and video courses have no drafts (a save is live): theirs opens the public
 * address itself. The page is shown in the CMS's content language when the brand
 * publishes it, else in the brand's default language.
 */

type PreviewOptions = { req: PayloadRequest; locale?: string | null }
type Doc = Record<string, unknown>

type Related = number | string | { id?: number | string; key?: unknown } | null | undefined

function idOf(value: unknown): number | string | null {
  const raw = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  return typeof raw === 'number' || (typeof raw === 'string' && raw !== '') ? raw : null
}

const numericId = (value: unknown): number | null => {
  const id = idOf(value)
  const n = typeof id === 'string' ? Number(id) : id
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null
}

/** The document's brand key: from the populated brand, else looked up by its id. */
async function brandKeyOf(brand: unknown, req: PayloadRequest): Promise<BrandKey | null> {
  const populated = brand as Related
  if (populated && typeof populated === 'object' && isBrandKey(populated.key)) return populated.key
  const id = idOf(brand)
  if (id === null) return null
  const doc = await req.payload.findByID({ collection: 'brands', id, depth: 0, req, disableErrors: true }).catch(() => null)
  return doc && isBrandKey(doc.key) ? doc.key : null
}

/** Brand, site language and origin of a document's public address; null without a brand. */
async function siteOf(doc: Doc, { req, locale }: PreviewOptions): Promise<{ brand: BrandKey; locale: Locale; origin: string } | null> {
  const brand = await brandKeyOf(doc.brand, req)
  if (!brand) return null
  const route = BRAND_ROUTES[brand]
  return { brand, locale: siteLocale(route, locale), origin: editorOrigin(route, new URL(req.url ?? 'http://localhost/'), getEnv().BRAND_HOSTS) }
}

/** A page: the preview route, then the page's address (home for `homes`). */
export async function pagePreviewUrl(doc: Doc, options: PreviewOptions): Promise<string | null> {
  const id = numericId(doc.id)
  if (id === null || typeof doc.slug !== 'string' || !doc.slug.trim()) return null
  const site = await siteOf(doc, options)
  if (!site) return null
  return previewEnableUrl(site.origin, { collection: 'pages', id, path: pagePublicPath(site.brand, site.locale, doc.slug) })
}

/** An article: the preview route, then its news or knowledge-centre address. */
export async function articlePreviewUrl(doc: Doc, options: PreviewOptions): Promise<string | null> {
  const id = numericId(doc.id)
  if (id === null || typeof doc.category !== 'string') return null
  const site = await siteOf(doc, options)
  if (!site) return null
  return previewEnableUrl(site.origin, { collection: 'articles', id, path: articlePublicPath(site.brand, site.locale, { id, category: doc.category }) })
}

/** A help-centre entry: a manual's own page, an FAQ entry's category screen. */
export async function helpArticlePreviewUrl(doc: Doc, options: PreviewOptions): Promise<string | null> {
  const id = numericId(doc.id)
  if (id === null || typeof doc.kind !== 'string') return null
  const site = await siteOf(doc, options)
  if (!site) return null
  const path = helpArticlePublicPath(site.brand, site.locale, { id, kind: doc.kind, categoryId: numericId(doc.category) })
  return path ? `${site.origin}${path}` : null
}

/** A Q&A answer's page. */
export async function qaEntryPreviewUrl(doc: Doc, options: PreviewOptions): Promise<string | null> {
  const id = numericId(doc.id)
  if (id === null) return null
  const site = await siteOf(doc, options)
  return site ? `${site.origin}${qaEntryPublicPath(site.brand, site.locale, id)}` : null
}

/** A video course's player page. */
export async function videoCoursePreviewUrl(doc: Doc, options: PreviewOptions): Promise<string | null> {
  if (numericId(doc.id) === null || typeof doc.uid !== 'string') return null
  const site = await siteOf(doc, options)
  const path = site ? videoCoursePublicPath(site.brand, site.locale, doc.uid) : null
  return site && path ? `${site.origin}${path}` : null
}
