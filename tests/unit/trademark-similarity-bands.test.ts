import { describe, expect, it } from 'vitest'
import { scoreMark } from '@/services/trademarks/score'
import { bandOf, type SimilarityBand } from '@/services/trademarks/similarity-bands'

/**
 * The band a pair of marks falls into: what a merchant reads as "the same", "near-
 * identical", "similar" or "little in common". Each row is a pair a trademark examiner
 * would judge the same way; the table is the behaviour to keep.
 */
const PAIRS: [query: string, candidate: string, band: SimilarityBand, why: string][] = [
  // Chinese
  ['悦家', '悦家', 'identical', 'the same two characters'],
  ['悦家', '悦嘉', 'high', 'same pinyin yuejia, another character'],
  ['华为', '华伟', 'high', 'same pinyin huawei'],
  ['华为', 'HUAWEI', 'high', 'the mark spelt out in pinyin'],
  ['娃哈哈', '娃哈娃', 'high', 'three characters, one changed, distinctive ones shared'],
  ['康师傅', '康帅傅', 'high', 'three characters, one changed'],
  ['悦家', '悦华', 'similar', 'two characters sharing the distinctive first one'],
  ['悦家', '家悦', 'similar', 'the same characters swapped'],
  ['华为', '华为手机', 'similar', 'the whole mark inside a longer one'],
  ['悦家', '航家', 'low', 'only the common character 家 shared'],
  ['悦家', '海家', 'low', 'only the common character 家 shared'],
  ['悦家', '学家', 'low', 'pinyin one letter apart is another syllable; only 家 shared'],
  ['美佳', '丽佳', 'low', 'only the common character 佳 shared'],
  ['天猫', '天狗', 'low', 'only the common character 天 shared'],
  // Latin
  ['Apple', 'APPLE', 'identical', 'case does not count'],
  ['Coca-Cola', 'COCA COLA', 'identical', 'punctuation and spaces do not count'],
  ['APPLE', 'APPLY', 'high', 'one letter apart in five'],
  ['SONY', 'SONI', 'high', 'sounds the same'],
  ['NIKE', 'MIKE', 'high', 'one letter apart in four'],
  ['ANKER', 'ANKOR', 'high', 'one vowel changed, same consonants'],
  ['Adidas', 'Adibas', 'high', 'one letter apart in six'],
  ['Kolorful', 'Colorful', 'high', 'sounds the same'],
  ['Huawai', '华为', 'high', 'pinyin one letter apart, typed in Latin letters'],
  ['ABC', 'ABD', 'similar', 'one letter of three is a third of the mark'],
  ['Brightstar', 'Brightstop', 'similar', 'eight of ten letters the same'],
  ['Apple', 'Pineapple Kids', 'similar', 'contained in a longer mark'],
  ['NIKE', 'NOKIA', 'low', 'same consonant key, different words'],
  ['Zebra', 'Quokka', 'low', 'nothing in common'],
  ['ab', 'ac', 'low', 'too short to say anything'],
]

describe('similarity bands', () => {
  it.each(PAIRS)('%s / %s is %s (%s)', (query, candidate, band) => {
    expect(scoreMark(query, candidate).band).toBe(band)
    // Symmetric: which of the two was searched does not change the band.
    expect(scoreMark(candidate, query).band).toBe(band)
  })

  it('never calls two-character Chinese marks sharing one character "one letter apart"', () => {
    for (const other of ['航家', '海家', '悦华', '学家']) expect(scoreMark('悦家', other).reason).not.toBe('oneLetterApart')
  })

  it('ranks a shared leading distinctive character above a shared second one', () => {
    expect(scoreMark('悦家', '悦华').score).toBeGreaterThan(scoreMark('家悦', '华悦').score)
  })

  it('derives the band from the score alone', () => {
    expect([100, 99, 75, 74, 40, 39, 0].map(bandOf)).toEqual(['identical', 'high', 'high', 'similar', 'similar', 'low', 'low'])
    for (const [query, candidate] of PAIRS) {
      const result = scoreMark(query, candidate)
      expect(result.band).toBe(bandOf(result.score))
    }
  })
})
