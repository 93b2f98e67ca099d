/**
 * How close a candidate mark is to the searched one, and the overall risk of the search.
 *
 * Tests in order; the first that holds gives the reason. Scores lie in disjoint bands, so
 * sorting by score keeps identical > soundsAlike > oneLetterApart > contains > similar:
 *
 * | reason         | score  | when                                                              |
 * | identical      | 100    | equal compact forms (Coca-Cola = COCA COLA = ｃｏｃａｃｏｌａ)       |
 * | soundsAlike    | 95     | different writing, equal pinyin reading (华为 = HUAWEI = 化为)      |
 * | soundsAlike    | 90     | equal phonetic keys, spellings close (Kolorful = Colorful)        |
 * | oneLetterApart | 80/78  | Damerau-Levenshtein distance 1 of compact forms / of readings     |
 * | contains       | 60–74  | one compact form (or reading) inside the other, more when longer  |
 * | similar        | 0–59   | trigram Jaccard similarity of compact forms or readings           |
 *
 * Decision: a Chinese mark and its pinyin written in Latin letters (华为 / HUAWEI) are
 * `soundsAlike`, not `identical`: the writing differs, and examiners treat such pairs as
 * confusingly similar rather than the same mark. They still rank above every other
 * sound-alike, and count as high risk all the same (see riskLevel).
 *
 * Guards against matches that say nothing: an empty form never matches (score 0); a
 * phonetic key needs two consonants, the parts the key ignores (digits, CJK) must be
 * equal, and the spellings may be at most 2 edits apart for a two-consonant key
 * (Fone ~ Phone, but Nike ≁ Nokia) or max(3, half the longer) for longer keys
 * (Bright ~ Brite); Nike 1 ≁ Nike 2. As Metaphone keeps consonants only, a changed vowel
 * keeps the key: Adidos sounds like Adidas, Nuke like Nike. One letter apart needs three characters in the shorter form (two when
 * both are CJK, where a character is a syllable); a contained form needs three characters
 * (two CJK), so "a" does not "contain" every mark.
 */
import type { MarkStatus } from './records'
import { markForms, markReading, type MarkForms } from './forms'
import { isAllCjk } from './normalize'
import { unkeyedPart } from './phonetic'
import { trigramSimilarity } from './trigrams'

export type SimilarityReason = 'identical' | 'soundsAlike' | 'oneLetterApart' | 'contains' | 'similar'
/** Which form matched: the written (compact) form, the pinyin reading, or the phonetic key. */
export type SimilarityBasis = 'text' | 'pinyin' | 'phonetic'

export interface MarkSimilarity {
  /** 0 to 100, higher is closer. */
  score: number
  reason: SimilarityReason
  basis: SimilarityBasis
}

export const REASON_ORDER: readonly SimilarityReason[] = ['identical', 'soundsAlike', 'oneLetterApart', 'contains', 'similar']

const NO_MATCH: MarkSimilarity = { score: 0, reason: 'similar', basis: 'text' }

/**
 * Optimal-string-alignment Damerau-Levenshtein distance (insert, delete, substitute,
 * swap two neighbours) in code points, giving up past `limit`: the answer is then
 * `limit + 1`. Marks are at most 100 characters, so the full table is small.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  const s = [...a]
  const t = [...b]
  if (Math.abs(s.length - t.length) > limit) return limit + 1
  if (s.length === 0 || t.length === 0) return Math.max(s.length, t.length)
  let before: number[] = []
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j)
  for (let i = 1; i <= s.length; i++) {
    const current = [i]
    let rowMin = i
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) d = Math.min(d, before[j - 2]! + 1)
      current.push(d)
      rowMin = Math.min(rowMin, d)
    }
    if (rowMin > limit) return limit + 1
    before = previous
    previous = current
  }
  return Math.min(previous[t.length]!, limit + 1)
}

function length(text: string): number {
  return [...text].length
}

/** Shortest form that can be "one letter apart" from, or "contained" in, another. */
function minimumLength(a: string, b: string): number {
  return isAllCjk(a) && isAllCjk(b) ? 2 : 3
}

function oneLetterApart(a: string, b: string): boolean {
  if (!a || !b || Math.min(length(a), length(b)) < minimumLength(a, b)) return false
  return editDistance(a, b, 1) === 1
}

/** The length ratio (shorter / longer) when one form contains the other, else 0. */
function containment(a: string, b: string): number {
  const [shorter, longer] = length(a) <= length(b) ? [a, b] : [b, a]
  if (!shorter || length(shorter) < minimumLength(shorter, shorter) || !longer.includes(shorter)) return 0
  return length(shorter) / length(longer)
}

function soundsAlikeByKey(query: MarkForms, candidate: MarkForms): boolean {
  const key = query.phoneticKey
  if (key.length < 2 || key !== candidate.phoneticKey) return false
  if (unkeyedPart(query.compact) !== unkeyedPart(candidate.compact)) return false
  // Two consonants say little (Nike, Nokia and Neck are all NK); three or more say more.
  const longer = Math.max(length(query.compact), length(candidate.compact))
  const limit = key.length === 2 ? 2 : Math.max(3, Math.ceil(longer / 2))
  return editDistance(query.compact, candidate.compact, limit) <= limit
}

/** Similarity of `candidate` to the searched mark; either may be given as text or as its forms. */
export function scoreMark(query: string | MarkForms, candidate: string | MarkForms): MarkSimilarity {
  const q = typeof query === 'string' ? markForms(query) : query
  const c = typeof candidate === 'string' ? markForms(candidate) : candidate
  if (!q.compact || !c.compact) return NO_MATCH
  if (q.compact === c.compact) return { score: 100, reason: 'identical', basis: 'text' }

  const qReading = markReading(q)
  const cReading = markReading(c)
  // Readings differ from compact forms only for marks with Han characters.
  const readingsAdd = qReading !== q.compact || cReading !== c.compact
  if (readingsAdd && qReading === cReading) return { score: 95, reason: 'soundsAlike', basis: 'pinyin' }
  if (soundsAlikeByKey(q, c)) return { score: 90, reason: 'soundsAlike', basis: 'phonetic' }

  if (oneLetterApart(q.compact, c.compact)) return { score: 80, reason: 'oneLetterApart', basis: 'text' }
  if (readingsAdd && oneLetterApart(qReading, cReading)) return { score: 78, reason: 'oneLetterApart', basis: 'pinyin' }

  const contained = containment(q.compact, c.compact)
  const containedReading = readingsAdd ? containment(qReading, cReading) : 0
  if (contained || containedReading) {
    const ratio = Math.max(contained, containedReading)
    return { score: Math.min(74, 60 + Math.floor(15 * ratio)), reason: 'contains', basis: contained >= containedReading ? 'text' : 'pinyin' }
  }

  const textSimilarity = trigramSimilarity(q.compact, c.compact)
  const readingSimilarity = readingsAdd ? trigramSimilarity(qReading, cReading) : 0
  return {
    score: Math.min(59, Math.round(59 * Math.max(textSimilarity, readingSimilarity))),
    reason: 'similar',
    basis: readingSimilarity > textSimilarity ? 'pinyin' : 'text',
  }
}

export type RiskLevel = 'high' | 'medium' | 'low'

export interface RiskHit {
  reason: SimilarityReason
  classes: readonly number[]
  status: MarkStatus | (string & {})
}

/** Registered and pending marks can block an application; expired, refused and withdrawn ones cannot. */
export function isLiveStatus(status: string): boolean {
  return status === 'registered' || status === 'pending'
}

/**
 * The risk for the searched mark in the chosen classes (no classes chosen: every class):
 *
 * - high: a live mark that is identical or sounds alike, in a chosen class;
 * - medium: a live mark one letter apart or containing / contained, in a chosen class;
 *   or a live identical mark in another class only (well-known marks reach across classes);
 * - low: anything else, including every mark that is not live and mere `similar` hits.
 */
export function riskLevel(hits: readonly RiskHit[], options: { classes?: readonly number[] } = {}): RiskLevel {
  const chosen = new Set(options.classes ?? [])
  const inChosenClass = (hit: RiskHit) => chosen.size === 0 || hit.classes.some((c) => chosen.has(c))
  let level: RiskLevel = 'low'
  for (const hit of hits) {
    if (!isLiveStatus(hit.status)) continue
    const sameClass = inChosenClass(hit)
    if (sameClass && (hit.reason === 'identical' || hit.reason === 'soundsAlike')) return 'high'
    if ((sameClass && (hit.reason === 'oneLetterApart' || hit.reason === 'contains')) || hit.reason === 'identical') level = 'medium'
  }
  return level
}
