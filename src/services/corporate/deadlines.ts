import type { DateRule, Fee, MonthDay, Obligation, Texts, WeekendRule } from './obligation-rules'

/**
 * The deadline planner: from a company's incorporation date (and financial year end) and its
 * jurisdiction's yearly obligations, every filing that falls due in a window of months.
 * Pure: no clock, no I/O. Dates are calendar dates written `YYYY-MM-DD` and computed as
 * year/month/day numbers (a weekday is read from a UTC date), so the server's time zone
 * cannot shift a deadline by a day.
 *
 * Date arithmetic:
 * - Adding months keeps the day of the month and clamps it to the target month's length:
 *   31 January + 1 month = 28 February (29 in a leap year); a company incorporated on
 *   29 February has its anniversary on 28 February in other years. Months are always added
 *   to the original date (the third anniversary of 31 January is 31 January again, not a
 *   28th carried over from an earlier February).
 * - Counted from a financial year end (or, for a first-period rule, an incorporation) on a
 *   month's last day, the deadline is the last day of the target month (30 June + 6 months =
 *   31 December). Anniversaries do not follow this: 28 February stays the 28th in leap years.
 * - The first financial year ends on the first year-end date at least six months after
 *   incorporation, unless the input names it (`firstYearEnd`); later years end on the
 *   year-end day of each following year. Without a year end the planner takes the last day
 *   of the incorporation month (the UK's automatic accounting reference date).
 * - Rules dated in calendar years (fixed date, first day of the anniversary month,
 *   incorporation half-year) start in the year after incorporation.
 * - The window is [from, from + months], both ends included, judged on the final date
 *   (after a weekend move).
 */

export interface PlanInput {
  /** A jurisdiction's obligations; a missing weekend rule means `none`. */
  obligations: readonly PlanObligation[]
  /** `YYYY-MM-DD`. */
  incorporatedOn: string
  /** The financial year end (month and day). */
  yearEnd?: MonthDay
  /** `YYYY-MM-DD`: the end of the first financial year, when it is not the default one. */
  firstYearEnd?: string
  /** `YYYY-MM-DD`: the first day of the window. */
  from: string
  /** Length of the window in months (default 24). */
  months?: number
}

export type PlanObligation = Omit<Obligation, 'weekendRule'> & { weekendRule?: WeekendRule }

export interface PlannedDeadline {
  key: string
  /** `YYYY-MM-DD`: the day to file or pay by (after a weekend move). */
  date: string
  /** `YYYY-MM-DD`: the day the rule gives, before a weekend move. */
  ruleDate: string
  /** True when the weekend rule moved the deadline. */
  moved: boolean
  /** For a filing counted from a financial year end: that year end, `YYYY-MM-DD`. */
  periodEnd?: string
  /** True for the filing dated by the first-period rule. */
  firstPeriod?: boolean
  title: Texts
  authority: Texts
  governmentFee?: Fee
  ourPrice?: number
  note?: Texts
  source: string
}

/** The first financial year is at least this long unless the input names its end. */
export const MIN_FIRST_PERIOD_MONTHS = 6
export const DEFAULT_WINDOW_MONTHS = 24

interface Ymd {
  y: number
  m: number
  d: number
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

export function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0
}

export function daysInMonth(y: number, m: number): number {
  return m === 2 ? (isLeapYear(y) ? 29 : 28) : [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!
}

function parseDate(text: string, field: string): Ymd {
  const match = ISO_DATE.exec(text)
  const ymd = match ? { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) } : null
  if (!ymd || ymd.m < 1 || ymd.m > 12 || ymd.d < 1 || ymd.d > daysInMonth(ymd.y, ymd.m)) {
    throw new RangeError(`${field}: expected a calendar date YYYY-MM-DD, got "${text}"`)
  }
  return ymd
}

function format({ y, m, d }: Ymd): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
}

function compare(a: Ymd, b: Ymd): number {
  return a.y - b.y || a.m - b.m || a.d - b.d
}

/** The day in year `y` for a month and day, clamped to the month (29 February → 28 in other years). */
function onYear(y: number, m: number, d: number): Ymd {
  return { y, m, d: Math.min(d, daysInMonth(y, m)) }
}

/** Adds months, keeping the day and clamping it to the target month; `monthEnd` puts a month's last day on the target's last day. */
function addMonths(date: Ymd, months: number, monthEnd = false): Ymd {
  const index = date.y * 12 + (date.m - 1) + months
  const y = Math.floor(index / 12)
  const m = (index % 12) + 1
  if (monthEnd && date.d === daysInMonth(date.y, date.m)) return { y, m, d: daysInMonth(y, m) }
  return onYear(y, m, date.d)
}

function addDays(date: Ymd, days: number): Ymd {
  if (!days) return date
  const moved = new Date(Date.UTC(date.y, date.m - 1, date.d + days))
  return { y: moved.getUTCFullYear(), m: moved.getUTCMonth() + 1, d: moved.getUTCDate() }
}

/** 0 Sunday ... 6 Saturday. */
function weekday(date: Ymd): number {
  return new Date(Date.UTC(date.y, date.m - 1, date.d)).getUTCDay()
}

function applyWeekendRule(date: Ymd, rule: WeekendRule): Ymd {
  if (rule === 'none') return date
  const day = weekday(date)
  return day === 6 ? addDays(date, 2) : day === 0 ? addDays(date, 1) : date
}

interface Occurrence {
  date: Ymd
  periodEnd?: Ymd
  firstPeriod?: boolean
}

/** The financial year ends from the first one on, up to (and one past) `until`. */
function yearEnds(incorporated: Ymd, yearEnd: MonthDay, firstYearEnd: Ymd | undefined, until: Ymd): Ymd[] {
  let first = firstYearEnd
  if (!first) {
    const earliest = addMonths(incorporated, MIN_FIRST_PERIOD_MONTHS)
    first = onYear(earliest.y, yearEnd.month, yearEnd.day)
    if (compare(first, earliest) < 0) first = onYear(earliest.y + 1, yearEnd.month, yearEnd.day)
  }
  const ends = [first]
  for (let y = first.y + 1; y <= until.y + 1; y++) ends.push(onYear(y, yearEnd.month, yearEnd.day))
  return ends
}

function occurrences(rule: DateRule, incorporated: Ymd, yearEnd: MonthDay, firstYearEnd: Ymd | undefined, until: Ymd): Occurrence[] {
  // Enough years to pass the window's end whatever the offsets (at most two years).
  const lastYear = until.y + 3
  const out: Occurrence[] = []
  switch (rule.kind) {
    case 'anniversary':
      for (let k = 1; incorporated.y + k <= lastYear; k++) {
        out.push({ date: addDays(addMonths(incorporated, 12 * k + (rule.offsetMonths ?? 0)), rule.offsetDays ?? 0) })
      }
      return out
    case 'afterYearEnd':
      yearEnds(incorporated, yearEnd, firstYearEnd, until).forEach((end, i) => {
        const first = rule.firstPeriod
        if (i === 0 && first && (first.onlyIfLongerThanMonths === undefined || compare(end, addMonths(incorporated, first.onlyIfLongerThanMonths)) >= 0)) {
          let date = addDays(addMonths(incorporated, first.monthsAfterIncorporation, true), first.days ?? 0)
          if (first.notBeforeMonthsAfterYearEnd !== undefined) {
            const floor = addMonths(end, first.notBeforeMonthsAfterYearEnd, true)
            if (compare(floor, date) > 0) date = floor
          }
          out.push({ date, periodEnd: end, firstPeriod: true })
        } else {
          out.push({ date: addDays(addMonths(end, rule.months, true), rule.days ?? 0), periodEnd: end })
        }
      })
      return out
    case 'fixedDate':
      for (let y = incorporated.y; y <= lastYear; y++) {
        const date = onYear(y, rule.month, rule.day)
        if (y === incorporated.y && !(rule.fromIncorporationYear && compare(date, incorporated) >= 0)) continue
        out.push({ date })
      }
      return out
    case 'firstDayOfAnniversaryMonth':
      for (let y = incorporated.y + 1; y <= lastYear; y++) out.push({ date: { y, m: incorporated.m, d: 1 } })
      return out
    case 'byIncorporationHalf': {
      const due = incorporated.m <= 6 ? rule.firstHalf : rule.secondHalf
      for (let y = incorporated.y + 1; y <= lastYear; y++) out.push({ date: onYear(y, due.month, due.day) })
      return out
    }
  }
}

/** Every deadline of `obligations` in the window, sorted by date, then by key. Throws a RangeError on a malformed input. */
export function planDeadlines(input: PlanInput): PlannedDeadline[] {
  const incorporated = parseDate(input.incorporatedOn, 'incorporatedOn')
  const from = parseDate(input.from, 'from')
  const months = input.months ?? DEFAULT_WINDOW_MONTHS
  if (!Number.isInteger(months) || months < 1 || months > 120) throw new RangeError(`months: expected a whole number from 1 to 120, got ${months}`)
  const until = addMonths(from, months)
  const yearEnd = input.yearEnd ?? { month: incorporated.m, day: daysInMonth(2000, incorporated.m) }
  if (!Number.isInteger(yearEnd.month) || yearEnd.month < 1 || yearEnd.month > 12 || !Number.isInteger(yearEnd.day) || yearEnd.day < 1 || yearEnd.day > daysInMonth(2000, yearEnd.month)) {
    throw new RangeError(`yearEnd: no such day, month ${yearEnd.month} day ${yearEnd.day}`)
  }
  const firstYearEnd = input.firstYearEnd === undefined ? undefined : parseDate(input.firstYearEnd, 'firstYearEnd')
  if (firstYearEnd && compare(firstYearEnd, incorporated) <= 0) throw new RangeError('firstYearEnd: expected a day after the incorporation date')

  const planned: PlannedDeadline[] = []
  for (const obligation of input.obligations) {
    const weekendRule = obligation.weekendRule ?? 'none'
    for (const occurrence of occurrences(obligation.rule, incorporated, yearEnd, firstYearEnd, until)) {
      const date = applyWeekendRule(occurrence.date, weekendRule)
      if (compare(date, from) < 0 || compare(date, until) > 0) continue
      planned.push({
        key: obligation.key,
        date: format(date),
        ruleDate: format(occurrence.date),
        moved: compare(date, occurrence.date) !== 0,
        ...(occurrence.periodEnd ? { periodEnd: format(occurrence.periodEnd) } : {}),
        ...(occurrence.firstPeriod ? { firstPeriod: true } : {}),
        title: obligation.title,
        authority: obligation.authority,
        ...(obligation.governmentFee ? { governmentFee: obligation.governmentFee } : {}),
        ...(obligation.ourPrice !== undefined ? { ourPrice: obligation.ourPrice } : {}),
        ...(obligation.note ? { note: obligation.note } : {}),
        source: obligation.source,
      })
    }
  }
  return planned.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
}
