/**
 * Normalisation of a trademark for matching. Two marks are compared through the
 * forms built here, never through what was typed, so ＨＵＡＷＥＩ, Huawei and "huawei!"
 * meet, and so do Café and CAFE. Steps, in order:
 *
 * 1. At most MAX_RAW_LENGTH code units of the input are read (a bound on the work for
 *    10 kB or larger inputs; see the cap below for the length that counts).
 * 2. Registration signs (™ ® © ℠ ℗) go. NFKC folds full-width forms to half-width (ＡＢＣ１ → ABC1, the ideographic space
 *    to a space) and compatibility characters (① → 1, ﬁ → fi); then lower case.
 * 3. Diacritics on Latin letters go (é → e, ñ → n); marks on other scripts stay, because
 *    they are part of the letter there (Russian й, Japanese が). Latin letters without a
 *    decomposition are spelled out (ß → ss, æ → ae, ø → o, ł → l ...).
 * 4. Apostrophes vanish (McDonald's → mcdonalds); every other run of punctuation, symbols,
 *    whitespace or control characters becomes one space. Letters of any script, combining
 *    marks and digits are kept.
 * 5. The result is cut at MAX_MARK_LENGTH (100) code points and trimmed. The importer uses
 *    the same limit for stored marks, so a query and a mark are cut alike; a longer query
 *    is not a mark anyone can file.
 *
 * The compact form is the normalised form without spaces (Coca-Cola, coca cola and
 * CocaCola are all "cocacola"): marks are compared on it, since spacing and hyphens do
 * not distinguish marks.
 */
import { MAX_MARK_LENGTH } from './records'

export { MAX_MARK_LENGTH }

/** Input read before normalising: generous, as NFKC and punctuation removal shrink or grow text. */
export const MAX_RAW_LENGTH = MAX_MARK_LENGTH * 8

// Script extensions, not scripts, so that marks shared by scripts stay inside their run
// (the katakana prolonged sound mark ー, the iteration mark 々).
const CJK_CLASS = '\\p{scx=Han}\\p{scx=Hiragana}\\p{scx=Katakana}\\p{scx=Hangul}'
const CJK_CHAR = new RegExp(`[${CJK_CLASS}]`, 'u')
const ONLY_CJK = new RegExp(`^[${CJK_CLASS}]+$`, 'u')
const SCRIPT_RUNS = new RegExp(`[${CJK_CLASS}]+|[^${CJK_CLASS}]+`, 'gu')
const HAN_CHAR = /\p{scx=Han}/u

// Before NFKC, which would spell ™ as "tm" and ℠ as "sm": these signs are not part of a mark.
const REGISTRATION_SIGNS = /[™℠®©℗]/g
const LATIN_DIACRITICS = /(\p{Script=Latin})\p{M}+/gu
const SPELLED_OUT: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', ł: 'l', þ: 'th', ı: 'i', ħ: 'h', ŧ: 't' }
const UNDECOMPOSED_LATIN = new RegExp(`[${Object.keys(SPELLED_OUT).join('')}]`, 'g')
const APOSTROPHES = /['’ʼ‘`]/g
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{M}\p{N}]+/gu

/** The mark folded for matching: lower case, no diacritics or punctuation, single spaces, ≤ 100 code points. */
export function normalizeMark(text: string): string {
  if (typeof text !== 'string') return ''
  const folded = text
    .slice(0, MAX_RAW_LENGTH)
    .replace(REGISTRATION_SIGNS, ' ')
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(LATIN_DIACRITICS, '$1')
    .normalize('NFC')
    .replace(UNDECOMPOSED_LATIN, (c) => SPELLED_OUT[c]!)
    .replace(APOSTROPHES, '')
    .replace(NOT_LETTER_OR_DIGIT, ' ')
    .trim()
  return [...folded].slice(0, MAX_MARK_LENGTH).join('').trimEnd()
}

/** A normalised form without its spaces. */
export function compactForm(normalized: string): string {
  return normalized.replace(/ /g, '')
}

export function hasCjk(text: string): boolean {
  return CJK_CHAR.test(text)
}

export function hasHan(text: string): boolean {
  return HAN_CHAR.test(text)
}

/** True when every character is CJK (a one-character Chinese mark carries a whole syllable). */
export function isAllCjk(text: string): boolean {
  return ONLY_CJK.test(text)
}

/**
 * A run of one script class: `cjk` (Han, kana, Hangul) or `latin`, which takes everything
 * else a normalised mark holds (Latin letters, digits, other alphabets).
 */
export interface ScriptRun {
  script: 'cjk' | 'latin'
  text: string
}

/** The runs of a normalised mark, split at spaces and where CJK meets other text: "小米 mi8" → 小米, mi8. */
export function scriptRuns(normalized: string): ScriptRun[] {
  const runs: ScriptRun[] = []
  for (const word of normalized.split(' ')) {
    for (const run of word.match(SCRIPT_RUNS) ?? []) {
      runs.push({ script: hasCjk(run) ? 'cjk' : 'latin', text: run })
    }
  }
  return runs
}
