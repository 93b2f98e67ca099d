/**
 * Pinyin of Chinese marks (so 华为 meets huawei), through pinyin-pro, which picks the
 * reading of a polyphonic character from the words around it (重庆 → chongqing).
 *
 * - Syllables are toneless and joined without spaces: 华为 → huawei. ü is written v, as
 *   on pinyin keyboards (绿 → lv), since that is how sellers type it.
 * - Initials are the first letter of each syllable: 华为 → hw.
 * - Latin runs of a mixed mark are kept as they are, in place: 小米mi → xiaomimi and
 *   initials xmmi; kana and Hangul, which have no pinyin, are kept too.
 * - A mark without Han characters has no pinyin (both forms empty); its compact form is
 *   already its reading.
 *
 * Server-only: pinyin-pro carries its dictionary (a few hundred kB).
 */
import { pinyin } from 'pinyin-pro'
import { hasHan, scriptRuns } from './normalize'

export interface MarkPinyin {
  pinyin: string
  initials: string
}

const SYLLABLE = /^[a-z]+$/

function stripTones(text: string): string {
  // toneType 'none' still leaves the circumflex of ê; any other mark goes the same way.
  return text.normalize('NFD').replace(/\p{M}/gu, '')
}

/** Pinyin and initials of a normalised mark (see normalizeMark). */
export function markPinyin(normalized: string): MarkPinyin {
  if (!hasHan(normalized)) return { pinyin: '', initials: '' }
  let full = ''
  let initials = ''
  for (const run of scriptRuns(normalized)) {
    if (run.script === 'latin') {
      full += run.text
      initials += run.text
      continue
    }
    const parts = pinyin(run.text, { toneType: 'none', type: 'array', v: true, nonZh: 'consecutive' })
    for (const raw of parts) {
      const part = stripTones(raw).replace(/\s+/g, '')
      if (!part) continue
      full += part
      // A syllable gives its first letter; a chunk without pinyin (kana, a rare character) stays whole.
      initials += SYLLABLE.test(part) ? part[0] : part
    }
  }
  return { pinyin: full, initials }
}
