/**
 * Finds goods/services classes for a product word (the class finder of /searchCategory
 * and the gateway's category calls), in memory over the Nice data (about 12,000 items).
 *
 * Chinese: a query is matched against each synonym of an item's name (synonyms are
 * separated by ，) and against group names, class descriptions and short names:
 * - the synonym contains the query (耳机 → 头戴式耳机), best when it is the whole synonym;
 * - the query contains the synonym (蓝牙耳机 → 耳机): sellers qualify a product with
 *   brand, material or feature words the list does not have. Chinese compounds put the
 *   head noun last, so a synonym at the end of the query (耳机 in 蓝牙耳机) counts more than
 *   one at its start (手机 in 手机壳, which is a case, not a phone);
 * - otherwise by character-pair (bigram) coverage, as help search does, but partial
 *   coverage is enough here (half the query), since product words rarely occur whole.
 * English: the list has no English items, so words are matched against the WIPO class
 * headings and a curated map of common seller products (keywords-en.json) whose Chinese
 * words then find the items. Latin fragments inside Chinese names (USB, LED, T恤) match too.
 *
 * Everything is pure over NiceData, so tests run without files or a database.
 */
import { isCjkTerm, normalizeSearchText, splitQuery } from '@/services/help/search'
import type { NiceClass, NiceData, NiceGroup, NiceItem } from './data'
import curated from './keywords-en.json'

export const MAX_KEYWORD_LENGTH = 50
export const MAX_ITEMS = 100

export type KeywordProblem = 'empty' | 'tooLong' | 'characters'

/** Letters, digits, spaces and the punctuation product names use (T-shirt, men's, 3.5mm, A/V, （儿童）). */
const ALLOWED_CHARACTERS = /^[\p{L}\p{M}\p{N}\s\-'’&.,/+()（），、·]*$/u
const SEARCHABLE = /[\p{L}\p{N}]/u

/**
 * Why a keyword cannot be searched, or null. Query syntax characters (`"*^`), SQL
 * operators (`=`, `;`, `--` with `=` …) and control characters are refused rather than
 * stripped, so the caller learns the query was not what they meant.
 */
export function keywordProblem(keyword: string): KeywordProblem | null {
  const text = keyword.trim()
  if ([...text].length > MAX_KEYWORD_LENGTH) return 'tooLong'
  if (!ALLOWED_CHARACTERS.test(text)) return 'characters'
  if (!SEARCHABLE.test(text)) return 'empty'
  return null
}

// --- scoring of one query term against one synonym --------------------------------

const SYNONYM_SEPARATORS = /[,;、]+/

function chars(text: string): string[] {
  return [...text]
}

/**
 * How well `term` (normalised) names `synonym` (normalised), 0 to 1:
 * 1 the same; 0.7–0.9 the synonym contains the term; 0.2–0.7 the term contains the
 * synonym (more when at its end); up to 0.6 for bigram coverage of at least half
 * (less in long names).
 */
export function termScore(term: string, synonym: string): number {
  if (!term || !synonym) return 0
  if (synonym === term) return 1
  const termChars = chars(term)
  const synonymChars = chars(synonym)
  if (synonym.includes(term)) return 0.7 + (0.2 * termChars.length) / synonymChars.length
  if (!isCjkTerm(term) || termChars.length < 3) return 0
  if (synonymChars.length >= 2 && term.includes(synonym)) {
    const share = synonymChars.length / termChars.length
    return (term.endsWith(synonym) ? 0.4 : 0.2) + 0.3 * share
  }
  const covered = new Array<number>(termChars.length).fill(0)
  let pairs = 0
  for (let i = 0; i < termChars.length - 1; i++) {
    if (synonym.includes(termChars[i]! + termChars[i + 1]!)) {
      covered[i] = covered[i + 1] = 1
      pairs++
    }
  }
  if (!pairs) return 0
  // A character the pairs missed still counts half when the synonym has it (手机壳 → 智能手机用壳).
  termChars.forEach((c, i) => {
    if (!covered[i] && synonym.includes(c)) covered[i] = 0.5
  })
  const coverage = covered.reduce((sum, c) => sum + c, 0) / termChars.length
  if (coverage < 0.5) return 0
  const headCovered = covered[termChars.length - 1]! > 0
  // Scattered pairs in a long description are weaker evidence than in a short name.
  const concise = Math.max(0.5, Math.min(1, (termChars.length + 4) / synonymChars.length))
  return 0.5 * coverage * concise + (headCovered ? 0.1 : 0)
}

function bestSynonymScore(term: string, synonyms: string[]): number {
  let best = 0
  for (const synonym of synonyms) best = Math.max(best, termScore(term, synonym))
  return best
}

// --- the prepared index ---------------------------------------------------------

interface IndexedItem {
  item: NiceItem
  synonyms: string[]
}

interface IndexedClass {
  cls: NiceClass
  description: string
  shortName: string
  englishWords: Set<string>
}

interface NiceIndex {
  items: IndexedItem[]
  itemsByClass: Map<number, IndexedItem[]>
  groups: { group: NiceGroup; synonyms: string[] }[]
  classes: IndexedClass[]
}

/** The names as the search compares them: NFKC, lower case, no * marker, split into synonyms. */
function synonymsOf(name: string): string[] {
  return normalizeSearchText(name.replace(/\*/g, ''))
    .split(SYNONYM_SEPARATORS)
    .map((s) => s.trim())
    .filter(Boolean)
}

const STOP_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'from', 'in', 'into', 'is', 'not', 'of', 'on', 'or', 'other', 'the', 'to', 'use', 'used', 'well', 'with', 'without', 'being', 'their', 'than', 'these', 'such'])

/** Singular, lower-case form of an English word, applied alike to queries, headings and keywords. */
export function stemWord(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return word.slice(0, -3) + 'y'
  if (word.length > 4 && /(ch|sh|x|z|ss)es$/.test(word)) return word.slice(0, -2)
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1)
  return word
}

/** English words of a text: Latin terms, stemmed, without stop words. */
function englishWords(text: string): string[] {
  return splitQuery(text)
    .filter((t) => !isCjkTerm(t) && /\p{L}/u.test(t))
    .map(stemWord)
    .filter((w) => !STOP_WORDS.has(w))
}

function wordsOfHeading(text: string): Set<string> {
  // splitQuery caps at 50 characters; headings are long, so split them here.
  return new Set(
    normalizeSearchText(text)
      .split(/[^\p{L}]+/u)
      .filter(Boolean)
      .map(stemWord)
      .filter((w) => w.length > 1 && !STOP_WORDS.has(w)),
  )
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

const indexes = new WeakMap<NiceData, NiceIndex>()

function indexOf(data: NiceData): NiceIndex {
  let index = indexes.get(data)
  if (!index) {
    const items = data.items.map((item) => ({ item, synonyms: synonymsOf(item.name) }))
    const itemsByClass = new Map<number, IndexedItem[]>()
    for (const entry of items) pushTo(itemsByClass, entry.item.classId, entry)
    index = {
      items,
      itemsByClass,
      groups: [...data.groupByCode.values()].map((group) => ({ group, synonyms: synonymsOf(group.name) })),
      classes: data.classes.map((cls) => ({
        cls,
        description: normalizeSearchText(cls.description.cn),
        shortName: normalizeSearchText(cls.shortName.cn),
        englishWords: wordsOfHeading(`${cls.description.en} ${cls.shortName.en}`),
      })),
    }
    indexes.set(data, index)
  }
  return index
}

// --- the curated English keywords ------------------------------------------------

interface CuratedEntry {
  words: string[]
  classes: number[]
  zh: string[]
}

const CURATED: { phrase: string[]; entry: CuratedEntry }[] = (curated.entries as CuratedEntry[]).flatMap((entry) =>
  entry.words.map((words) => ({ phrase: englishWords(words), entry })),
)

/**
 * The curated entries the query's words name. A longer phrase wins over the words it
 * contains: "phone case" is a case, not a phone; "smart watch" is not class 14's watch.
 */
export function curatedMatches(words: string[]): CuratedEntry[] {
  const hits: { start: number; length: number; entry: CuratedEntry }[] = []
  for (const { phrase, entry } of CURATED) {
    if (!phrase.length) continue
    for (let start = 0; start + phrase.length <= words.length; start++) {
      if (phrase.every((w, i) => words[start + i] === w)) hits.push({ start, length: phrase.length, entry })
    }
  }
  hits.sort((a, b) => b.length - a.length)
  // For each query word, the length of the phrase that claimed it (0: none). Phrases of
  // the same length may share words (the same words in two entries).
  const claimedBy = new Array<number>(words.length).fill(0)
  const entries: CuratedEntry[] = []
  for (const hit of hits) {
    const span = claimedBy.slice(hit.start, hit.start + hit.length)
    if (span.some((length) => length > hit.length)) continue
    span.forEach((_, i) => (claimedBy[hit.start + i] = hit.length))
    if (!entries.includes(hit.entry)) entries.push(hit.entry)
  }
  return entries
}

// --- the search -------------------------------------------------------------------

export type MatchReason = 'item' | 'group' | 'description' | 'heading' | 'keyword'

export interface ItemHit {
  item: NiceItem
  group: NiceGroup
  score: number
}

export interface ClassHit {
  cls: NiceClass
  score: number
  reasons: MatchReason[]
  /** Matching groups (the group name itself matched). */
  groups: NiceGroup[]
  /** Matching items of this class among the returned ones, best first. */
  items: ItemHit[]
}

export interface NiceSearchResult {
  keyword: string
  /** Items that matched before the cap. */
  total: number
  truncated: boolean
  /** Best first, at most `limit`. */
  items: ItemHit[]
  /** Classes with a match, best first. */
  classes: ClassHit[]
}

export interface NiceSearchOptions {
  /** Only these classes (1–46). */
  classIds?: number[]
  limit?: number
}

/** Query terms for the Chinese list: CJK runs and Latin runs of two or more characters (USB, LED). */
function listTerms(keyword: string): string[] {
  return splitQuery(keyword).filter((t) => isCjkTerm(t) || chars(t).length >= 2)
}

/** An item's score for the query terms: the mean of each term's best synonym score, or the whole query's. */
function scoreSynonyms(terms: string[], compact: string, synonyms: string[]): number {
  let sum = 0
  for (const term of terms) sum += bestSynonymScore(term, synonyms)
  const perTerm = terms.length ? sum / terms.length : 0
  // Mixed-script words are split by splitQuery (T恤 → t, 恤); the whole query still names them.
  const whole = compact.length >= 2 && isCjkTerm(compact) ? bestSynonymScore(compact, synonyms) : 0
  return Math.max(perTerm, whole)
}

export function searchNice(data: NiceData, keyword: string, options: NiceSearchOptions = {}): NiceSearchResult {
  const limit = options.limit ?? MAX_ITEMS
  const text = normalizeSearchText(keyword).slice(0, MAX_KEYWORD_LENGTH)
  const allowed = options.classIds?.length ? new Set(options.classIds) : null
  const inScope = (classId: number) => !allowed || allowed.has(classId)
  const index = indexOf(data)

  const terms = listTerms(text)
  const compact = text.replace(/[\s\p{P}]+/gu, '')
  const entries = curatedMatches(englishWords(text))

  const itemScores = new Map<NiceItem, number>()
  const reasons = new Map<number, Set<MatchReason>>()
  const classBonus = new Map<number, number>()
  const note = (classId: number, reason: MatchReason, bonus = 0) => {
    if (!reasons.has(classId)) reasons.set(classId, new Set())
    reasons.get(classId)!.add(reason)
    classBonus.set(classId, (classBonus.get(classId) ?? 0) + bonus)
  }

  if (terms.length || compact) {
    for (const { item, synonyms } of index.items) {
      if (!inScope(item.classId)) continue
      const score = scoreSynonyms(terms, compact, synonyms)
      if (score > 0) itemScores.set(item, score)
    }
  }

  // Curated words find items through their Chinese names, only in the entry's classes.
  for (const entry of entries) {
    for (const classId of entry.classes) if (inScope(classId)) note(classId, 'keyword', 1)
    const candidates = entry.classes.filter(inScope).flatMap((classId) => index.itemsByClass.get(classId) ?? [])
    for (const { item, synonyms } of candidates) {
      let best = 0
      for (const zh of entry.zh) best = Math.max(best, bestSynonymScore(normalizeSearchText(zh), synonyms))
      // A little below a direct hit of the same quality: the user did not type these words.
      if (best > 0) itemScores.set(item, Math.max(itemScores.get(item) ?? 0, 0.9 * best))
    }
  }

  const groupHits = new Map<number, NiceGroup[]>()
  if (terms.length) {
    for (const { group, synonyms } of index.groups) {
      if (!inScope(group.classId)) continue
      const score = scoreSynonyms(terms, compact, synonyms)
      if (score <= 0) continue
      pushTo(groupHits, group.classId, group)
      note(group.classId, 'group', 0.3 * score)
    }
  }

  const queryWords = englishWords(text)
  const cjk = terms.filter(isCjkTerm)
  for (const { cls, description, shortName, englishWords: heading } of index.classes) {
    if (!inScope(cls.classId)) continue
    if (cjk.length) {
      const inDescription = cjk.filter((t) => description.includes(t) || shortName.includes(t) || (chars(t).length >= 3 && t.includes(shortName))).length
      if (inDescription) note(cls.classId, 'description', (0.4 * inDescription) / cjk.length)
    }
    if (queryWords.length) {
      const found = queryWords.filter((w) => heading.has(w)).length
      if (found) note(cls.classId, 'heading', (0.8 * found) / queryWords.length)
    }
  }

  const ranked = [...itemScores.entries()]
    .map(([item, score]) => ({ item, group: data.groupByCode.get(item.groupCode)!, score }))
    .sort((a, b) => b.score - a.score || (a.item.code < b.item.code ? -1 : 1))
  const items = ranked.slice(0, limit)

  const byClass = new Map<number, ItemHit[]>()
  for (const hit of items) pushTo(byClass, hit.item.classId, hit)
  const bestByClass = new Map<number, { best: number; count: number }>()
  for (const hit of ranked) {
    const entry = bestByClass.get(hit.item.classId) ?? { best: 0, count: 0 }
    bestByClass.set(hit.item.classId, { best: Math.max(entry.best, hit.score), count: entry.count + 1 })
  }
  for (const classId of bestByClass.keys()) note(classId, 'item')

  const classes: ClassHit[] = [...reasons.keys()]
    .map((classId) => {
      const stats = bestByClass.get(classId)
      // The best item decides; many matching items and class-level matches break ties.
      const score = (stats ? stats.best + Math.min(0.3, 0.03 * stats.count) : 0) + (classBonus.get(classId) ?? 0)
      return {
        cls: data.classById.get(classId)!,
        score,
        reasons: [...reasons.get(classId)!],
        groups: groupHits.get(classId) ?? [],
        items: byClass.get(classId) ?? [],
      }
    })
    .sort((a, b) => b.score - a.score || a.cls.classId - b.cls.classId)

  return { keyword: text, total: ranked.length, truncated: ranked.length > items.length, items, classes }
}
