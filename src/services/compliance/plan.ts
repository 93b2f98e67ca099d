import type { ComplianceReport, ReportItem, ReportSection, ReportService } from './report-types'
import { PHASES, type Phase } from './types'

/**
 * The report read as a plan, and the one definition of what the seller must pay for.
 * Pure functions over a stored report, so the report page and the buying guide agree for
 * every saved report, including those kept before obligations carried a phase.
 */

/** When an item bites. Reports saved before phases existed: trademark items were the only advice. */
export function itemPhase(item: Pick<ReportItem, 'category'> & { phase?: Phase }): Phase {
  if (item.phase && PHASES.includes(item.phase)) return item.phase
  return item.category === 'trademark' ? 'recommended' : 'beforeListing'
}

/** A legal obligation (counted, and its service in the required total), as opposed to a recommendation. */
export function isObligation(item: Pick<ReportItem, 'category'> & { phase?: Phase }): boolean {
  return itemPhase(item) !== 'recommended'
}

/** An item with the market it belongs to, for a plan that groups across markets. */
export interface PlanItem extends ReportItem {
  jurisdiction: ReportSection['jurisdiction']
  market: string
}

export interface PlanGroup {
  phase: Phase
  items: PlanItem[]
}

/**
 * The report's items grouped by when they bite, in plan order (before listing, within a
 * period, ongoing, recommended); within a group, markets keep report order and items
 * their rule order. Empty groups are left out.
 */
export function planGroups(sections: readonly ReportSection[]): PlanGroup[] {
  const items = sections.flatMap((s) => s.items.map((item) => ({ ...item, jurisdiction: s.jurisdiction, market: s.name })))
  return PHASES.map((phase) => ({ phase, items: items.filter((i) => itemPhase(i) === phase) })).filter((g) => g.items.length > 0)
}

const cents = (amount: number) => Math.round(amount * 100)

/** The distinct priced services of some items, each once (by price-list entry), in first-seen order. */
export function distinctServices(items: readonly ReportItem[]): ReportService[] {
  const seen = new Map<string, ReportService>()
  for (const item of items) if (item.service && !seen.has(item.service.priceId)) seen.set(item.service.priceId, item.service)
  return [...seen.values()]
}

/** Sum of final prices, in cents and back, so binary fractions never show. */
export function sumPrices(services: readonly Pick<ReportService, 'finalPrice'>[]): number {
  return services.reduce((a, s) => a + cents(s.finalPrice), 0) / 100
}

/**
 * The required total: every distinct service that meets a legal obligation of the report,
 * counted once at its final price; recommendations (trademarks, brand protection) are not
 * in it. The report page and the buying guide both show this figure.
 */
export function requiredServices(sections: readonly ReportSection[]): ReportService[] {
  return distinctServices(sections.flatMap((s) => s.items.filter(isObligation)))
}

export function requiredTotal(report: Pick<ComplianceReport, 'sections'>): number {
  return sumPrices(requiredServices(report.sections))
}
