import { describe, expect, it } from 'vitest'
import {
  compactForm,
  editDistance,
  markForms,
  markPinyin,
  MAX_MARK_LENGTH,
  normalizeMark,
  phoneticKey,
  REASON_ORDER,
  riskLevel,
  scoreMark,
  scriptRuns,
  trigrams,
  trigramSimilarity,
  type RiskHit,
} from '@/services/trademarks'

describe('normalizeMark', () => {
  it('folds full-width forms to half-width', () => {
    expect(normalizeMark('ＨＵＡＷＥＩ　Ｐ３０')).toBe('huawei p30')
    expect(normalizeMark('ｃｏｃａ－ｃｏｌａ')).toBe('coca cola')
  })

  it('lower-cases and strips diacritics of Latin letters', () => {
    expect(normalizeMark('Café Crème')).toBe('cafe creme')
    expect(normalizeMark('NIÑO Señor Ångström')).toBe('nino senor angstrom')
    expect(normalizeMark('Straße Øresund Łódź')).toBe('strasse oresund lodz')
  })

  it('keeps marks that belong to other scripts', () => {
    expect(normalizeMark('ガンダム')).toBe('ガンダム')
    expect(normalizeMark('Йогурт')).toBe('йогурт')
  })

  it('drops punctuation and symbols, keeps letters, digits and CJK, single spaces', () => {
    expect(normalizeMark("McDonald's")).toBe('mcdonalds')
    expect(normalizeMark('AT&T')).toBe('at t')
    expect(normalizeMark('  小米™  (Mi)  手机!!  ')).toBe('小米 mi 手机')
    expect(normalizeMark('华为，「荣耀」')).toBe('华为 荣耀')
    expect(normalizeMark('a\t\nb')).toBe('a b')
  })

  it('has a compact form without spaces', () => {
    expect(compactForm(normalizeMark('Coca-Cola'))).toBe('cocacola')
    expect(markForms('COCA COLA').compact).toBe('cocacola')
  })

  it('splits script runs where CJK meets Latin text and at spaces', () => {
    expect(scriptRuns(normalizeMark('小米MI8 手机'))).toEqual([
      { script: 'cjk', text: '小米' },
      { script: 'latin', text: 'mi8' },
      { script: 'cjk', text: '手机' },
    ])
    expect(scriptRuns(normalizeMark('ソニー'))).toEqual([{ script: 'cjk', text: 'ソニー' }])
    expect(scriptRuns('')).toEqual([])
  })

  it('caps a mark at 100 code points', () => {
    expect(MAX_MARK_LENGTH).toBe(100)
    expect([...normalizeMark('华'.repeat(300))]).toHaveLength(100)
    expect(normalizeMark('ab '.repeat(200)).length).toBeLessThanOrEqual(100)
    expect(normalizeMark('ab '.repeat(200)).endsWith(' ')).toBe(false)
  })
})

describe('pinyin', () => {
  it('gives toneless syllables joined without spaces, and initials', () => {
    expect(markPinyin('华为')).toEqual({ pinyin: 'huawei', initials: 'hw' })
    expect(markForms('小米').pinyin).toBe('xiaomi')
    expect(markForms('小米').pinyinInitials).toBe('xm')
  })

  it('keeps Latin runs of a mixed mark in place', () => {
    expect(markForms('小米mi')).toMatchObject({ pinyin: 'xiaomimi', pinyinInitials: 'xmmi' })
    expect(markForms('华为 Mate 60').pinyin).toBe('huaweimate60')
  })

  it('reads polyphonic characters from their context and writes ü as v', () => {
    expect(markForms('重庆').pinyin).toBe('chongqing')
    expect(markForms('绿源').pinyin).toBe('lvyuan')
  })

  it('is empty for a mark without Han characters', () => {
    expect(markForms('Huawei')).toMatchObject({ pinyin: '', pinyinInitials: '' })
    expect(markForms('').pinyin).toBe('')
  })
})

describe('phoneticKey', () => {
  it('gives sound-alike marks the same key', () => {
    expect(phoneticKey('kolorful')).toBe(phoneticKey('colorful'))
    expect(phoneticKey('nyke')).toBe(phoneticKey('nike'))
    expect(phoneticKey('fone')).toBe(phoneticKey('phone'))
    expect(markForms('Kolorful').phoneticKey).toBe('KLRFL')
  })

  it('gives different-sounding marks different keys', () => {
    expect(phoneticKey('apple')).not.toBe(phoneticKey('puma'))
    expect(phoneticKey('nike')).not.toBe(phoneticKey('adidas'))
  })

  it('keys the Latin letters only', () => {
    expect(phoneticKey('nike2')).toBe(phoneticKey('nike'))
    expect(markForms('华为').phoneticKey).toBe('')
    expect(phoneticKey('')).toBe('')
  })
})

describe('trigrams and edit distance', () => {
  it('takes trigrams in code points; short forms are one gram', () => {
    expect(trigrams('华为手机')).toEqual(['华为手', '为手机'])
    expect(trigrams('lg')).toEqual(['lg'])
    expect(trigrams('')).toEqual([])
    expect(trigrams('aaaa')).toEqual(['aaa'])
  })

  it('measures Jaccard similarity', () => {
    expect(trigramSimilarity('abcd', 'abcd')).toBe(1)
    expect(trigramSimilarity('abcd', 'abce')).toBeCloseTo(1 / 3)
    expect(trigramSimilarity('abc', '')).toBe(0)
  })

  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('nike', 'nkie')).toBe(1)
    expect(editDistance('nike', 'nikee')).toBe(1)
    expect(editDistance('nike', 'adidas')).toBe(5)
    expect(editDistance('nike', 'adidas', 1)).toBe(2)
    expect(editDistance('', 'abc')).toBe(3)
  })
})

describe('scoreMark', () => {
  it('finds identical marks through their compact forms', () => {
    expect(scoreMark('Coca-Cola', 'ＣＯＣＡ ＣＯＬＡ')).toEqual({ score: 100, band: 'identical', reason: 'identical', basis: 'text' })
    expect(scoreMark('华为', '华为').reason).toBe('identical')
  })

  it('treats a Chinese mark and its pinyin as sounding alike', () => {
    expect(scoreMark('华为', 'HUAWEI')).toEqual({ score: 95, band: 'high', reason: 'soundsAlike', basis: 'pinyin' })
    expect(scoreMark('huawei', '华为').reason).toBe('soundsAlike')
    expect(scoreMark('华为', '化为').reason).toBe('soundsAlike')
    expect(scoreMark('小米mi', 'xiaomi mi').reason).toBe('soundsAlike')
  })

  it('finds sound-alike Latin marks through the phonetic key', () => {
    expect(scoreMark('Kolorful', 'Colorful')).toEqual({ score: 90, band: 'high', reason: 'soundsAlike', basis: 'phonetic' })
    expect(scoreMark('Nyke', 'Nike').reason).toBe('soundsAlike')
    expect(scoreMark('Fone', 'Phone').reason).toBe('soundsAlike')
    expect(scoreMark('Bright', 'Brite').reason).toBe('soundsAlike')
    // A changed vowel keeps the consonant key.
    expect(scoreMark('Adidas', 'Adidos').reason).toBe('soundsAlike')
  })

  it('does not call marks alike when only their consonants agree or their digits differ', () => {
    expect(scoreMark('Nike', 'Nokia').reason).not.toBe('soundsAlike')
    expect(scoreMark('Nike', 'Neck').reason).not.toBe('soundsAlike')
    expect(scoreMark('Bright', 'Parrot').reason).not.toBe('soundsAlike')
    expect(scoreMark('Nike 1', 'Nike 2').reason).toBe('oneLetterApart')
  })

  it('finds marks one letter apart, including swapped letters', () => {
    expect(scoreMark('Adidas', 'Adibas')).toMatchObject({ score: 80, reason: 'oneLetterApart' })
    expect(scoreMark('Nike', 'Nice').reason).toBe('oneLetterApart')
    expect(scoreMark('Walmart', 'Wamlart').reason).toBe('oneLetterApart')
    expect(scoreMark('华为', '华威科').reason).not.toBe('oneLetterApart')
    expect(scoreMark('Huawai', '华为')).toMatchObject({ reason: 'oneLetterApart', basis: 'pinyin' })
    // Too short to say anything.
    expect(scoreMark('ab', 'ac').reason).toBe('similar')
    // One character of a two-character Chinese mark is half of it: not "one letter apart".
    expect(scoreMark('悦家', '航家').reason).not.toBe('oneLetterApart')
  })

  it('finds marks containing the query or contained in it', () => {
    expect(scoreMark('Apple', 'Pineapple Kids')).toMatchObject({ reason: 'contains', basis: 'text' })
    expect(scoreMark('Apple Store Pro', 'apple').reason).toBe('contains')
    expect(scoreMark('华为', '华为手机').reason).toBe('contains')
    expect(scoreMark('huawei', '华为手机')).toMatchObject({ reason: 'contains', basis: 'pinyin' })
    expect(scoreMark('a', 'apple').reason).toBe('similar')
  })

  it('scores anything else by trigram similarity, below every other reason', () => {
    const result = scoreMark('Brightstar', 'Brightmoon')
    expect(result.reason).toBe('similar')
    expect(result.score).toBeGreaterThan(0)
    expect(result.score).toBeLessThan(60)
    expect(scoreMark('Zebra', 'Quokka').score).toBe(0)
  })

  it('orders identical > soundsAlike > oneLetterApart > contains > similar', () => {
    const candidates = ['Brightlux', 'Lumina Brite Home', 'Brite', 'Bright', 'Brigt'].map((mark) => ({ mark, ...scoreMark('Bright', mark) }))
    const ranked = [...candidates].sort((a, b) => b.score - a.score)
    expect(ranked.map((r) => r.reason)).toEqual(['identical', 'soundsAlike', 'oneLetterApart', 'contains', 'similar'])
    expect(ranked.map((r) => r.reason)).toEqual(REASON_ORDER)
  })

  it('accepts forms computed once', () => {
    const query = markForms('Nike')
    expect(scoreMark(query, markForms('Nyke'))).toEqual(scoreMark('Nike', 'Nyke'))
  })
})

describe('riskLevel', () => {
  const hit = (reason: RiskHit['reason'], classes: number[], status: RiskHit['status'] = 'registered'): RiskHit => ({ reason, classes, status })

  it('is high for a live identical or sound-alike mark in a chosen class', () => {
    expect(riskLevel([hit('identical', [9, 35])], { classes: [9] })).toBe('high')
    expect(riskLevel([hit('soundsAlike', [25], 'pending')], { classes: [25] })).toBe('high')
  })

  it('is medium for one letter apart or contains in a chosen class, or identical elsewhere', () => {
    expect(riskLevel([hit('oneLetterApart', [9])], { classes: [9] })).toBe('medium')
    expect(riskLevel([hit('contains', [9])], { classes: [9, 25] })).toBe('medium')
    expect(riskLevel([hit('identical', [3])], { classes: [9] })).toBe('medium')
  })

  it('is low for other classes, dead marks or mere similarity', () => {
    expect(riskLevel([hit('soundsAlike', [3]), hit('contains', [3])], { classes: [9] })).toBe('low')
    expect(riskLevel([hit('identical', [9], 'expired'), hit('identical', [9], 'refused'), hit('soundsAlike', [9], 'withdrawn')], { classes: [9] })).toBe('low')
    expect(riskLevel([hit('similar', [9])], { classes: [9] })).toBe('low')
    expect(riskLevel([], { classes: [9] })).toBe('low')
  })

  it('takes every class when none is chosen', () => {
    expect(riskLevel([hit('identical', [45])])).toBe('high')
    expect(riskLevel([hit('contains', [45])], { classes: [] })).toBe('medium')
  })

  it('lets the strongest hit decide, whatever the order', () => {
    expect(riskLevel([hit('similar', [9]), hit('contains', [9]), hit('identical', [9])], { classes: [9] })).toBe('high')
  })
})

describe('bad input', () => {
  const empty = { normalized: '', compact: '', pinyin: '', pinyinInitials: '', phoneticKey: '' }

  it('gives empty forms for empty, blank or punctuation-only marks', () => {
    expect(markForms('')).toEqual({ text: '', ...empty })
    expect(markForms('   \t\n　')).toMatchObject(empty)
    expect(markForms('!!!——。，*^()"')).toMatchObject(empty)
  })

  it('never matches an empty form', () => {
    expect(scoreMark('', '')).toEqual({ score: 0, band: 'low', reason: 'similar', basis: 'text' })
    expect(scoreMark('***', 'Nike').score).toBe(0)
    expect(scoreMark('Nike', '').score).toBe(0)
  })

  it('removes SQL and FTS syntax characters', () => {
    const forms = markForms(`"nike"* OR ^(adidas) NEAR; DROP TABLE trademarks; --'`)
    expect(forms.compact).toMatch(/^[a-z]+$/)
    expect(forms.normalized).toBe('nike or adidas near drop table trademarks')
    expect(scoreMark(`"Nike*"`, 'Nike').reason).toBe('identical')
  })

  it('handles a 10 kB string quickly and within the cap', () => {
    const huge = 'Nike华为'.repeat(2000)
    const started = performance.now()
    const forms = markForms(huge)
    expect([...forms.normalized].length).toBeLessThanOrEqual(MAX_MARK_LENGTH)
    expect(forms.pinyin.startsWith('nikehuawei')).toBe(true)
    expect(scoreMark(huge, huge).reason).toBe('identical')
    expect(scoreMark(huge, 'nike').reason).toBe('contains')
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('survives lone surrogates and control characters', () => {
    expect(() => markForms('\uD800abc\u0000\u200B')).not.toThrow()
    expect(markForms('\uD800abc\u0000').compact).toBe('abc')
  })
})
