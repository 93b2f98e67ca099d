import { describe, expect, it } from 'vitest'
import { markdownToLexical } from '@/lib/rich-text/lexical'
import { helpPagePath, parseHelpPath } from '@/services/help/help-route'
import { readKeyword } from '@/components/help/keyword'
import { parseQaPath, qaPagePath } from '@/services/qa/qa-route'
import { bigrams, buildSearchText, candidateWhere, matchTerm, MAX_RESULTS, normalizeSearchText, rankDocuments, scoreDocument, splitQuery } from '@/services/help/search'

describe('splitQuery', () => {
  it('splits at whitespace and punctuation, lower-cased, without repeats', () => {
    expect(splitQuery('VAT 注册')).toEqual(['vat', '注册'])
    expect(splitQuery('  GPSR，欧代、英代; gpsr ')).toEqual(['gpsr', '欧代', '英代'])
    expect(splitQuery('Packaging-Act (Germany)')).toEqual(['packaging', 'act', 'germany'])
  })

  it('splits where Chinese and Latin text meet, so "VAT注册" needs no space', () => {
    expect(splitQuery('VAT注册')).toEqual(['vat', '注册'])
    expect(splitQuery('德国WEEE注册')).toEqual(['德国', 'weee', '注册'])
  })

  it('folds full-width forms and keeps a Chinese run whole', () => {
    expect(splitQuery('ＶＡＴ　德国包装法')).toEqual(['vat', '德国包装法'])
  })

  it('uses at most 50 characters of the query and at most 8 terms', () => {
    expect(splitQuery('长'.repeat(80))).toEqual(['长'.repeat(50)])
    expect(splitQuery('a b c d e f g h i j k')).toHaveLength(8)
  })

  it('has no terms for punctuation or blanks only', () => {
    expect(splitQuery('  ，。!? %_ ')).toEqual([])
    expect(splitQuery('')).toEqual([])
  })

  it('never lets a LIKE wildcard into a term', () => {
    for (const term of splitQuery('50% off_sale 100%')) expect(term).not.toMatch(/[%_\\]/)
  })
})

describe('bigrams', () => {
  it('lists the adjacent pairs of a CJK run longer than two characters', () => {
    expect(bigrams('德国包装法')).toEqual(['德国', '国包', '包装', '装法'])
    expect(bigrams('增值税')).toEqual(['增值', '值税'])
  })

  it('has none for short runs and Latin terms', () => {
    expect(bigrams('注册')).toEqual([])
    expect(bigrams('packaging')).toEqual([])
  })
})

describe('matchTerm', () => {
  it('finds a verbatim occurrence first', () => {
    expect(matchTerm('德国包装法', '关于德国包装法的问答')).toEqual({ kind: 'exact', coverage: 1 })
    expect(matchTerm('vat', 'uk vat registration')).toEqual({ kind: 'exact', coverage: 1 })
  })

  it('accepts a CJK run whose every character is covered by a bigram the text contains', () => {
    // 德国 … 包装法: the pair 国包 is missing, yet every character is covered.
    expect(matchTerm('德国包装法', '在德国销售需要遵守包装法')).toEqual({ kind: 'bigrams', coverage: 0.75 })
  })

  it('rejects a run with an uncovered character', () => {
    expect(matchTerm('德国包装法', '德国的包装要求')).toBeNull()
    expect(matchTerm('德国电池法', '德国包装法')).toBeNull()
  })

  it('never splits Latin words or two-character CJK terms', () => {
    expect(matchTerm('vat', 'v a t')).toBeNull()
    expect(matchTerm('注册', '注 册')).toBeNull()
  })
})

describe('scoreDocument and rankDocuments', () => {
  const docs = [
    { id: 'order', title: '德国销售须知', text: '在德国销售的卖家需要遵守包装法并完成注册' },
    { id: 'exact', title: '包装注册常见问题', text: '德国包装法要求卖家在lucid注册' },
    { id: 'title', title: '德国包装法（VerpackG）要求卖家做什么？', text: '德国包装法要求卖家在lucid注册' },
    { id: 'unrelated', title: '英国VAT', text: '英国vat注册没有门槛' },
  ]
  const fields = (d: (typeof docs)[number]) => ({ title: d.title, text: `${d.title} ${d.text}` })

  it('needs every term (AND)', () => {
    expect(scoreDocument(['vat', '注册'], fields(docs[3]!))).not.toBeNull()
    expect(scoreDocument(['vat', '包装法'], fields(docs[3]!))).toBeNull()
    expect(scoreDocument([], fields(docs[3]!))).toBeNull()
  })

  it('ranks verbatim matches above bigram matches, title hits above body hits', () => {
    expect(rankDocuments('德国包装法', docs, fields).map((d) => d.id)).toEqual(['title', 'exact', 'order'])
  })

  it('keeps the given order among equal scores and caps the results', () => {
    const many = Array.from({ length: 80 }, (_, i) => ({ id: String(i), title: 'vat', text: 'vat' }))
    const ranked = rankDocuments('VAT', many, (d) => d)
    expect(ranked).toHaveLength(MAX_RESULTS)
    expect(ranked.slice(0, 3).map((d) => d.id)).toEqual(['0', '1', '2'])
  })

  it('matches English case-insensitively', () => {
    expect(rankDocuments('Packaging ACT', [{ title: 'German Packaging Act', text: 'german packaging act lucid' }], (d) => d)).toHaveLength(1)
  })
})

describe('candidateWhere', () => {
  it('asks for each term (AND), verbatim or through any of its bigrams (OR), with contains only', () => {
    expect(candidateWhere(['vat', '德国包装法'])).toEqual({
      and: [
        { or: [{ searchText: { contains: 'vat' } }] },
        { or: ['德国包装法', '德国', '国包', '包装', '装法'].map((value) => ({ searchText: { contains: value } })) },
      ],
    })
  })
})

describe('buildSearchText', () => {
  it('joins texts and rich-text bodies into one normalised line', () => {
    const body = markdownToLexical('## 标题\n\n第一段 **加粗**\n\n- 列表项 A')
    expect(buildSearchText(['  Title ONE ', null, undefined, ''], [body])).toBe('title one 标题 第一段 加粗 列表项 a')
  })

  it('is consistent with normalizeSearchText', () => {
    expect(normalizeSearchText('ＡＢＣ\n\t def')).toBe('abc def')
  })
})

describe('readKeyword', () => {
  it('accepts 1 to 50 characters once trimmed', () => {
    expect(readKeyword('  德国包装法 ')).toEqual({ ok: true, value: '德国包装法', raw: '德国包装法' })
    expect(readKeyword(['VAT', 'x'])).toEqual({ ok: true, value: 'VAT', raw: 'VAT' })
    expect(readKeyword(undefined)).toEqual({ ok: false, problem: 'missing', raw: '' })
    expect(readKeyword('   ')).toEqual({ ok: false, problem: 'missing', raw: '' })
    expect(readKeyword('x'.repeat(51))).toMatchObject({ ok: false, problem: 'tooLong' })
  })
})

describe('help centre paths', () => {
  it('maps /operation and the /support aliases to screens', () => {
    expect(parseHelpPath([])).toEqual({ tab: 'tutorial' })
    expect(parseHelpPath(undefined)).toEqual({ tab: 'tutorial' })
    expect(parseHelpPath(['tutorial'])).toEqual({ tab: 'tutorial' })
    expect(parseHelpPath(['tutorial', '12'])).toEqual({ tab: 'tutorial', manualId: 12 })
    expect(parseHelpPath(['faq'])).toEqual({ tab: 'faq' })
    expect(parseHelpPath(['faq', '3'])).toEqual({ tab: 'faq', categoryId: 3 })
    expect(parseHelpPath(['video'])).toEqual({ tab: 'video' })
    expect(parseHelpPath(['video', 'vat-basics'])).toEqual({ tab: 'video', uid: 'vat-basics' })
    expect(parseHelpPath(['videoDetail', 'vat-basics'])).toEqual({ tab: 'video', uid: 'vat-basics' })
  })

  it('rejects unknown tabs, non-numeric ids and extra segments', () => {
    for (const path of [['nope'], ['tutorial', 'abc'], ['tutorial', '0'], ['faq', '1.5'], ['tutorial', '1', 'x'], ['video', 'a b'], ['video', '%E0%A4%A']]) {
      expect(parseHelpPath(path), path.join('/')).toBeNull()
    }
  })

  it('builds the paths it parses', () => {
    expect(helpPagePath('tutorial', 7)).toBe('operation/tutorial/7')
    expect(helpPagePath('faq')).toBe('operation/faq')
    expect(helpPagePath('video', 'vat-basics')).toBe('operation/videoDetail/vat-basics')
  })
})

describe('Q&A paths', () => {
  it('maps the overview, type lists with pages and answers', () => {
    expect(parseQaPath([])).toEqual({ kind: 'overview' })
    expect(parseQaPath(['vat'])).toEqual({ kind: 'type', qaType: 'vat', page: 1 })
    expect(parseQaPath(['epr', '2'])).toEqual({ kind: 'type', qaType: 'epr', page: 2 })
    expect(parseQaPath(['42'])).toEqual({ kind: 'answer', answerId: 42 })
  })

  it('rejects unknown types, page 1 spelt out, bad numbers and extra segments', () => {
    for (const path of [['tax'], ['vat', '1'], ['vat', 'x'], ['0'], ['42', 'x'], ['vat', '2', 'x']]) expect(parseQaPath(path), path.join('/')).toBeNull()
  })

  it('builds the paths it parses', () => {
    expect(qaPagePath()).toBe('complianceAnswer')
    expect(qaPagePath({ qaType: 'vat', page: 1 })).toBe('complianceAnswer/vat')
    expect(qaPagePath({ qaType: 'vat', page: 3 })).toBe('complianceAnswer/vat/3')
    expect(qaPagePath({ answerId: 5 })).toBe('complianceAnswer/5')
  })
})
