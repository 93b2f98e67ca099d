import { describe, expect, it } from 'vitest'
import { evaluateRules } from '@/services/compliance/engine'
import { parseAnswerList, tick, toAnswerList, unansweredQuestions } from '@/services/compliance/normalize'
import { jurisdictionsFor, type Answers } from '@/services/compliance/questions'
import { complianceRules } from '@/services/compliance/reference-data'
import { buildReport, finalPrice, findPrice } from '@/services/compliance/report'
import type { ComplianceRule, PriceEntry } from '@/services/compliance/types'

const RULES: ComplianceRule[] = complianceRules().map((r) => ({ ...r, enabled: true }))

/** Answers as the form holds them: question id → chosen values. */
function answers(a: Record<string, string | undefined>): Answers {
  return Object.fromEntries(Object.entries(a).flatMap(([k, v]) => (v === undefined ? [] : [[k, v.split(',')]]))) as Answers
}

/** "JURISDICTION rule-key" for each obligation, in report order. */
function keys(a: Answers): string[] {
  return evaluateRules(RULES, a).map((o) => `${o.jurisdiction} ${o.rule.key}`)
}

describe('the seeded rules: answer sets and the obligations they imply', () => {
  it.each([
    {
      name: 'UK only on Amazon, no electrical goods, trademark registered and enforced',
      given: { 1: '0', 2: '0', 3: '0', 4: '0', 5: '0', 6: '0', 7: '1', 8: '1', 9: '1' },
      expected: ['GB vat-gb', 'GB epr-packaging-gb', 'GB uk-responsible-person', 'GB toys-cosmetics-gb'],
    },
    {
      name: 'Germany from an own store, with batteries (so powered), no trademark',
      given: { 1: '1', 2: '2', 3: '1', 4: '1', 5: '0', 6: '0', 7: '0' },
      expected: [
        'DE vat-de',
        'DE epr-packaging-de',
        'DE weee-de',
        'DE weee-ar-de',
        'DE battery-de',
        'EU oss-eu',
        'EU ioss-eu',
        'EU gpsr-eu',
        'EU ce-electrical-eu',
        'EU toys-cosmetics-eu',
        'EU trademark-eu',
      ],
    },
    {
      name: 'Middle East, USA and Japan on Amazon and AliExpress, trademark but no brand registry',
      given: { 1: '5,7,13', 2: '0,1', 3: '0', 4: '1', 5: '1', 6: '1', 7: '1', 8: '0' },
      expected: [
        'US sales-tax-us',
        'US epr-electronics-battery-us',
        'US fcc-us',
        'US consumer-safety-us',
        'US prop65-us',
        'US textile-furniture-us',
        'US energy-tyre-us',
        'US inform-act-us',
        'US brand-registry',
        'JP jct-jp',
        'JP jct-jp-platform-reform',
        'JP appliance-recycling-jp',
        'JP pse-jp',
        'JP textile-labelling-jp',
        'JP brand-registry',
        'AE vat-ae',
        'AE gcc-electrical',
        'AE energy-gcc',
        'AE brand-registry',
        'SA vat-sa',
        'SA saber-sa',
        'SA gcc-electrical',
        'SA energy-gcc',
        'SA brand-registry',
      ],
    },
    {
      name: 'France on Amazon, textiles and tyres, brand registered but never enforced',
      given: { 1: '2', 2: '0', 3: '0', 4: '0', 5: '1', 6: '1', 7: '1', 8: '1', 9: '0' },
      expected: [
        'FR vat-fr',
        'FR epr-packaging-fr',
        'FR amazon-epr-fr',
        'FR tyre-fr',
        'FR textile-fr',
        'FR furniture-fr',
        'EU oss-eu',
        'EU gpsr-eu',
        'EU amazon-gpsr-eu',
        'EU textile-label-eu',
        'EU toys-cosmetics-eu',
        'EU energy-label-eu',
        'EU brand-protection',
      ],
    },
    {
      name: 'Other EU countries only: WEEE and battery rules per member state, Czech packaging through its own rule',
      given: { 1: '6', 2: '1', 3: '1', 4: '1', 5: '0', 6: '0', 7: '1', 8: '1', 9: '1' },
      expected: [
        'PL vat-pl',
        'PL epr-packaging-pl',
        'PL weee-eu',
        'PL battery-eu',
        'EU oss-eu',
        'EU gpsr-eu',
        'EU aliexpress-gpsr-eu',
        'EU ce-electrical-eu',
        'EU toys-cosmetics-eu',
        'CZ vat-cz',
        'CZ epr-packaging-cz',
        'CZ weee-eu',
        'CZ battery-eu',
        'AT vat-at',
        'AT epr-packaging-at',
        'AT weee-eu',
        'AT battery-eu',
        'NL vat-nl',
        'NL epr-packaging-nl',
        'NL weee-eu',
        'NL battery-eu',
      ],
    },
  ])('$name', ({ given, expected }) => {
    expect(keys(answers(given))).toEqual(expected)
  })

  it('records why: the markets behind the jurisdiction and the conditions that held', () => {
    const weee = evaluateRules(RULES, answers({ 1: '0,1', 2: '0', 3: '1', 4: '1', 5: '0', 6: '0', 7: '1', 8: '1', 9: '1' })).find((o) => o.rule.key === 'weee-de')!
    expect(weee.triggers).toEqual([
      { questionId: '1', values: ['1'] },
      { questionId: '3', values: ['1'] },
      { questionId: '4', values: ['1'] },
    ])
    const eu = evaluateRules(RULES, answers({ 1: '1,2,6', 2: '0', 3: '0', 4: '0', 5: '0', 6: '0', 7: '1', 8: '1', 9: '1' })).find((o) => o.rule.key === 'gpsr-eu')!
    expect(eu.triggers[0]).toEqual({ questionId: '1', values: ['1', '2', '6'] })
  })

  it('skips disabled rules and answers the same every time', () => {
    const given = answers({ 1: '0', 2: '0', 3: '0', 4: '0', 5: '0', 6: '0', 7: '1', 8: '1', 9: '1' })
    const without = RULES.map((r) => (r.key === 'vat-gb' ? { ...r, enabled: false } : r))
    expect(evaluateRules(without, given).map((o) => o.rule.key)).not.toContain('vat-gb')
    expect(keys(given)).toEqual(keys(given))
  })

  it('adds the EU once, after its first member state', () => {
    expect(jurisdictionsFor(['6', '0', '1'])).toEqual(['GB', 'DE', 'EU', 'PL', 'CZ', 'AT', 'NL'])
    expect(jurisdictionsFor(['7'])).toEqual(['US'])
  })
})

describe('the answer list sent on save', () => {
  it('sorts markets ascending and swaps 5 and 6 when both are present; yes 1, no 0', () => {
    const list = toAnswerList(answers({ 1: '6,13,0,5', 2: '2,0', 3: '0', 4: '1', 5: '0', 6: '0', 7: '0' }))
    expect(list).toEqual([
      { questionId: '1', answer: '0,6,5,13' },
      { questionId: '2', answer: '2,0' },
      { questionId: '3', answer: '0' },
      { questionId: '4', answer: '1' },
      { questionId: '5', answer: '0' },
      { questionId: '6', answer: '0' },
      { questionId: '7', answer: '0' },
    ])
    expect(toAnswerList(answers({ 1: '6,1' }))[0]).toEqual({ questionId: '1', answer: '1,6' })
  })

  it('leaves out hidden questions, but keeps 4 = yes that 3 = yes set', () => {
    let a: Answers = {}
    a = tick(a, '3', '1')
    expect(a['4']).toEqual(['1'])
    a = tick(a, '7', '0')
    const ids = toAnswerList({ ...a, 1: ['0'], 2: ['0'], 5: ['0'], 6: ['0'] }).map((i) => i.questionId)
    expect(ids).toEqual(['1', '2', '3', '4', '5', '6', '7'])
  })
})

describe('ticking answers', () => {
  it('toggles multi-select values and makes yes and no exclude each other', () => {
    let a: Answers = {}
    a = tick(a, '1', '0')
    a = tick(a, '1', '7')
    a = tick(a, '1', '0')
    expect(a['1']).toEqual(['7'])
    a = tick(a, '5', '1')
    a = tick(a, '5', '0')
    expect(a['5']).toEqual(['0'])
  })

  it('drops 8 and 9 when 7 becomes no, and 9 when 8 becomes no', () => {
    let a: Answers = { 7: ['1'], 8: ['1'], 9: ['0'] }
    a = tick(a, '8', '0')
    expect(a['9']).toBeUndefined()
    a = tick(a, '8', '1')
    a = tick(a, '9', '1')
    a = tick(a, '7', '0')
    expect(a).toEqual({ 7: ['0'] })
  })

  it('lists visible questions without an answer, ignoring hidden ones', () => {
    expect(unansweredQuestions({ 1: ['0'], 2: ['0'], 3: ['1'], 4: ['1'], 5: ['0'], 6: ['0'], 7: ['0'] })).toEqual([])
    expect(unansweredQuestions({ 1: ['0'], 3: ['0'], 7: ['1'] })).toEqual(['2', '4', '5', '6', '8'])
  })
})

describe('checking a saved answer list', () => {
  const complete = [
    { questionId: '1', answer: '0,1' },
    { questionId: '2', answer: '0' },
    { questionId: '3', answer: '0' },
    { questionId: '4', answer: '1' },
    { questionId: '5', answer: '0' },
    { questionId: '6', answer: '0' },
    { questionId: '7', answer: '0' },
  ]
  it('accepts a complete list', () => {
    expect(parseAnswerList(complete)).toEqual({ ok: true, answers: { 1: ['0', '1'], 2: ['0'], 3: ['0'], 4: ['1'], 5: ['0'], 6: ['0'], 7: ['0'] } })
  })
  it.each([
    { change: complete.filter((i) => i.questionId !== '5'), problem: 'missing', questionId: '5' },
    { change: [...complete, { questionId: '10', answer: '1' }], problem: 'unknownQuestion', questionId: '10' },
    { change: [...complete, { questionId: '2', answer: '1' }], problem: 'duplicate', questionId: '2' },
    { change: complete.map((i) => (i.questionId === '1' ? { ...i, answer: '0,15' } : i)), problem: 'unknownOption', questionId: '1' },
    { change: complete.map((i) => (i.questionId === '3' ? { ...i, answer: '1,0' } : i)), problem: 'notSingle', questionId: '3' },
    { change: complete.map((i) => (i.questionId === '3' ? { ...i, answer: '' } : i)), problem: 'missing', questionId: '3' },
    { change: [...complete, { questionId: '8', answer: '1' }], problem: 'hidden', questionId: '8' },
    { change: complete.filter((i) => i.questionId !== '4'), problem: 'missing', questionId: '4' },
  ])('refuses $problem at question $questionId', ({ change, problem, questionId }) => {
    expect(parseAnswerList(change)).toEqual({ ok: false, problem, questionId })
  })
  it('fills in 4 = yes when 3 = yes', () => {
    const list = complete.filter((i) => i.questionId !== '4').map((i) => (i.questionId === '3' ? { ...i, answer: '1' } : i))
    const parsed = parseAnswerList(list)
    expect(parsed.ok && parsed.answers['4']).toEqual(['1'])
  })
})

describe('pricing the report', () => {
  const price = (p: Partial<PriceEntry> & Pick<PriceEntry, 'id' | 'serviceType'>): PriceEntry => ({
    kind: 'compliance',
    productName: { cn: `服务${p.id}`, en: `Service ${p.id}` },
    unitPrice: 1000,
    discountPrice: 0,
    priceUnit: { cn: '元/年', en: 'CNY / year' },
    officialFeeIncluded: true,
    ...p,
  })
  const prices = [
    price({ id: 1, serviceType: 0, country: 2, unitPrice: 2999.9, discountPrice: 500.45 }),
    price({ id: 2, serviceType: 0, unitPrice: 1500 }),
    price({ id: 3, serviceType: 0, kind: 'trademark', serviceItem: 99, country: 99, unitPrice: 4800, officialFeeIncluded: false }),
  ]

  it('takes the discount off to 2 decimals', () => {
    expect(finalPrice(2999.9, 500.45)).toBe(2499.45)
    expect(finalPrice(0.3, 0.1)).toBe(0.2)
  })

  it("prefers the jurisdiction's country price, then a country-free one; trademark items only match trademark prices", () => {
    expect(findPrice(prices, { serviceType: 0 }, 'DE')?.id).toBe(1)
    expect(findPrice(prices, { serviceType: 0 }, 'FR')?.id).toBe(2)
    expect(findPrice(prices, { serviceType: 0, serviceItem: 99 }, 'EU')?.id).toBe(3)
    expect(findPrice(prices, { serviceType: 0, serviceItem: 21 }, 'GB')).toBeUndefined()
  })

  it('groups by jurisdiction, explains why, and totals each distinct service of the obligations once (the trademark is a recommendation)', () => {
    const given = answers({ 1: '1,2', 2: '0', 3: '0', 4: '0', 5: '0', 6: '0', 7: '0' })
    const rules = RULES.filter((r) => ['vat-de', 'vat-fr', 'trademark-eu'].includes(r.key))
    const labels = {
      questions: Object.fromEntries(['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((q) => [q, { short: `Q${q}`, options: { '1': 'DE', '2': 'FR', '0': 'no' } }])),
    } as never
    const report = buildReport(evaluateRules(rules, given), [], labels, prices, 'en')
    expect(report.sections.map((s) => [s.name, s.items.map((i) => i.ruleKey)])).toEqual([
      ['Germany', ['vat-de']],
      ['European Union (all member states)', ['trademark-eu']],
      ['France', ['vat-fr']],
    ])
    const de = report.sections[0]!.items[0]!
    expect(de.why).toEqual(['Q1: DE'])
    expect(de.service).toMatchObject({ unitPrice: 2999.9, discountPrice: 500.45, finalPrice: 2499.45, officialFeeIncluded: true, productName: 'Service 1' })
    expect(report.sections[1]!.items[0]!.why).toEqual(['Q1: DE, FR', 'Q7: no'])
    expect(report.total).toBe(2499.45 + 1500)
    expect(report.serviceCount).toBe(2)
    expect(report.obligationCount).toBe(2)
    expect(report.recommendationCount).toBe(1)
    expect(report.sections[1]!.items[0]).toMatchObject({ phase: 'recommended', officialFee: expect.stringMatching(/EUIPO/) })
    expect(report.sections[0]!.items[0]).toMatchObject({ phase: 'beforeListing' })
  })
})
