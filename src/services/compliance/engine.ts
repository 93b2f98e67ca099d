import { EU_MEMBERS, jurisdictionsFor, MARKET_JURISDICTIONS, MARKET_VALUES, type Answers, type Jurisdiction, type QuestionId } from './questions'
import type { ComplianceRule } from './types'

/** The answers that made an obligation apply: a question and the chosen values that matter. */
export interface Trigger {
  questionId: QuestionId
  values: string[]
}

export interface Obligation {
  rule: ComplianceRule
  jurisdiction: Jurisdiction
  triggers: Trigger[]
}

/** The market values (question 1) that bring a jurisdiction into the report. */
function marketsBehind(jurisdiction: Jurisdiction, markets: readonly string[]): string[] {
  return MARKET_VALUES.filter((m) => markets.includes(m) && MARKET_JURISDICTIONS[m].some((j) => j === jurisdiction || (jurisdiction === 'EU' && EU_MEMBERS.has(j))))
}

/** The conditions of `rule` that hold, as triggers; null when the rule does not apply. */
function matchConditions(rule: ComplianceRule, answers: Answers): Trigger[] | null {
  const held: Trigger[] = []
  for (const condition of rule.conditions) {
    const chosen = answers[condition.question] ?? []
    const values = condition.values.filter((v) => chosen.includes(v))
    if (values.length) held.push({ questionId: condition.question, values })
    else if (rule.match === 'all') return null
  }
  if (rule.match === 'any' && rule.conditions.length > 0 && held.length === 0) return null
  return held
}

/**
 * The rule engine: every obligation the answers imply, one per enabled rule and chosen
 * jurisdiction it lists, ordered by jurisdiction (market order) and then by rule sort.
 * Pure: the same answers and rules always give the same obligations.
 */
export function evaluateRules(rules: readonly ComplianceRule[], answers: Answers): Obligation[] {
  const markets = answers['1'] ?? []
  const chosen = jurisdictionsFor(markets)
  const active = rules.filter((r) => r.enabled).sort((a, b) => a.sort - b.sort || a.key.localeCompare(b.key))
  const out: Obligation[] = []
  for (const jurisdiction of chosen) {
    for (const rule of active) {
      if (!rule.jurisdictions.includes(jurisdiction)) continue
      const held = matchConditions(rule, answers)
      if (!held) continue
      out.push({ rule, jurisdiction, triggers: [{ questionId: '1', values: marketsBehind(jurisdiction, markets) }, ...held] })
    }
  }
  return out
}

/**
 * The product kinds the questionnaire asks about, each with the question that names it:
 * 3 battery, 4 powered (3 = yes implies it), 5 textiles or furniture, 6 lamps, tyres,
 * displays or large appliances.
 */
export const PRODUCT_KINDS = { battery: '3', electrical: '4', textile: '5', special: '6' } as const satisfies Record<string, QuestionId>
export type ProductKind = keyof typeof PRODUCT_KINDS
const KIND_ORDER = Object.keys(PRODUCT_KINDS) as ProductKind[]

/** What the rule set says about one chosen jurisdiction: the product kinds chosen that no rule there speaks to. */
export interface Coverage {
  jurisdiction: Jurisdiction
  /** Chosen product kinds with no obligation of their own in this jurisdiction (nor EU-wide, for a member state). */
  notCovered: ProductKind[]
}

/**
 * Whether an obligation speaks to a product kind: one of its triggers is the kind's
 * question. A battery needs a rule about batteries as such, not one that also holds for
 * any powered product, or a WEEE rule would pass for battery rules.
 */
function speaksTo(obligation: Obligation, kind: ProductKind): boolean {
  const question = PRODUCT_KINDS[kind]
  if (!obligation.triggers.some((t) => t.questionId === question)) return false
  return kind !== 'battery' || !obligation.rule.conditions.some((c) => c.question === PRODUCT_KINDS.electrical)
}

/**
 * Every jurisdiction the chosen markets bring in, in report order, with the chosen product
 * kinds the rules leave uncovered there. A report shows each of them, even one no rule
 * reaches, so a chosen market is never silently missing. The EU-wide section carries no
 * kinds of its own: its member states do, counting EU-wide obligations as theirs.
 */
export function reportCoverage(answers: Answers, obligations: readonly Obligation[]): Coverage[] {
  const kinds = KIND_ORDER.filter((kind) => answers[PRODUCT_KINDS[kind]]?.includes('1'))
  return jurisdictionsFor(answers['1'] ?? []).map((jurisdiction) => {
    if (jurisdiction === 'EU') return { jurisdiction, notCovered: [] }
    const relevant = obligations.filter((o) => o.jurisdiction === jurisdiction || (o.jurisdiction === 'EU' && EU_MEMBERS.has(jurisdiction)))
    return { jurisdiction, notCovered: kinds.filter((kind) => !relevant.some((o) => speaksTo(o, kind))) }
  })
}
