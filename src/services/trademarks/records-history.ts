import 'server-only'
import type { Payload } from 'payload'
import type { BrandKey } from '@/brands/registry'
import type { TrademarkSearchRecord } from '@/payload-types'
import type { RiskLevel } from './score'

/**
 * The server-side search history of a logged-in merchant (collection
 * `trademark-search-records`; ipr/trademark/searchRecord). The browser keeps its own
 * short history (components/trademark/search-history.ts); this one follows the account
 * across devices and lets staff follow up on high-risk marks.
 */

/** Search types: 0 trademark, 2 classification, 3 oath (applicant). */
export const SEARCH_TYPES = [0, 2, 3] as const
export type SearchType = (typeof SEARCH_TYPES)[number]

export interface SearchRecordInput {
  merchantId: number
  brand: BrandKey
  searchType: SearchType
  keyword: string
  countries?: readonly number[]
  classIds?: readonly number[]
  total: number
  /** Only mark searches (type 0) assess a risk. */
  risk?: RiskLevel | null
}

/** Stored keywords are cut here; the searches accept at most 100 characters anyway. */
const MAX_KEYWORD = 100

/**
 * Stores one search. A failure is logged and swallowed: the merchant asked for search
 * results, and a history row that could not be written must not take them away.
 */
export async function recordSearch(payload: Payload, input: SearchRecordInput): Promise<void> {
  try {
    await payload.create({
      collection: 'trademark-search-records',
      data: {
        merchant: input.merchantId,
        brand: input.brand,
        searchType: String(input.searchType) as TrademarkSearchRecord['searchType'],
        keyword: [...input.keyword.trim()].slice(0, MAX_KEYWORD).join(''),
        countries: [...(input.countries ?? [])],
        classIds: [...(input.classIds ?? [])],
        total: input.total,
        risk: input.risk ?? null,
      },
      overrideAccess: true,
    })
  } catch (error) {
    console.error(`[trademarks] could not store the search record of merchant ${input.merchantId}`, error)
  }
}

export interface SearchRecordView {
  id: number
  keyword: string
  searchType: number
  countries: number[]
  classIds: number[]
  total: number
  risk: RiskLevel | null
  /** When the search ran (ISO 8601). */
  searchDate: string
}

export interface SearchRecordPage {
  list: SearchRecordView[]
  total: number
  page: number
  pageSize: number
}

/** A JSON column back to numbers; anything unexpected (an editor's hand edit) becomes []. */
function numbers(value: unknown): number[] {
  return Array.isArray(value) ? value.map(Number).filter(Number.isFinite) : []
}

export function toRecordView(doc: TrademarkSearchRecord): SearchRecordView {
  return {
    id: doc.id,
    keyword: doc.keyword,
    searchType: Number(doc.searchType),
    countries: numbers(doc.countries),
    classIds: numbers(doc.classIds),
    total: Number(doc.total ?? 0),
    risk: (doc.risk as RiskLevel | null | undefined) ?? null,
    searchDate: new Date(doc.createdAt).toISOString(),
  }
}

/** The merchant's own searches, newest first (ties by id, so pages never overlap). */
export async function listSearchRecords(payload: Payload, merchantId: number, options: { page: number; pageSize: number; searchType?: SearchType }): Promise<SearchRecordPage> {
  const result = await payload.find({
    collection: 'trademark-search-records',
    where: {
      and: [{ merchant: { equals: merchantId } }, ...(options.searchType !== undefined ? [{ searchType: { equals: String(options.searchType) } }] : [])],
    },
    sort: ['-createdAt', '-id'],
    page: options.page,
    limit: options.pageSize,
    depth: 0,
    overrideAccess: true,
  })
  return { list: result.docs.map(toRecordView), total: result.totalDocs, page: options.page, pageSize: options.pageSize }
}
