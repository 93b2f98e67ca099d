import 'server-only'
import { BRAND_ROUTES, publicPath, type BrandKey, type Locale } from '@/brands/registry'
import type { Page } from '@/payload-types'
import { cachedRead } from '../cache'
import { payloadClient } from '../payload'
import { readsDrafts } from './preview'
import { contentTag } from './tags'

export type PageBlock = NonNullable<Page['layout']>[number]

export interface PageView {
  id: number | string
  slug: string
  title: string
  navLabel: string
  keywords: string
  description: string
  layout: PageBlock[]
}

function toView(doc: Page): PageView {
  return {
    id: doc.id,
    slug: doc.slug,
    title: doc.title,
    navLabel: doc.navLabel ?? doc.title,
    keywords: doc.meta?.keywords ?? '',
    description: doc.meta?.description ?? '',
    layout: doc.layout ?? [],
  }
}

/** The published version of a page (drafts stay in the CMS until published). */
export async function loadPage(brand: BrandKey, locale: Locale, slug: string): Promise<PageView | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { and: [{ 'brand.key': { equals: brand } }, { slug: { equals: slug } }, { _status: { equals: 'published' } }] },
    locale,
    depth: 0,
    limit: 1,
    draft: false,
  })
  return docs[0] ? toView(docs[0]) : null
}

/**
 * The latest draft of a page, for an editor's preview: the page is found by its slug
 * (the address it is published at, or a page never published yet), then read as its
 * newest version, saved or published.
 */
export async function loadDraftPage(brand: BrandKey, locale: Locale, slug: string): Promise<PageView | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { and: [{ 'brand.key': { equals: brand } }, { slug: { equals: slug } }] },
    depth: 0,
    limit: 1,
    draft: false,
    select: { slug: true },
  })
  if (!docs[0]) return null
  const draft = await payload.findByID({ collection: 'pages', id: docs[0].id, locale, depth: 0, draft: true, disableErrors: true })
  return draft ? toView(draft) : null
}

/**
 * The page as visitors see it, from the shared cache. In an editor's preview (draft mode
 * on and a staff member of the brand signed in) the latest draft instead, read straight
 * from the database: a draft never enters the shared cache.
 */
export async function getPage(brand: BrandKey, locale: Locale, slug: string): Promise<PageView | null> {
  if (await readsDrafts(brand)) return loadDraftPage(brand, locale, slug)
  return cachedRead(['page', brand, locale, slug], [contentTag('pages', brand)], () => loadPage(brand, locale, slug))
}

/** Per-page SEO configuration (system/pageConfig/allInfo). */
export interface PageConfig {
  id: number | string
  path: string
  slug: string
  title: string
  navLabel: string
  keywords: string
  description: string
}

export async function loadPageConfigs(brand: BrandKey, locale: Locale): Promise<PageConfig[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { and: [{ 'brand.key': { equals: brand } }, { _status: { equals: 'published' } }] },
    locale,
    depth: 0,
    pagination: false,
    draft: false,
    select: { slug: true, title: true, navLabel: true, meta: true },
  })
  const route = BRAND_ROUTES[brand]
  return docs.map((doc) => ({
    id: doc.id,
    slug: doc.slug,
    path: publicPath(route, locale, doc.slug),
    title: doc.title,
    navLabel: doc.navLabel ?? doc.title,
    keywords: doc.meta?.keywords ?? '',
    description: doc.meta?.description ?? '',
  }))
}

export function getPageConfigs(brand: BrandKey, locale: Locale): Promise<PageConfig[]> {
  return cachedRead(['page-configs', brand, locale], [contentTag('pages', brand)], () => loadPageConfigs(brand, locale))
}
