/**
 * The deadline planner's input rules, shared by the form (in the browser) and the calendar
 * download (on the server), so both refuse the same dates. Pure and free of libraries: the
 * form's bundle stays small. Dates are `YYYY-MM-DD` calendar dates.
 */

import { isCalendarDate } from '@/lib/calendar-date'

// The planner's form and calendar route read these from here; they live in lib/ for the server's use too.
export { isCalendarDate, todayInChina } from '@/lib/calendar-date'

/** The earliest incorporation date the planner accepts. */
export const EARLIEST_INCORPORATION = '1990-01-01'
/** A first financial year ends no later than this many months after incorporation. */
export const FIRST_YEAR_MAX_MONTHS = 24

export type IncorporationProblem = 'required' | 'invalid' | 'future' | 'tooEarly'
export type FirstYearEndProblem = 'invalid' | 'notAfterIncorporation' | 'tooLate'

const DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

/** A month and day of a financial year end; 29 February stands for the last day of February. */
export function isMonthDay(month: number, day: number): boolean {
  return Number.isInteger(month) && Number.isInteger(day) && month >= 1 && month <= 12 && day >= 1 && day <= DAYS[month - 1]!
}

/** The days a month can have in a year end (February: 29, the last day of February). */
export function daysOfMonth(month: number): number {
  return DAYS[month - 1] ?? 31
}

/** What is wrong with an incorporation date, judged against today (`YYYY-MM-DD`); null when it is fine. */
export function incorporationProblem(text: string | null | undefined, today: string): IncorporationProblem | null {
  const value = (text ?? '').trim()
  if (!value) return 'required'
  if (!isCalendarDate(value)) return 'invalid'
  if (value > today) return 'future'
  if (value < EARLIEST_INCORPORATION) return 'tooEarly'
  return null
}

/** Adds months to a calendar date, clamped to the target month's length. */
export function addMonthsTo(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const index = y * 12 + (m - 1) + months
  const ty = Math.floor(index / 12)
  const tm = (index % 12) + 1
  const last = new Date(Date.UTC(ty, tm, 0)).getUTCDate()
  return `${String(ty).padStart(4, '0')}-${String(tm).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`
}

/** What is wrong with a first financial year end given the incorporation date; null when it is fine or left out. */
export function firstYearEndProblem(text: string | null | undefined, incorporated: string): FirstYearEndProblem | null {
  const value = (text ?? '').trim()
  if (!value) return null
  if (!isCalendarDate(value)) return 'invalid'
  if (value <= incorporated) return 'notAfterIncorporation'
  if (value > addMonthsTo(incorporated, FIRST_YEAR_MAX_MONTHS)) return 'tooLate'
  return null
}
