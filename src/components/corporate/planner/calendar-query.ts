import { z } from 'zod'
import { JURISDICTION_CODES, US_STATES } from '@/services/corporate/codes'
import { EARLIEST_INCORPORATION, firstYearEndProblem, incorporationProblem, isCalendarDate, isMonthDay } from './input-rules'

/**
 * The query of the planner's calendar download (/cht/deadlinePlanner/calendar.ics):
 * `jurisdiction` (HK, USA-DE ...), `incorporated` (YYYY-MM-DD), `yearEnd` (MM-DD, optional),
 * `firstYearEnd` (YYYY-MM-DD, optional), `from` (YYYY-MM-DD, the window's first day; today
 * when left out). The dates follow the form's rules (input-rules.ts), so a link the form
 * builds always passes; a bad query is refused with a message naming the parameter.
 */
export const CALENDAR_JURISDICTIONS = JURISDICTION_CODES.flatMap((code) => (code === 'USA' ? US_STATES.map((state) => `USA-${state}` as const) : [code])) as [string, ...string[]]

export interface CalendarQuery {
  jurisdiction: string
  incorporated: string
  yearEnd?: { month: number; day: number }
  firstYearEnd?: string
  from: string
}

const INCORPORATED_MESSAGES = {
  required: 'incorporated: the date of incorporation is missing (expected YYYY-MM-DD)',
  invalid: 'incorporated: expected a calendar date as YYYY-MM-DD',
  future: 'incorporated: the date of incorporation is in the future',
  tooEarly: `incorporated: the date of incorporation is before ${EARLIEST_INCORPORATION}`,
} as const

const FIRST_YEAR_END_MESSAGES = {
  invalid: 'firstYearEnd: expected a calendar date as YYYY-MM-DD',
  notAfterIncorporation: 'firstYearEnd: the first year end must fall after the date of incorporation',
  tooLate: 'firstYearEnd: the first year end must fall within 24 months of incorporation',
} as const

function querySchema(today: string) {
  const optionalText = z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : undefined))
  return z
    .object({
      jurisdiction: z.enum(CALENDAR_JURISDICTIONS, { error: `jurisdiction: expected one of ${CALENDAR_JURISDICTIONS.join(', ')}` }),
      incorporated: z.string().optional(),
      yearEnd: optionalText.pipe(
        z
          .string()
          .regex(/^\d{2}-\d{2}$/, 'yearEnd: expected the month and day as MM-DD')
          .refine((value) => isMonthDay(Number(value.slice(0, 2)), Number(value.slice(3))), 'yearEnd: no such day in that month')
          .transform((value) => ({ month: Number(value.slice(0, 2)), day: Number(value.slice(3)) }))
          .optional(),
      ),
      firstYearEnd: optionalText,
      from: optionalText.pipe(z.string().refine(isCalendarDate, 'from: expected a calendar date as YYYY-MM-DD').optional()),
    })
    .superRefine((query, ctx) => {
      const problem = incorporationProblem(query.incorporated, today)
      if (problem) {
        ctx.addIssue({ code: 'custom', path: ['incorporated'], message: INCORPORATED_MESSAGES[problem] })
        return
      }
      const first = firstYearEndProblem(query.firstYearEnd, query.incorporated!.trim())
      if (first) ctx.addIssue({ code: 'custom', path: ['firstYearEnd'], message: FIRST_YEAR_END_MESSAGES[first] })
    })
}

export type CalendarQueryResult = { ok: true; query: CalendarQuery } | { ok: false; message: string }

/** The calendar query from a URL's search parameters; `today` is the default window start and the latest incorporation date. */
export function parseCalendarQuery(params: URLSearchParams, today: string): CalendarQueryResult {
  const raw = Object.fromEntries(['jurisdiction', 'incorporated', 'yearEnd', 'firstYearEnd', 'from'].flatMap((name) => (params.has(name) ? [[name, params.get(name)!]] : [])))
  const parsed = querySchema(today).safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const message = issue.message.includes(':') ? issue.message : `${issue.path.join('.') || 'query'}: ${issue.message}`
    return { ok: false, message }
  }
  const { jurisdiction, incorporated, yearEnd, firstYearEnd, from } = parsed.data
  return { ok: true, query: { jurisdiction, incorporated: incorporated!.trim(), ...(yearEnd ? { yearEnd } : {}), ...(firstYearEnd ? { firstYearEnd } : {}), from: from ?? today } }
}
