import type { DeadlineRule, DeadlineSchedule, Frequency } from './deadline-rules'
import type { Texts } from './types'

/**
 * The "My compliance" planner: from the obligations a merchant has in place (each with the
 * day it started and, where the country lets it vary, the filing frequency) and the deadline
 * series in reference/compliance/deadlines.yaml, the dated filings and renewals of a window,
 * usually the next twelve months. Pure: no clock (the caller passes `from`), no I/O, so the
 * account page, the calendar feed and the reminder mails all compute the same dates.
 *
 * Dates are calendar numbers (year, month, day), never instants: `Date.UTC` is only used to
 * add days, so no time zone can move a deadline by a day. Bad input never throws: an
 * obligation whose start date is not a real YYYY-MM-DD day simply has no deadlines.
 */

/** An obligation the merchant has in place, as the checklist stores it. */
export interface TrackedObligation {
  ruleKey: string
  jurisdiction: string
  /** YYYY-MM-DD */
  startedOn?: string | null
  frequency?: Frequency | null
}

/** One dated filing or renewal. */
export interface ComplianceDeadline {
  seriesKey: string
  ruleKey: string
  jurisdiction: string
  /** YYYY-MM-DD */
  date: string
  /** YYYY-MM-DD, for periodic returns */
  periodStart?: string
  periodEnd?: string
  frequency?: Frequency
  title: Texts
  authority: Texts
  note?: Texts
  source: string
}

/** A calendar day as numbers; `month` is 1 to 12. */
interface Day {
  year: number
  month: number
  day: number
}

const PERIOD_MONTHS: Record<Frequency, number> = { monthly: 1, quarterly: 3, yearly: 12 }

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; UTC keeps it free of time zones.
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

function parseDay(text: unknown): Day | null {
  if (typeof text !== 'string') return null
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null
  return { year, month, day }
}

const pad = (n: number, width: number) => String(n).padStart(width, '0')

function formatDay({ year, month, day }: Day): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`
}

/** Months counted from year 0, so month arithmetic is plain integer arithmetic. */
function monthIndex(year: number, month: number): number {
  return year * 12 + (month - 1)
}

/** The day `day` (a number or 'last') of the month at `index`, clamped to that month's length. */
function dayInMonth(index: number, day: number | 'last'): Day {
  const year = Math.floor(index / 12)
  const month = index - year * 12 + 1
  const last = daysInMonth(year, month)
  return { year, month, day: day === 'last' ? last : Math.min(day, last) }
}

function addMonths(date: Day, months: number): Day {
  return dayInMonth(monthIndex(date.year, date.month) + months, date.day)
}

function addDays(date: Day, days: number): Day {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days))
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() }
}

/** Adds months to a YYYY-MM-DD, clamping the day to the month's length. */
export function addMonthsToDate(date: string, months: number): string {
  const day = parseDay(date)
  if (!day || !Number.isInteger(months)) throw new RangeError(`not a date and a whole number of months: ${date}, ${months}`)
  return formatDay(addMonths(day, months))
}

/** The series that apply to an obligation: rule key equal and (no jurisdiction on the series, or the same one). */
export function seriesFor(rules: readonly DeadlineRule[], ruleKey: string, jurisdiction: string): DeadlineRule[] {
  return rules.filter((rule) => rule.rule === ruleKey && (!rule.jurisdiction || rule.jurisdiction === jurisdiction))
}

/** An annual return: a periodic series whose only frequency is `yearly`. It is filed whatever the merchant picks. */
function isAnnualReturn(schedule: DeadlineSchedule): boolean {
  return schedule.kind === 'periodic' && schedule.frequencies.length === 1 && schedule.frequencies[0] === 'yearly'
}

/**
 * Frequencies an obligation may pick: the union of its periodic series' frequencies, in file
 * order, usual first; [] if none. Annual returns (a series with `yearly` alone) are not a
 * choice, they come on top of whatever is picked, so they add nothing here: Germany offers
 * quarterly or monthly advance returns, not a "yearly" option that would only repeat the
 * annual return.
 */
export function frequenciesFor(rules: readonly DeadlineRule[], ruleKey: string, jurisdiction: string): Frequency[] {
  const found: Frequency[] = []
  for (const { schedule } of seriesFor(rules, ruleKey, jurisdiction)) {
    if (schedule.kind !== 'periodic' || isAnnualReturn(schedule)) continue
    for (const frequency of schedule.frequencies) if (!found.includes(frequency)) found.push(frequency)
  }
  return found
}

interface Occurrence {
  date: Day
  periodStart?: Day
  periodEnd?: Day
  frequency?: Frequency
}

type Periodic = Extract<DeadlineSchedule, { kind: 'periodic' }>
type Yearly = Extract<DeadlineSchedule, { kind: 'yearly' }>
type Anniversary = Extract<DeadlineSchedule, { kind: 'anniversary' }>

/** Returns of the calendar periods from the one holding `start`, whose due dates fall in [from, to]. */
function periodicOccurrences(schedule: Periodic, start: Day, picked: Frequency | null | undefined, from: Day, to: Day): Occurrence[] {
  const frequency = picked && schedule.frequencies.includes(picked) ? picked : schedule.frequencies[0]!
  const length = PERIOD_MONTHS[frequency]
  const startIndex = monthIndex(start.year, start.month)
  // The calendar month, quarter or year holding the start date (months counted from January).
  const firstPeriod = startIndex - ((start.month - 1) % length)
  const lag = length - 1 + schedule.due.monthsAfterPeriodEnd
  // Skip the periods whose due month is before the window, one period early to be safe.
  const skip = Math.max(0, Math.floor((monthIndex(from.year, from.month) - (firstPeriod + lag)) / length) - 1)
  const toText = formatDay(to)
  const fromText = formatDay(from)
  const found: Occurrence[] = []
  for (let period = firstPeriod + skip * length; ; period += length) {
    const due = dayInMonth(period + lag, schedule.due.day)
    const dueText = formatDay(due)
    if (dueText > toText) break
    if (dueText >= fromText) {
      found.push({ date: due, periodStart: dayInMonth(period, 1), periodEnd: dayInMonth(period + length - 1, 'last'), frequency })
    }
  }
  return found
}

/** The fixed day of each calendar year in [from, to], after the start date when there is one. */
function yearlyOccurrences(schedule: Yearly, start: Day | null, from: Day, to: Day): Occurrence[] {
  const startText = start ? formatDay(start) : null
  const fromText = formatDay(from)
  const toText = formatDay(to)
  const found: Occurrence[] = []
  for (let year = from.year; year <= to.year; year++) {
    // 29 February is allowed by the schema; in other years it falls on the 28th.
    const date = dayInMonth(monthIndex(year, schedule.month), schedule.day)
    const text = formatDay(date)
    if (text < fromText || text > toText) continue
    if (startText !== null && text <= startText) continue
    found.push({ date })
  }
  return found
}

/** Occurrence n (n ≥ 1) is the start plus n × everyMonths months (clamped), then moved by offsetDays. */
function anniversaryOccurrences(schedule: Anniversary, start: Day, from: Day, to: Day): Occurrence[] {
  const offset = schedule.offsetDays ?? 0
  const fromText = formatDay(from)
  const toText = formatDay(to)
  // The offset moves a date by at most 366 days: anniversaries further than that from the window cannot land in it.
  const lastBase = formatDay(addDays(to, Math.max(0, -offset)))
  const monthsBefore = monthIndex(from.year, from.month) - monthIndex(start.year, start.month) - 13
  const found: Occurrence[] = []
  for (let n = Math.max(1, Math.floor(monthsBefore / schedule.everyMonths)); ; n++) {
    const base = addMonths(start, n * schedule.everyMonths)
    if (formatDay(base) > lastBase) break
    const date = addDays(base, offset)
    const text = formatDay(date)
    if (text >= fromText && text <= toText) found.push({ date })
  }
  return found
}

function occurrences(rule: DeadlineRule, obligation: TrackedObligation, start: Day | null, from: Day, to: Day): Occurrence[] {
  const { schedule } = rule
  switch (schedule.kind) {
    case 'periodic':
      return start ? periodicOccurrences(schedule, start, obligation.frequency, from, to) : []
    case 'yearly':
      return yearlyOccurrences(schedule, start, from, to)
    case 'anniversary':
      return start ? anniversaryOccurrences(schedule, start, from, to) : []
  }
}

/** Every deadline in [from, from + months] (both ends included, by date), soonest first, then by seriesKey. */
export function upcomingDeadlines(
  obligations: readonly TrackedObligation[],
  rules: readonly DeadlineRule[],
  from: string,
  months = 12,
): ComplianceDeadline[] {
  const start = parseDay(from)
  if (!start || !Number.isInteger(months) || months < 0) return []
  const end = addMonths(start, months)
  const deadlines: ComplianceDeadline[] = []
  for (const obligation of obligations) {
    const hasStart = obligation.startedOn !== undefined && obligation.startedOn !== null
    const startedOn = hasStart ? parseDay(obligation.startedOn) : null
    if (hasStart && !startedOn) continue
    for (const rule of seriesFor(rules, obligation.ruleKey, obligation.jurisdiction)) {
      for (const found of occurrences(rule, obligation, startedOn, start, end)) {
        deadlines.push({
          seriesKey: rule.key,
          ruleKey: obligation.ruleKey,
          jurisdiction: obligation.jurisdiction,
          date: formatDay(found.date),
          ...(found.periodStart && found.periodEnd
            ? { periodStart: formatDay(found.periodStart), periodEnd: formatDay(found.periodEnd) }
            : {}),
          ...(found.frequency ? { frequency: found.frequency } : {}),
          title: rule.title,
          authority: rule.authority,
          ...(rule.note ? { note: rule.note } : {}),
          source: rule.source,
        })
      }
    }
  }
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  return deadlines.sort(
    (a, b) =>
      order(a.date, b.date) ||
      order(a.seriesKey, b.seriesKey) ||
      order(a.jurisdiction, b.jurisdiction) ||
      order(a.periodStart ?? '', b.periodStart ?? ''),
  )
}
