import 'server-only'
import type { Where } from 'payload'
import type { BrandKey, Locale } from '@/brands/registry'
import { QA_TYPES, type QaType } from './qa-types'
import { lexicalToPlainText } from '@/lib/rich-text/lexical'
import cnQa from '@/i18n/messages/cn/qa.json'
import enQa from '@/i18n/messages/en/qa.json'
import type { QaEntry } from '@/payload-types'
import { cachedRead } from '../cache'
import { contentTag } from '../content/tags'
import { candidateWhere, MAX_RESULTS, rankDocuments, splitQuery } from '../help/search'
import { payloadClient } from '../payload'

/**
 * The compliance Q&A knowledge base (vat/sysDataDictionary/getQaType,
 * vat/qaQuestion/searchlist, vat/qaAnswerDetail/get/{answerId}): questions by type, one
 * answer with related questions, and keyword search. The answer id is the entry's id.
 */

export { QA_TYPES, type QaType }

export type QaRichText = QaEntry['answer']

export interface QaTypeView {
  dictValue: QaType
  dictLabel: string
  description: string
  count: number
}

export interface QaSummary {
  answerId: number
  qaType: QaType
  question: string
  summary: string
  sort: number
}

export interface QaDetail extends QaSummary {
  answer: QaRichText
  plainText: string
  keywords: string
  answeredBy: string
  updatedAt: string
  /** Other questions of the same type, for reading on. */
  related: QaSummary[]
}

export interface QaPage {
  list: QaSummary[]
  total: number
  page: number
  pageSize: number
}

const LIST_LIMIT = 500
const RELATED = 5

type TypeTexts = Record<QaType, { label: string; description: string }>
const TYPE_TEXTS: Record<'cn' | 'en', TypeTexts> = { cn: cnQa.types as TypeTexts, en: enQa.types as TypeTexts }

/** Type names are site texts (messages/{locale}/qa.json), not content. */
export function qaTypeTexts(locale: Locale): TypeTexts {
  return locale === 'cn' ? TYPE_TEXTS.cn : TYPE_TEXTS.en
}

export function isQaType(value: unknown): value is QaType {
  return typeof value === 'string' && (QA_TYPES as readonly string[]).includes(value)
}

function baseWhere(brand: BrandKey, qaType?: QaType): Where {
  const and: Where[] = [{ 'brand.key': { equals: brand } }, { enabled: { equals: true } }]
  if (qaType) and.push({ qaType: { equals: qaType } })
  return { and }
}

function toSummary(doc: QaEntry): QaSummary {
  const text = lexicalToPlainText(doc.answer).replace(/\s+/g, ' ')
  return { answerId: doc.id, qaType: doc.qaType, question: doc.question, summary: text.length > 140 ? `${text.slice(0, 140)}…` : text, sort: doc.sort ?? 0 }
}

export async function loadQaTypes(brand: BrandKey, locale: Locale): Promise<QaTypeView[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'qa-entries', where: baseWhere(brand), depth: 0, limit: LIST_LIMIT, select: { qaType: true } })
  const texts = qaTypeTexts(locale)
  return QA_TYPES.map((type) => ({ dictValue: type, dictLabel: texts[type].label, description: texts[type].description, count: docs.filter((d) => d.qaType === type).length }))
}

export function getQaTypes(brand: BrandKey, locale: Locale): Promise<QaTypeView[]> {
  return cachedRead(['qa-types', brand, locale], [contentTag('qa', brand)], () => loadQaTypes(brand, locale))
}

/** Questions, optionally of one type, in the editors' order, a page at a time. */
export async function loadQaList(brand: BrandKey, locale: Locale, options: { qaType?: QaType; page?: number; pageSize?: number } = {}): Promise<QaPage> {
  const page = options.page ?? 1
  const pageSize = options.pageSize ?? LIST_LIMIT
  const payload = await payloadClient()
  const result = await payload.find({ collection: 'qa-entries', where: baseWhere(brand, options.qaType), locale, depth: 0, sort: ['sort', 'id'], page, limit: pageSize })
  return { list: result.docs.map(toSummary), total: result.totalDocs, page, pageSize }
}

export function getQaList(brand: BrandKey, locale: Locale, options: { qaType?: QaType; page?: number; pageSize?: number } = {}): Promise<QaPage> {
  const key = ['qa-list', brand, locale, options.qaType ?? '', String(options.page ?? 1), String(options.pageSize ?? '')]
  return cachedRead(key, [contentTag('qa', brand)], () => loadQaList(brand, locale, options))
}

/** One answer with related questions, or null (unknown, disabled or another brand's). */
export async function loadQaAnswer(brand: BrandKey, locale: Locale, answerId: number): Promise<QaDetail | null> {
  if (!Number.isSafeInteger(answerId) || answerId <= 0) return null
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'qa-entries', where: { and: [baseWhere(brand), { id: { equals: answerId } }] }, locale, depth: 0, limit: 1 })
  const doc = docs[0]
  if (!doc) return null
  const { docs: sameType } = await payload.find({
    collection: 'qa-entries',
    where: { and: [baseWhere(brand, doc.qaType), { id: { not_equals: doc.id } }] },
    locale,
    depth: 0,
    sort: ['sort', 'id'],
    limit: RELATED,
  })
  return {
    ...toSummary(doc),
    answer: doc.answer,
    plainText: lexicalToPlainText(doc.answer),
    keywords: doc.keywords ?? '',
    answeredBy: doc.answeredBy ?? '',
    updatedAt: doc.updatedAt,
    related: sameType.map(toSummary),
  }
}

export function getQaAnswer(brand: BrandKey, locale: Locale, answerId: number): Promise<QaDetail | null> {
  return cachedRead(['qa-answer', brand, locale, String(answerId)], [contentTag('qa', brand)], () => loadQaAnswer(brand, locale, answerId))
}

export interface QaSearchResult {
  keyword: string
  terms: string[]
  list: QaSummary[]
  total: number
}

/** Questions matching a keyword (Chinese or English), best first, at most 50; not cached. */
export async function searchQa(brand: BrandKey, locale: Locale, keyword: string, qaType?: QaType): Promise<QaSearchResult> {
  const terms = splitQuery(keyword)
  if (!terms.length) return { keyword, terms, list: [], total: 0 }
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'qa-entries',
    where: { and: [baseWhere(brand, qaType), candidateWhere(terms)] },
    locale,
    depth: 0,
    sort: ['sort', 'id'],
    limit: LIST_LIMIT,
  })
  const ranked = rankDocuments(keyword, docs, (doc) => ({ title: doc.question, text: doc.searchText ?? '' }), MAX_RESULTS)
  return { keyword, terms, list: ranked.map(toSummary), total: ranked.length }
}
