import { compactForm, normalizeMark } from './normalize'
import { phoneticKey } from './phonetic'
import { markPinyin } from './pinyin'

/**
 * Everything a mark is matched by; the store keeps these columns per mark, so a search
 * builds them once for the query and reads them for the candidates.
 */
export interface MarkForms {
  /** The text as given. */
  text: string
  /** normalize.ts: lower case, no diacritics or punctuation, single spaces, ≤ 100 code points. */
  normalized: string
  /** The normalised form without spaces: what marks are compared on. */
  compact: string
  /** Toneless pinyin of the Han characters with Latin runs in place (小米mi → xiaomimi); '' without Han. */
  pinyin: string
  /** First letters of the pinyin syllables, Latin runs in place (华为 → hw); '' without Han. */
  pinyinInitials: string
  /** Double Metaphone key of the Latin letters (Nike → NK); '' without Latin letters. */
  phoneticKey: string
}

export function markForms(text: string): MarkForms {
  const normalized = normalizeMark(text)
  const compact = compactForm(normalized)
  const { pinyin, initials } = markPinyin(normalized)
  return { text: typeof text === 'string' ? text : '', normalized, compact, pinyin, pinyinInitials: initials, phoneticKey: phoneticKey(compact) }
}

/** How a mark is pronounced, in Latin letters: its pinyin when it has Han characters, else its compact form. */
export function markReading(forms: MarkForms): string {
  return forms.pinyin || forms.compact
}
