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
