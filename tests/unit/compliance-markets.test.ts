import { describe, expect, it } from 'vitest'
import { evaluateRules, reportCoverage, type ProductKind } from '@/services/compliance/engine'
import { EU_MEMBERS, MARKET_JURISDICTIONS, MARKET_VALUES, type Answers, type Jurisdiction } from '@/services/compliance/questions'
import { complianceRules } from '@/services/compliance/reference-data'
import { buildReport, type QuestionLabels } from '@/services/compliance/report'
import type { ComplianceRule } from '@/services/compliance/types'

const RULES: ComplianceRule[] = complianceRules().map((r) => ({ ...r, enabled: true }))

/** Amazon seller with a registered and enforced trademark, so only market and product answers vary. */
const BASE: Answers = { 2: ['0'], 7: ['1'], 8: ['1'], 9: ['1'] }

/** The product answers (questions 3 to 6) for each kind the questionnaire asks about. */
const KIND_ANSWERS: Record<ProductKind, Answers> = {
  battery: { 3: ['1'], 4: ['1'], 5: ['0'], 6: ['0'] },
  electrical: { 3: ['0'], 4: ['1'], 5: ['0'], 6: ['0'] },
  textile: { 3: ['0'], 4: ['0'], 5: ['1'], 6: ['0'] },
  // Question 6 without power: tyres (lamps, displays and appliances are powered, and their
  // WEEE categories need question 4 too; the answer-set table has those).
  special: { 3: ['0'], 4: ['0'], 5: ['0'], 6: ['1'] },
}
const NOTHING_SPECIAL: Answers = { 3: ['0'], 4: ['0'], 5: ['0'], 6: ['0'] }

/**
 * Per jurisdiction and product kind, the obligations (rule keys) that speak to that kind; a
 * member state counts the EU-wide ones. An empty list is a known gap: the report must say
 * plainly that it does not cover that kind there.
 */
const EXPECTED: Record<Exclude<Jurisdiction, 'EU'>, Record<ProductKind, string[]>> = {
  GB: { battery: ['battery-gb'], electrical: ['weee-gb', 'ukca-electrical-gb'], textile: ['furniture-fire-gb'], special: [] },
  DE: { battery: ['battery-de'], electrical: ['weee-de', 'weee-ar-de', 'ce-electrical-eu'], textile: ['textile-label-eu'], special: ['energy-label-eu'] },
  FR: { battery: ['battery-fr'], electrical: ['weee-fr', 'ce-electrical-eu'], textile: ['textile-fr', 'furniture-fr', 'textile-label-eu'], special: ['tyre-fr', 'energy-label-eu'] },
  IT: { battery: ['battery-eu'], electrical: ['weee-eu', 'ce-electrical-eu'], textile: ['textile-label-eu'], special: ['energy-label-eu'] },
  ES: { battery: ['battery-eu'], electrical: ['weee-es', 'ce-electrical-eu'], textile: ['textile-label-eu'], special: ['tyre-es', 'energy-label-eu'] },
  PL: { battery: ['battery-eu'], electrical: ['weee-eu', 'ce-electrical-eu'], textile: ['textile-label-eu'], special: ['energy-label-eu'] },
  CZ: { battery: ['battery-eu'], electrical: ['weee-eu', 'ce-electrical-eu'], textile: ['textile-label-eu'], special: ['energy-label-eu'] },
  AT: { battery: ['battery-eu'], electrical: ['weee-eu', 'ce-electrical-eu'], textile: ['textile-label-eu'], special: ['energy-label-eu'] },
  NL: { battery: ['battery-eu'], electrical: ['weee-eu', 'ce-electrical-eu'], textile: ['textile-nl', 'textile-label-eu'], special: ['energy-label-eu'] },
  AE: { battery: ['battery-transport'], electrical: ['gcc-electrical'], textile: [], special: ['energy-gcc'] },
  SA: { battery: ['battery-transport'], electrical: ['gcc-electrical'], textile: [], special: ['energy-gcc'] },
  US: { battery: ['battery-transport'], electrical: ['fcc-us', 'epr-electronics-battery-us'], textile: ['textile-furniture-us'], special: ['energy-tyre-us'] },
  JP: { battery: ['battery-transport', 'battery-recycling-jp'], electrical: ['pse-jp'], textile: ['textile-labelling-jp'], special: ['appliance-recycling-jp'] },
  CA: { battery: ['battery-transport'], electrical: ['electrical-ca', 'epr-ca'], textile: ['textile-ca'], special: ['energy-tyre-ca'] },
  BR: { battery: ['battery-transport'], electrical: ['anatel-inmetro-br', 'reverse-logistics-br'], textile: ['textile-br'], special: ['energy-tyre-br', 'reverse-logistics-br'] },
  IN: { battery: ['battery-transport', 'battery-epr-in'], electrical: ['bis-in', 'ewaste-in'], textile: [], special: ['energy-tyre-in'] },
  AU: { battery: ['battery-transport', 'button-battery-au'], electrical: ['eess-rcm-au', 'ewaste-au'], textile: ['care-labelling-au'], special: ['gems-au'] },
  KR: { battery: ['battery-transport'], electrical: ['kc-kr', 'epr-kr'], textile: ['textile-kr'], special: ['energy-kr'] },
  PH: { battery: ['battery-transport'], electrical: ['bps-ph'], textile: [], special: ['bps-ph'] },
}

/** The tax or VAT rule every market carries, whatever the product. */
const TAX: Record<Jurisdiction, string> = {
  GB: 'vat-gb', DE: 'vat-de', FR: 'vat-fr', IT: 'vat-it', ES: 'vat-es', PL: 'vat-pl', CZ: 'vat-cz', AT: 'vat-at', NL: 'vat-nl', EU: 'oss-eu',
  AE: 'vat-ae', SA: 'vat-sa', US: 'sales-tax-us', JP: 'jct-jp', CA: 'gst-ca', BR: 'tax-br', IN: 'gst-in', AU: 'gst-au', KR: 'vat-kr', PH: 'vat-ph',
}

const KINDS = Object.keys(KIND_ANSWERS) as ProductKind[]

/** Report labels: the question id and option value stand in for wording. */
const LABELS: QuestionLabels = {
  questions: Object.fromEntries(['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((id) => [id, { short: `Q${id}`, options: {} }])) as QuestionLabels['questions'],
}

/** Rule keys of the obligations that hold in `jurisdiction`, counting EU-wide ones for a member state. */
function keysIn(answers: Answers, jurisdiction: Jurisdiction): string[] {
  return evaluateRules(RULES, answers)
    .filter((o) => o.jurisdiction === jurisdiction || (o.jurisdiction === 'EU' && EU_MEMBERS.has(jurisdiction)))
    .map((o) => o.rule.key)
}

const CASES = MARKET_VALUES.flatMap((market) =>
  KINDS.flatMap((kind) => MARKET_JURISDICTIONS[market].map((jurisdiction) => ({ market, kind, jurisdiction: jurisdiction as Exclude<Jurisdiction, 'EU'> }))),
)

describe('every market of question 1 and every product kind', () => {
  it('the table covers all 15 markets and all 4 kinds', () => {
    expect(new Set(CASES.map((c) => c.market)).size).toBe(15)
    expect(new Set(CASES.map((c) => `${c.market}/${c.kind}`)).size).toBe(60)
  })

  it.each(CASES)('market $market, $kind: $jurisdiction has its obligations or says it does not cover them', ({ market, kind, jurisdiction }) => {
    const answers: Answers = { ...BASE, ...KIND_ANSWERS[kind], 1: [market] }
    const keys = keysIn(answers, jurisdiction)
    const expected = EXPECTED[jurisdiction][kind]
    expect(keys).toEqual(expect.arrayContaining([TAX[jurisdiction], ...expected]))
    const coverage = reportCoverage(answers, evaluateRules(RULES, answers)).find((c) => c.jurisdiction === jurisdiction)!
    expect(coverage.notCovered.includes(kind)).toBe(expected.length === 0)
  })

  it.each(MARKET_VALUES.map((market) => ({ market })))('market $market without product kinds still has a tax obligation in each of its countries', ({ market }) => {
    const answers: Answers = { ...BASE, ...NOTHING_SPECIAL, 1: [market] }
    for (const jurisdiction of MARKET_JURISDICTIONS[market]) expect(keysIn(answers, jurisdiction)).toContain(TAX[jurisdiction])
  })
})

describe('no chosen market is dropped from the report', () => {
  const every: Answers = { ...BASE, 1: [...MARKET_VALUES], 3: ['1'], 4: ['1'], 5: ['1'], 6: ['1'] }

  it('all markets at once: one section per country, the count includes every one', () => {
    const obligations = evaluateRules(RULES, every)
    const report = buildReport(obligations, [], LABELS, [], 'cn', reportCoverage(every, obligations))
    const expected: Jurisdiction[] = ['GB', 'DE', 'EU', 'FR', 'IT', 'ES', 'US', 'CA', 'BR', 'IN', 'AU', 'KR', 'JP', 'PH', 'AE', 'SA', 'PL', 'CZ', 'AT', 'NL']
    expect(report.sections.map((s) => s.jurisdiction)).toEqual(expected)
    for (const section of report.sections) expect(section.items.length).toBeGreaterThan(0)
    expect(Object.fromEntries(report.sections.filter((s) => s.notCovered?.length).map((s) => [s.jurisdiction, s.notCovered]))).toEqual({
      IN: ['textile'],
      PH: ['textile'],
      AE: ['textile'],
      SA: ['textile'],
    })
  })

  it('USA, Brazil, India and Korea with a battery product: four countries, Brazil and India included, the US beyond sales tax', () => {
    const answers: Answers = { ...BASE, 1: ['7', '9', '10', '12'], 3: ['1'], 4: ['1'], 5: ['0'], 6: ['0'] }
    const obligations = evaluateRules(RULES, answers)
    const report = buildReport(obligations, [], LABELS, [], 'cn', reportCoverage(answers, obligations))
    expect(report.sections.map((s) => s.jurisdiction)).toEqual(['US', 'BR', 'IN', 'KR'])
    const us = report.sections[0]!.items.map((i) => i.ruleKey)
    expect(us).toEqual(expect.arrayContaining(['sales-tax-us', 'battery-transport', 'fcc-us', 'consumer-safety-us', 'epr-electronics-battery-us']))
    expect(report.sections.every((s) => s.notCovered?.length === 0)).toBe(true)
  })

  it('a market no rule reaches keeps its section, empty and marked, and a kind with no rule is named', () => {
    const onlyUk = RULES.filter((r) => r.jurisdictions.includes('GB'))
    const answers: Answers = { ...BASE, 1: ['0', '9'], 3: ['0'], 4: ['0'], 5: ['1'], 6: ['0'] }
    const obligations = evaluateRules(onlyUk, answers)
    const withoutFurniture = onlyUk.filter((r) => r.key !== 'furniture-fire-gb')
    const report = buildReport(obligations, [], LABELS, [], 'en', reportCoverage(answers, obligations))
    expect(report.sections.map((s) => [s.jurisdiction, s.name, s.items.length > 0])).toEqual([
      ['GB', 'United Kingdom', true],
      ['BR', 'Brazil', false],
    ])
    expect(report.sections[1]!.notCovered).toEqual(['textile'])
    expect(report.sections[0]!.notCovered).toEqual([])
    const gap = reportCoverage(answers, evaluateRules(withoutFurniture, answers))
    expect(gap).toEqual([
      { jurisdiction: 'GB', notCovered: ['textile'] },
      { jurisdiction: 'BR', notCovered: ['textile'] },
    ])
  })

  it('a battery is not covered by a rule that holds for any powered product', () => {
    const answers: Answers = { ...BASE, 1: ['14'], 3: ['1'], 4: ['1'], 5: ['0'], 6: ['0'] }
    const withoutTransport = RULES.filter((r) => r.key !== 'battery-transport')
    const coverage = reportCoverage(answers, evaluateRules(withoutTransport, answers))
    // The Philippine BPS rule holds for batteries and powered products alike: it covers the powered kind only.
    expect(coverage).toEqual([{ jurisdiction: 'PH', notCovered: ['battery'] }])
  })

  it('reports built without coverage keep their old shape: sections only where obligations are', () => {
    const answers: Answers = { ...BASE, ...NOTHING_SPECIAL, 1: ['0', '9'] }
    const onlyUk = RULES.filter((r) => r.jurisdictions.includes('GB'))
    const report = buildReport(evaluateRules(onlyUk, answers), [], LABELS, [], 'cn')
    expect(report.sections.map((s) => s.jurisdiction)).toEqual(['GB'])
  })
})
