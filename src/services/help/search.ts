/**
 * Keyword search over help manuals and the Q&A knowledge base, written for Chinese as
 * much as for English. Chinese is written without spaces, so a query such as 德国包装法
 * must find an entry that says 德国 … 包装法 even though the exact five characters never
 * occur together. The approach, with no word list to maintain:
 *
 * 1. The query is split into terms at whitespace, punctuation and script changes
 *    ("VAT注册" → vat, 注册).
 * 2. A term matches a document when the document contains it; a CJK term longer than two
 *    characters also matches when every one of its characters is covered by one of its
 *    character pairs (bigrams) that the document contains: 德国包装法 is covered by 德国,
 *    包装 and 装法 even though 国包 is missing. Every term must match (AND).
 * 3. The database narrows the candidates with `contains` on the stored `searchText` (each
 *    term, or any of its bigrams), which behaves the same on SQLite and PostgreSQL; the
 *    exact test and the ranking then run here.
 *
 * Ranking: terms found verbatim first, then terms found in the title, then bigram
 * coverage; ties keep the editors' order.
 */
import type { Where } from 'payload'
import { lexicalToPlainText } from '@/lib/rich-text/lexical'

export const MAX_QUERY_LENGTH = 50
export const MAX_RESULTS = 50
/** More terms than this add nothing but SQL conditions. */
const MAX_TERMS = 8

const CJK_CLASS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}'
const CJK_CHAR = new RegExp(`[${CJK_CLASS}]`, 'u')
const SCRIPT_RUNS = new RegExp(`[${CJK_CLASS}]+|[^${CJK_CLASS}]+`, 'gu')
// Control characters and lone surrogates separate terms too: they are never part of a
// word, and PostgreSQL refuses a NUL anywhere in a query's text.
const SEPARATORS = /[\s\p{P}\p{S}\p{Cc}\p{Cs}]+/u

/** Full-width forms folded (ＶＡＴ → vat), lower case, single spaces. */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim()
}

export function isCjkTerm(term: string): boolean {
  return CJK_CHAR.test(term)
}

/** The query's terms: at most 50 characters of it, split at separators and script changes, no repeats. */
export function splitQuery(query: string): string[] {
  const text = normalizeSearchText(query).slice(0, MAX_QUERY_LENGTH)
  const terms: string[] = []
  for (const chunk of text.split(SEPARATORS)) {
    for (const run of chunk.match(SCRIPT_RUNS) ?? []) {
      if (run && !terms.includes(run)) terms.push(run)
    }
  }
  return terms.slice(0, MAX_TERMS)
}

/** Adjacent character pairs of a CJK term longer than two characters (none otherwise). */
export function bigrams(term: string): string[] {
  const chars = [...term]
  if (!isCjkTerm(term) || chars.length <= 2) return []
  const pairs: string[] = []
  for (let i = 0; i < chars.length - 1; i++) {
    const pair = chars[i]! + chars[i + 1]!
    if (!pairs.includes(pair)) pairs.push(pair)
  }
  return pairs
}

export interface TermMatch {
  kind: 'exact' | 'bigrams'
  /** Share of the term's bigrams found (1 for an exact match). */
  coverage: number
}

/** How `term` occurs in `text` (both normalised), or null when it does not. */
export function matchTerm(term: string, text: string): TermMatch | null {
  if (text.includes(term)) return { kind: 'exact', coverage: 1 }
  const chars = [...term]
  if (!isCjkTerm(term) || chars.length <= 2) return null
  const covered = new Array<boolean>(chars.length).fill(false)
  let found = 0
  for (let i = 0; i < chars.length - 1; i++) {
    if (text.includes(chars[i]! + chars[i + 1]!)) {
      covered[i] = covered[i + 1] = true
      found++
    }
  }
  return covered.every(Boolean) ? { kind: 'bigrams', coverage: found / (chars.length - 1) } : null
}

/**
 * A document's score for the terms, or null when a term is missing. Tiers: verbatim
 * terms (×1000), title hits (×100; a verbatim title hit counts double), the whole query
 * in the title (50), bigram coverage (up to 10 per term).
 */
export function scoreDocument(terms: string[], doc: { title: string; text: string }): number | null {
  if (!terms.length) return null
  const title = normalizeSearchText(doc.title)
  const text = normalizeSearchText(doc.text)
  let score = 0
  for (const term of terms) {
    const inText = matchTerm(term, text) ?? matchTerm(term, title)
    if (!inText) return null
    const inTitle = matchTerm(term, title)
    if (inText.kind === 'exact') score += 1000
    if (inTitle) score += inTitle.kind === 'exact' ? 200 : 100
    score += Math.round(inText.coverage * 10)
  }
  if (terms.length > 1 && title.replace(/\s+/g, '').includes(terms.join(''))) score += 50
  return score
}

/** The matching documents, best first (ties keep their given order), at most `limit`. */
export function rankDocuments<T>(query: string, docs: T[], fields: (doc: T) => { title: string; text: string }, limit = MAX_RESULTS): T[] {
  const terms = splitQuery(query)
  return docs
    .map((doc, index) => ({ doc, index, score: scoreDocument(terms, fields(doc)) }))
    .filter((entry): entry is { doc: T; index: number; score: number } => entry.score !== null)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map((entry) => entry.doc)
}

/**
 * The database pre-filter for `terms`: each term (AND) must occur in `field`, verbatim or
 * through one of its bigrams. `contains` is a case-insensitive LIKE on both databases;
 * terms carry no punctuation, so no LIKE wildcard can reach the query.
 */
export function candidateWhere(terms: string[], field = 'searchText'): Where {
  return {
    and: terms.map((term) => ({
      or: [term, ...bigrams(term)].map((value) => ({ [field]: { contains: value } })),
    })),
  }
}

/** The stored search text of an entry: its texts and rich-text body, normalised, one line. */
export function buildSearchText(texts: (string | null | undefined)[], richTexts: unknown[] = []): string {
  const parts = [...texts, ...richTexts.map((state) => lexicalToPlainText(state))]
  return normalizeSearchText(parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '').join(' '))
}
