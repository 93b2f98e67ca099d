import { describe, expect, it } from 'vitest'
import { servicePackage } from '@/services/compliance/buying-guide'
import { evaluateRules, reportCoverage } from '@/services/compliance/engine'
import { askedQuestions, derivedAnswers, parseAnswerList, toAnswerList } from '@/services/compliance/normalize'
import { isObligation, itemPhase, planGroups, requiredTotal } from '@/services/compliance/plan'
import { JURISDICTIONS, type Answers } from '@/services/compliance/questions'
import { complianceRules } from '@/services/compliance/reference-data'
import { buildReport, type QuestionLabels, type ReportSection } from '@/services/compliance/report'
import { PHASES, type ComplianceRule, type PriceEntry } from '@/services/compliance/types'

const RULES: ComplianceRule[] = complianceRules().map((r) => ({ ...r, enabled: true }))

const LABELS = {
  questions: Object.fromEntries(['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((q) => [q, { short: `Q${q}`, options: {} }])),
} as unknown as QuestionLabels

function answers(a: Record<string, string>): Answers {
  return Object.fromEntries(Object.entries(a).map(([k, v]) => [k, v.split(',')])) as Answers
}

/**
 * A price list with a row for every service the rules name: a country row for each
 * jurisdiction that has a country code and a country-free fallback, prices that differ per
 * row and carry cents, so a total that counts a row twice or misses one shows.
 */
function priceList(): PriceEntry[] {
  const services = new Map(RULES.filter((r) => r.service).map((r) => [`${r.service!.serviceType}/${r.service!.serviceItem ?? ''}`, r.service!]))
  const countries = [...new Set(Object.values(JURISDICTIONS).map((j) => (j as { country?: number }).country).filter((c): c is number => c !== undefined))]
  let id = 0
  return [...services.values()].flatMap((service) =>
    [undefined, ...countries].map((country) => {
      id += 1
      return {
        id,
        kind: service.serviceItem === undefined ? 'compliance' : 'trademark',
        serviceType: service.serviceType,
        ...(service.serviceItem !== undefined ? { serviceItem: service.serviceItem } : {}),
        ...(country !== undefined ? { country } : {}),
        productName: { cn: `服务${id}`, en: `Service ${id}` },
        unitPrice: 1000 + id * 37.13,
        discountPrice: id % 3 === 0 ? 99.99 : 0,
        priceUnit: { cn: '元', en: 'CNY' },
        officialFeeIncluded: false,
      } satisfies PriceEntry
    }),
  )
}
const PRICES = priceList()

function report(given: Answers) {
  const obligations = evaluateRules(RULES, given)
  return buildReport(obligations, [], LABELS, PRICES, 'cn', reportCoverage(given, obligations))
}

const ANSWER_SETS: { name: string; given: Answers }[] = [
  { name: 'UK and Germany on Amazon and an own store, batteries, no trademark', given: answers({ 1: '0,1', 2: '0,2', 3: '1', 4: '1', 5: '0', 6: '0', 7: '0' }) },
  { name: 'every EU market, textiles and special goods, trademark without brand registry', given: answers({ 1: '1,2,3,4,6', 2: '0,1', 3: '0', 4: '1', 5: '1', 6: '1', 7: '1', 8: '0' }) },
  { name: 'USA, Japan and the Middle East, nothing electrical, brand registered but not protected', given: answers({ 1: '5,7,13', 2: '0', 3: '0', 4: '0', 5: '0', 6: '0', 7: '1', 8: '1', 9: '0' }) },
  { name: 'every market at once, every product kind, no trademark', given: answers({ 1: '0,1,2,3,4,5,6,7,8,9,10,11,12,13,14', 2: '0,1,2', 3: '1', 4: '1', 5: '1', 6: '1', 7: '0' }) },
  { name: 'markets without a price-list country only', given: answers({ 1: '8,9,10,11,12,14', 2: '2', 3: '0', 4: '0', 5: '0', 6: '0', 7: '0' }) },
]

describe('the report as a plan', () => {
  it('every shipped rule says when it bites; trademarks and the toys-and-cosmetics notes are recommendations', () => {
    for (const rule of RULES) expect(PHASES).toContain(rule.phase)
    const recommended = RULES.filter((r) => r.phase === 'recommended').map((r) => r.key)
    expect(recommended).toEqual(expect.arrayContaining(['trademark-eu', 'trademark-gb', 'brand-registry', 'brand-protection', 'toys-cosmetics-eu', 'toys-cosmetics-gb']))
    expect(RULES.filter((r) => r.category === 'trademark').every((r) => r.phase === 'recommended')).toBe(true)
    expect(RULES.find((r) => r.key === 'epr-packaging-de')?.officialFee?.cn).toMatch(/LUCID 注册免费|LUCID注册免费/)
  })

  it.each(ANSWER_SETS)('groups in plan order, each item in its own phase, recommendations last and not counted: $name', ({ given }) => {
    const built = report(given)
    const groups = planGroups(built.sections)
    const order = groups.map((g) => PHASES.indexOf(g.phase))
    expect(order).toEqual([...order].sort((a, b) => a - b))
    for (const group of groups) for (const item of group.items) expect(itemPhase(item)).toBe(group.phase)
    const all = built.sections.flatMap((s) => s.items)
    expect(groups.reduce((n, g) => n + g.items.length, 0)).toBe(all.length)
    expect(built.obligationCount).toBe(all.filter(isObligation).length)
    expect(built.recommendationCount).toBe(all.length - built.obligationCount)
    expect(all.filter((i) => i.category === 'trademark' || i.ruleKey.startsWith('toys-cosmetics')).every((i) => !isObligation(i))).toBe(true)
  })

  it('orders the Germany-with-batteries report before listing, then within a period, then recommendations', () => {
    const groups = planGroups(report(answers({ 1: '1', 2: '2', 3: '1', 4: '1', 5: '0', 6: '0', 7: '0' })).sections)
    expect(groups.map((g) => [g.phase, g.items.map((i) => `${i.jurisdiction} ${i.ruleKey}`)])).toEqual([
      ['beforeListing', ['DE vat-de', 'DE epr-packaging-de', 'DE weee-de', 'DE weee-ar-de', 'DE battery-de', 'EU ioss-eu', 'EU gpsr-eu', 'EU ce-electrical-eu']],
      ['withinPeriod', ['EU oss-eu']],
      ['recommended', ['EU toys-cosmetics-eu', 'EU trademark-eu']],
    ])
  })

  it('reads reports saved before phases existed: trademark items are recommendations, the rest blocks listing', () => {
    const item = { ruleKey: 'x', title: '', summary: '', why: [], legalBasis: '', timing: '', risk: '', service: null }
    const sections: ReportSection[] = [{ jurisdiction: 'DE', name: '德国', items: [{ ...item, category: 'trademark' }, { ...item, category: 'vat' }] }]
    expect(planGroups(sections).map((g) => [g.phase, g.items.map((i) => i.category)])).toEqual([
      ['beforeListing', ['vat']],
      ['recommended', ['trademark']],
    ])
  })
})

describe('one required total for the report and the buying guide', () => {
  it.each(ANSWER_SETS)('the report total equals the guide’s required total: $name', ({ given }) => {
    const built = report(given)
    const guide = servicePackage(built)
    expect(built.total).toBe(guide.requiredTotal)
    expect(requiredTotal(built)).toBe(built.total)
    const requiredLines = guide.lines.filter((l) => l.required)
    expect(guide.requiredTotal).toBe(requiredLines.reduce((a, l) => a + Math.round(l.finalPrice * 100), 0) / 100)
    expect(built.serviceCount).toBe(requiredLines.length)
    expect(guide.fullTotal).toBeGreaterThanOrEqual(guide.requiredTotal)
  })

  it('leaves trademark services out of the required total but in the full one', () => {
    const built = report(ANSWER_SETS[0]!.given)
    const guide = servicePackage(built)
    const recommended = guide.lines.filter((l) => !l.required)
    expect(recommended.map((l) => l.obligation)).toEqual(['UK trademark registration', 'EU trademark registration'].map((en) => RULES.find((r) => r.title.en === en)!.title.cn))
    const cents = recommended.reduce((a, l) => a + Math.round(l.finalPrice * 100), 0)
    expect(Math.round(guide.fullTotal * 100)).toBe(Math.round(guide.requiredTotal * 100) + cents)
  })
})

describe('your answers: asked questions only, derived facts apart', () => {
  it('does not list "powered" as an answer when the battery answer implied it', () => {
    const parsed = parseAnswerList(toAnswerList(answers({ 1: '1', 2: '0', 3: '1', 4: '1', 5: '0', 6: '0', 7: '0' })))
    expect(parsed.ok).toBe(true)
    const given = parsed.ok ? parsed.answers : {}
    expect(askedQuestions(given)).toEqual(['1', '2', '3', '5', '6', '7'])
    expect(derivedAnswers(given)).toEqual([{ questionId: '4', values: ['1'], reason: 'batteryImpliesPowered' }])
  })

  it('lists "powered" as an answer when it was asked (no battery)', () => {
    const given = answers({ 1: '1', 2: '0', 3: '0', 4: '1', 5: '0', 6: '0', 7: '1', 8: '0' })
    expect(askedQuestions(given)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8'])
    expect(derivedAnswers(given)).toEqual([])
  })
})
