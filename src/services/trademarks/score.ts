/**
 * How close a candidate mark is to the searched one, and the overall risk of the search.
 *
 * Tests in order; the first that holds gives the reason (the match type). The score puts
 * the pair in a band (similarity-bands.ts: identical 100, high 75–99, similar 40–74, low
 * below 40), and sorting by score keeps identical > soundsAlike > oneLetterApart >
 * contains > similar:
 *
 * | reason         | score  | when                                                              |
 * | identical      | 100    | equal compact forms (Coca-Cola = COCA COLA = ｃｏｃａｃｏｌａ)       |
 * | soundsAlike    | 95     | different writing, equal pinyin reading (华为 = HUAWEI = 华伟,      |
 * |                |        | 悦家 = 悦嘉)                                                       |
 * | soundsAlike    | 90     | equal phonetic keys, spellings close (Kolorful = Colorful)        |
 * | oneLetterApart | 80/78  | one edit apart (Damerau-Levenshtein) where one edit is little:    |
 * |                |        | Latin marks of four letters or more (APPLE / APPLY), Chinese      |
 * |                |        | marks of three characters or more sharing a distinctive one       |
 * |                |        | (娃哈哈 / 娃哈娃); by reading only when one mark is written in      |
 * |                |        | Latin letters (Huawai / 华为)                                      |
 * | contains       | 60–74  | one compact form (or reading) inside the other, more when longer  |
 * | similar        | 50–60  | one edit apart where one edit is a lot (see below)                |
 * | similar        | 0–59   | otherwise trigram Jaccard similarity of compact forms or          |
 * |                |        | readings, or for Latin marks the share of the spelling that       |
 * |                |        | agrees when at least three quarters do (Brightstar / Brightstop)  |
 *
 * Why short marks are different: in a two-character Chinese mark each character is half
 * the mark, so "one character apart" means half of it changed. Two such marks are:
 * similar (60) when they hold the same two characters (悦家 / 家悦); similar (55, or 50
 * when the shared character comes second) when the one they share is distinctive
 * (悦家 / 悦华); low (at most 35) when they share only a common character such as 家, 美 or
 * 华 (悦家 / 航家, see common-characters.ts). Their pinyin being one letter apart
 * (yuejia / xuejia) is a different syllable, not a near miss, so it counts for nothing. A
 * three-letter Latin mark one letter apart (ABC / ABD) is similar (50), not near-identical.
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
 * keeps the key: Adidos sounds like Adidas, Nuke like Nike. A contained form needs three
 * characters (two CJK), so "a" does not "contain" every mark.
 */
import { isCommonMarkCharacter } from './common-characters'
import { markForms, markReading, type MarkForms } from './forms'
import { isLiveStatus } from './mark-status'
import { isAllCjk } from './normalize'
import { unkeyedPart } from './phonetic'
import type { MarkStatus } from './records'
import { bandOf, BAND_FLOORS, type SimilarityBand } from './similarity-bands'
import { trigramSimilarity } from './trigrams'

export { isLiveStatus }
export type { SimilarityBand }

export type SimilarityReason = 'identical' | 'soundsAlike' | 'oneLetterApart' | 'contains' | 'similar'
/** Which form matched: the written (compact) form, the pinyin reading, or the phonetic key. */
export type SimilarityBasis = 'text' | 'pinyin' | 'phonetic'

export interface MarkSimilarity {
  /** 0 to 100, higher is closer. */
  score: number
  /** The band the score falls in (similarity-bands.ts). */
  band: SimilarityBand
  reason: SimilarityReason
  basis: SimilarityBasis
}

export const REASON_ORDER: readonly SimilarityReason[] = ['identical', 'soundsAlike', 'oneLetterApart', 'contains', 'similar']

function similarity(score: number, reason: SimilarityReason, basis: SimilarityBasis): MarkSimilarity {
  return { score, band: bandOf(score), reason, basis }
}

const NO_MATCH: MarkSimilarity = similarity(0, 'similar', 'text')

/** Shortest Latin mark where one letter apart is still near-identical (APPLE / APPLY, but not ABC / ABD). */
const NEAR_LATIN_LENGTH = 4
/** Shortest Chinese mark where one character apart is still near-identical (娃哈哈 / 娃哈娃, but not 悦家 / 航家). */
const NEAR_CJK_LENGTH = 3
/** Score for a pair one edit apart where one edit is a lot (ABC / ABD, 美佳乐 / 美佳源). */
const SHORT_ONE_APART = 50
/** Highest score of two-character Chinese marks sharing only a common character. */
const COMMON_ONLY_CEILING = BAND_FLOORS.similar - 5
/** Share of a Latin spelling that must agree (1 − distance / longer length) to count as similar. */
const CLOSE_SPELLING = 0.75

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

function bothCjk(a: string, b: string): boolean {
  return isAllCjk(a) && isAllCjk(b)
}

/** The length ratio (shorter / longer) when one form contains the other, else 0. */
function containment(a: string, b: string, minimum: number): number {
  const [shorter, longer] = length(a) <= length(b) ? [a, b] : [b, a]
  if (!shorter || length(shorter) < minimum || !longer.includes(shorter)) return 0
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

/** Characters of `a` also found in `b`, each counted once. */
function sharedCharacters(a: string, b: string): string[] {
  const other = new Set(b)
  return [...new Set(a)].filter((c) => other.has(c))
}

/**
 * Two Chinese marks one character apart (compact forms, both all CJK): near-identical only
 * when the mark is long enough and what they share is distinctive; see the table above.
 * Null when they share nothing but common characters.
 */
function cjkOneApart(a: string, b: string): MarkSimilarity | null {
  const shared = sharedCharacters(a, b)
  const distinctive = shared.filter((c) => !isCommonMarkCharacter(c))
  if (Math.min(length(a), length(b)) >= NEAR_CJK_LENGTH) {
    return distinctive.length ? similarity(80, 'oneLetterApart', 'text') : similarity(SHORT_ONE_APART, 'similar', 'text')
  }
  // Swapped, or one character added to a two-character mark: both characters are there.
  if (shared.length >= 2) return similarity(60, 'similar', 'text')
  if (distinctive.length) return similarity([...a][0] === [...b][0] ? 55 : SHORT_ONE_APART, 'similar', 'text')
  return null
}

/** A Latin spelling mostly the same (Brightstar / Brightstop): 44–59 from the share that agrees, else 0. */
function closeSpelling(a: string, b: string): number {
  const longer = Math.max(length(a), length(b))
  const allowed = Math.floor(longer * (1 - CLOSE_SPELLING))
  if (allowed < 2) return 0
  const distance = editDistance(a, b, allowed)
  if (distance > allowed) return 0
  return Math.min(59, Math.round(59 * (1 - distance / longer)))
}

/** Similarity of `candidate` to the searched mark; either may be given as text or as its forms. */
export function scoreMark(query: string | MarkForms, candidate: string | MarkForms): MarkSimilarity {
  const q = typeof query === 'string' ? markForms(query) : query
  const c = typeof candidate === 'string' ? markForms(candidate) : candidate
  if (!q.compact || !c.compact) return NO_MATCH
  if (q.compact === c.compact) return similarity(100, 'identical', 'text')

  const qReading = markReading(q)
  const cReading = markReading(c)
  // Readings differ from compact forms only for marks with Han characters.
  const readingsAdd = qReading !== q.compact || cReading !== c.compact
  if (readingsAdd && qReading === cReading) return similarity(95, 'soundsAlike', 'pinyin')
  if (soundsAlikeByKey(q, c)) return similarity(90, 'soundsAlike', 'phonetic')

  const chinese = bothCjk(q.compact, c.compact)
  const shorter = Math.min(length(q.compact), length(c.compact))
  let commonOnly = false
  if (editDistance(q.compact, c.compact, 1) === 1) {
    if (chinese) {
      const found = cjkOneApart(q.compact, c.compact)
      if (found) return found
      commonOnly = true
    } else if (shorter >= NEAR_LATIN_LENGTH) {
      return similarity(80, 'oneLetterApart', 'text')
    } else if (shorter >= 3) {
      return similarity(SHORT_ONE_APART, 'similar', 'text')
    }
  }
  // A one-letter change in pinyin between two Chinese marks is another syllable (yue / xue);
  // it counts only when one of the marks is written in Latin letters (Huawai / 华为).
  if (readingsAdd && !chinese && Math.min(length(qReading), length(cReading)) >= NEAR_LATIN_LENGTH && editDistance(qReading, cReading, 1) === 1) {
    return similarity(78, 'oneLetterApart', 'pinyin')
  }

  const contained = containment(q.compact, c.compact, chinese ? 2 : 3)
  // A reading inside another's needs two characters behind it when both marks are Chinese (家 "jia" is not in 嘉佳).
  const containedReading = readingsAdd && (!chinese || shorter >= 2) ? containment(qReading, cReading, 3) : 0
  if (contained || containedReading) {
    const ratio = Math.max(contained, containedReading)
    return similarity(Math.min(74, 60 + Math.floor(15 * ratio)), 'contains', contained >= containedReading ? 'text' : 'pinyin')
  }

  const textSimilarity = trigramSimilarity(q.compact, c.compact)
  const readingSimilarity = readingsAdd ? trigramSimilarity(qReading, cReading) : 0
  let score = Math.min(59, Math.round(59 * Math.max(textSimilarity, readingSimilarity)))
  if (!readingsAdd) score = Math.max(score, closeSpelling(q.compact, c.compact))
  // Two-character Chinese marks that got here share at most a common character: low at most.
  if (commonOnly || (chinese && shorter <= 2)) score = Math.min(score, COMMON_ONLY_CEILING)
  return similarity(score, 'similar', readingSimilarity > textSimilarity ? 'pinyin' : 'text')
}

export type RiskLevel = 'high' | 'medium' | 'low'

export interface RiskHit {
  reason: SimilarityReason
  classes: readonly number[]
  status: MarkStatus | (string & {})
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
