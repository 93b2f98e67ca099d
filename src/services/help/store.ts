import 'server-only'
import type { Where } from 'payload'
import type { BrandKey, Locale } from '@/brands/registry'
import { lexicalToPlainText } from '@/lib/rich-text/lexical'
import type { HelpArticle, HelpCategory } from '@/payload-types'
import { cachedRead } from '../cache'
import { contentTag } from '../content/tags'
import { payloadClient } from '../payload'
import { candidateWhere, MAX_RESULTS, rankDocuments, splitQuery } from './search'

/**
 * The help centre (getHelpCenterCategory, getOperationManual, queryArticleHandbook and
 * the FAQ of the problem page): categories with their operation manuals and FAQ answers,
 * read from the CMS per brand and language. Disabled entries, and entries of a disabled
 * category, are not shown.
 */

export type RichTextState = HelpArticle['content']

export interface HelpCategoryView {
  id: number
  name: string
  description: string
  icon: string
  sort: number
  manualCount: number
  faqCount: number
}

export interface ManualSummary {
  id: number
  categoryId: number
  title: string
  summary: string
  sort: number
  updatedAt: string
}

export interface ManualDetail extends ManualSummary {
  keywords: string
  content: RichTextState
  plainText: string
}

export interface FaqItem {
  id: number
  categoryId: number
  title: string
  content: RichTextState
  plainText: string
}

export interface FaqGroup {
  category: HelpCategoryView
  items: FaqItem[]
}

export interface Paged<T> {
  list: T[]
  total: number
  page: number
  pageSize: number
}

/** Upper bound of entries one list read loads (the help centre holds dozens, not thousands). */
const LIST_LIMIT = 500

function idOf(value: number | { id: number }): number {
  return typeof value === 'object' ? value.id : value
}

function brandWhere(brand: BrandKey): Where {
  return { and: [{ 'brand.key': { equals: brand } }, { enabled: { equals: true } }] }
}

function summaryOf(doc: HelpArticle): string {
  if (doc.summary) return doc.summary
  const text = lexicalToPlainText(doc.content).replace(/\s+/g, ' ')
  return text.length > 120 ? `${text.slice(0, 120)}…` : text
}

function toManualSummary(doc: HelpArticle): ManualSummary {
  return { id: doc.id, categoryId: idOf(doc.category), title: doc.title, summary: summaryOf(doc), sort: doc.sort ?? 0, updatedAt: doc.updatedAt }
}

function toManualDetail(doc: HelpArticle): ManualDetail {
  return { ...toManualSummary(doc), keywords: doc.keywords ?? '', content: doc.content, plainText: lexicalToPlainText(doc.content) }
}

async function enabledCategories(brand: BrandKey, locale: Locale): Promise<HelpCategory[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'help-categories', where: brandWhere(brand), locale, depth: 0, limit: LIST_LIMIT, sort: ['sort', 'id'] })
  return docs
}

async function findArticles(brand: BrandKey, locale: Locale, kind: HelpArticle['kind'], extra: Where[] = [], options: { page?: number; limit?: number } = {}) {
  const payload = await payloadClient()
  const categories = await enabledCategories(brand, locale)
  if (!categories.length) return { categories, result: { docs: [] as HelpArticle[], totalDocs: 0 } }
  const where: Where = { and: [brandWhere(brand), { kind: { equals: kind } }, { category: { in: categories.map((c) => c.id) } }, ...extra] }
  const result = await payload.find({ collection: 'help-articles', where, locale, depth: 0, sort: ['sort', 'id'], page: options.page ?? 1, limit: options.limit ?? LIST_LIMIT })
  return { categories, result }
}

export async function loadHelpCategories(brand: BrandKey, locale: Locale): Promise<HelpCategoryView[]> {
  const payload = await payloadClient()
  const categories = await enabledCategories(brand, locale)
  if (!categories.length) return []
  const { docs } = await payload.find({
    collection: 'help-articles',
    where: { and: [brandWhere(brand), { category: { in: categories.map((c) => c.id) } }] },
    locale,
    depth: 0,
    limit: LIST_LIMIT,
    select: { category: true, kind: true },
  })
  const count = (categoryId: number, kind: HelpArticle['kind']) => docs.filter((d) => idOf(d.category) === categoryId && d.kind === kind).length
  return categories.map((c) => ({
    id: c.id,
    name: c.name,
    description: c.description ?? '',
    icon: c.icon ?? '',
    sort: c.sort ?? 0,
    manualCount: count(c.id, 'manual'),
    faqCount: count(c.id, 'faq'),
  }))
}

export function getHelpCategories(brand: BrandKey, locale: Locale): Promise<HelpCategoryView[]> {
  return cachedRead(['help-categories', brand, locale], [contentTag('help', brand)], () => loadHelpCategories(brand, locale))
}

/** Manuals, optionally of one category, a page at a time (in the editors' order). */
export async function loadManuals(brand: BrandKey, locale: Locale, options: { categoryId?: number; page?: number; pageSize?: number } = {}): Promise<Paged<ManualSummary>> {
  const page = options.page ?? 1
  const pageSize = options.pageSize ?? LIST_LIMIT
  const extra: Where[] = options.categoryId !== undefined ? [{ category: { equals: options.categoryId } }] : []
  const { result } = await findArticles(brand, locale, 'manual', extra, { page, limit: pageSize })
  return { list: result.docs.map(toManualSummary), total: result.totalDocs, page, pageSize }
}

/** Every manual, for the help centre's overview (grouped by category on the page). */
export function getAllManuals(brand: BrandKey, locale: Locale): Promise<ManualSummary[]> {
  return cachedRead(['help-manuals', brand, locale], [contentTag('help', brand)], async () => (await loadManuals(brand, locale)).list)
}

/** One manual with its body, or null when it does not exist, is disabled or belongs to another brand. */
export async function loadManual(brand: BrandKey, locale: Locale, id: number): Promise<ManualDetail | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null
  const { result } = await findArticles(brand, locale, 'manual', [{ id: { equals: id } }], { limit: 1 })
  return result.docs[0] ? toManualDetail(result.docs[0]) : null
}

export function getManual(brand: BrandKey, locale: Locale, id: number): Promise<ManualDetail | null> {
  return cachedRead(['help-manual', brand, locale, String(id)], [contentTag('help', brand)], () => loadManual(brand, locale, id))
}

/** FAQ answers grouped by category (categories without any are left out). */
export async function loadFaq(brand: BrandKey, locale: Locale): Promise<FaqGroup[]> {
  const [categories, { result }] = await Promise.all([loadHelpCategories(brand, locale), findArticles(brand, locale, 'faq')])
  const items: FaqItem[] = result.docs.map((doc) => ({ id: doc.id, categoryId: idOf(doc.category), title: doc.title, content: doc.content, plainText: lexicalToPlainText(doc.content) }))
  return categories.map((category) => ({ category, items: items.filter((i) => i.categoryId === category.id) })).filter((g) => g.items.length > 0)
}

export function getFaq(brand: BrandKey, locale: Locale): Promise<FaqGroup[]> {
  return cachedRead(['help-faq', brand, locale], [contentTag('help', brand)], () => loadFaq(brand, locale))
}

export interface ManualSearchResult {
  keyword: string
  terms: string[]
  list: ManualSummary[]
  total: number
}

/**
 * Manuals matching a keyword (queryArticleHandbook), best first, at most 50. Not cached:
 * every keyword would be its own cache entry.
 */
export async function searchManuals(brand: BrandKey, locale: Locale, keyword: string): Promise<ManualSearchResult> {
  const terms = splitQuery(keyword)
  if (!terms.length) return { keyword, terms, list: [], total: 0 }
  const { result } = await findArticles(brand, locale, 'manual', [candidateWhere(terms)])
  const ranked = rankDocuments(keyword, result.docs, (doc) => ({ title: doc.title, text: doc.searchText ?? '' }), MAX_RESULTS)
  return { keyword, terms, list: ranked.map(toManualSummary), total: ranked.length }
}
