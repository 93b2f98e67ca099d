import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { loadDataFile } from '@/lib/content-files'
import { servicePackage } from '@/services/compliance/buying-guide'
import { evaluateRules, PRODUCT_KINDS, reportCoverage, type ProductKind } from '@/services/compliance/engine'
import { parseAnswerList } from '@/services/compliance/normalize'
import { planGroups, requiredTotal } from '@/services/compliance/plan'
import { JURISDICTIONS, MARKET_JURISDICTIONS, MARKET_VALUES, QUESTION_IDS, type Jurisdiction } from '@/services/compliance/questions'
import { complianceRules } from '@/services/compliance/reference-data'
import { buildReport, type QuestionLabels } from '@/services/compliance/report'
import { PHASES, type ComplianceRule, type PriceEntry } from '@/services/compliance/types'
import { priceList } from '@/services/pricing/reference-data'

/**
 * A table of answer sets with the report each must produce from the shipped rules and
 * prices, worked out by hand from the two files: the obligations per phase and market,
 * the markets' uncovered product kinds, and the required total the report and the buying
 * guide both show. Together the rows choose every market of question 1 and every product
 * kind, so a rule or price edit that changes any report shows up here as a named row.
 */
const FIXTURE = 'tests/unit/fixtures/compliance-answer-sets.yaml'

const jurisdiction = z.enum(Object.keys(JURISDICTIONS) as [Jurisdiction, ...Jurisdiction[]])
const kind = z.enum(Object.keys(PRODUCT_KINDS) as [ProductKind, ...ProductKind[]])
const ruleKeys = z.array(z.string().min(1)).min(1)

const rowSchema = z
  .object({
    name: z.string().min(1),
    answers: z.partialRecord(z.enum(QUESTION_IDS), z.string().min(1)).refine((a) => Boolean(a['1']), 'expected the markets (question 1)'),
    expected: z
      .object({
        groups: z.partialRecord(z.enum(PHASES), z.partialRecord(jurisdiction, ruleKeys)),
        notCovered: z.partialRecord(jurisdiction, z.array(kind).min(1)),
        requiredTotal: z.number().nonnegative().refine((n) => Math.round(n * 100) === n * 100, 'expected an amount in CNY with at most 2 decimals'),
        serviceCount: z.number().int().nonnegative(),
      })
      .strict(),
  })
  .strict()

const ROWS = loadDataFile(FIXTURE, z.array(rowSchema).min(15))

const RULES: ComplianceRule[] = complianceRules().map((r) => ({ ...r, enabled: true }))

/** The shipped price list with the ids the CMS would give its rows: one per row, in file order. */
const PRICES: PriceEntry[] = priceList().map(({ memberPrices: _memberPrices, ...row }, i) => ({ ...row, id: i + 1 }))

/** Report labels: the question id and option value stand in for wording. */
const LABELS: QuestionLabels = {
  questions: Object.fromEntries(QUESTION_IDS.map((id) => [id, { short: `Q${id}`, options: {} }])) as QuestionLabels['questions'],
}

/** The answers as the questionnaire saves them, checked and completed (4 follows a yes to 3) the way a saved report is. */
function parsed(answers: Record<string, string>) {
  const result = parseAnswerList(Object.entries(answers).map(([questionId, answer]) => ({ questionId, answer })))
  if (!result.ok) throw new Error(`answer list rejected: question ${result.questionId}, ${result.problem}`)
  return result.answers
}

function reportFor(answers: Record<string, string>) {
  const given = parsed(answers)
  const obligations = evaluateRules(RULES, given)
  return { given, report: buildReport(obligations, [], LABELS, PRICES, 'en', reportCoverage(given, obligations)) }
}

describe('the answer-set table', () => {
  it('chooses every market of question 1 and every product kind at least once', () => {
    const markets = new Set(ROWS.flatMap((row) => row.answers['1']!.split(',')))
    expect([...MARKET_VALUES].filter((m) => !markets.has(m))).toEqual([])
    const kinds = Object.entries(PRODUCT_KINDS).filter(([, question]) => ROWS.some((row) => row.answers[question] === '1' || (question === '4' && row.answers['3'] === '1')))
    expect(kinds.map(([k]) => k)).toEqual(Object.keys(PRODUCT_KINDS))
    expect(new Set(ROWS.map((row) => row.name)).size).toBe(ROWS.length)
  })

  it('prices every row with the shipped price list: each row id is distinct', () => {
    expect(new Set(PRICES.map((p) => p.id)).size).toBe(PRICES.length)
  })
})

describe.each(ROWS)('$name', ({ answers, expected }) => {
  const { given, report } = reportFor(answers)

  it('lists the expected obligations per phase and market, in plan order', () => {
    const groups = Object.fromEntries(
      planGroups(report.sections).map((group) => {
        const byMarket: Partial<Record<Jurisdiction, string[]>> = {}
        for (const item of group.items) (byMarket[item.jurisdiction] ??= []).push(item.ruleKey)
        return [group.phase, byMarket]
      }),
    )
    expect(groups).toEqual(expected.groups)
  })

  it('says which chosen product kinds it does not cover, market by market', () => {
    const notCovered = Object.fromEntries(report.sections.filter((s) => s.notCovered?.length).map((s) => [s.jurisdiction, s.notCovered]))
    expect(notCovered).toEqual(expected.notCovered)
  })

  it('totals the required services as expected, and the buying guide shows the same total', () => {
    expect(report.total).toBe(expected.requiredTotal)
    expect(report.serviceCount).toBe(expected.serviceCount)
    expect(requiredTotal(report)).toBe(report.total)
    const guide = servicePackage(report)
    expect(guide.requiredTotal).toBe(report.total)
    expect(guide.lines.filter((l) => l.required)).toHaveLength(expected.serviceCount)
  })

  it('shows every chosen market, even one without obligations', () => {
    const shown = report.sections.map((s) => s.jurisdiction)
    for (const market of given['1'] ?? []) for (const j of MARKET_JURISDICTIONS[market as (typeof MARKET_VALUES)[number]]) expect(shown).toContain(j)
  })
})
