/**
 * A phonetic key for Latin marks: the primary Double Metaphone code (npm
 * double-metaphone) of the Latin letters of the compact form. Kolorful and Colorful are
 * both KLRFL, Nyke and Nike both NK, Phone and Fone both FN.
 *
 * Digits and CJK characters do not enter the key (Metaphone knows only letters); score.ts
 * demands that they agree separately, so Nike 1 and Nike 2 do not sound alike. A mark
 * without Latin letters has no key (''): Chinese marks are compared through their pinyin.
 *
 * Metaphone keeps consonants only, so short keys collide easily (Nike, Nokia and Neck are
 * all NK); score.ts therefore also bounds how far apart the spellings may be.
 */
import { doubleMetaphone } from 'double-metaphone'

const NOT_LATIN_LETTER = /[^a-z]+/g

/** The key of a compact form (see normalize.ts); '' when it has no Latin letters. */
export function phoneticKey(compact: string): string {
  const letters = compact.replace(NOT_LATIN_LETTER, '')
  return letters ? doubleMetaphone(letters)[0] : ''
}

/** What the phonetic key leaves out (digits, CJK, other alphabets), which must agree for a sound-alike. */
export function unkeyedPart(compact: string): string {
  return compact.replace(/[a-z]+/g, '')
}
