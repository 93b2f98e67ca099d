/**
 * The four similarity bands a score falls into, from the score alone, so the list, the
 * badges and the tests read one rule:
 *
 * | band      | score  | what it means for a merchant                                         |
 * | identical | 100    | the same mark, whatever the case, width or punctuation               |
 * | high      | 75–99  | near-identical: same reading, sound-alike, one letter or character    |
 * |           |        | apart in a mark long enough for that to matter                       |
 * | similar   | 40–74  | shares a distinctive part (contained, swapped, close spelling)        |
 * | low       | 0–39   | little in common; not listed                                         |
 *
 * Pure and free of other modules: the results island imports it.
 */
export type SimilarityBand = 'identical' | 'high' | 'similar' | 'low'

export const BAND_FLOORS = { identical: 100, high: 75, similar: 40 } as const

export const BAND_ORDER: readonly SimilarityBand[] = ['identical', 'high', 'similar', 'low']

export function bandOf(score: number): SimilarityBand {
  if (score >= BAND_FLOORS.identical) return 'identical'
  if (score >= BAND_FLOORS.high) return 'high'
  if (score >= BAND_FLOORS.similar) return 'similar'
  return 'low'
}
