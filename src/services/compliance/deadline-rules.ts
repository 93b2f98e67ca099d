import { z } from 'zod'
import { textsSchema } from './reference-data'

/**
 * The vocabulary of "My compliance" deadlines: how an obligation the merchant has in place
 * (a VAT number, an EPR registration, an authorised representative, a trademark) turns into
 * dated filings and renewals. The facts are data in reference/compliance/deadlines.yaml, one
 * entry per series of deadlines, each naming the compliance rule (and, for rules that cover
 * several countries, the country) it belongs to, with its source. The pure planner
 * (deadlines.ts) reads them; the account page, the calendar feed and the reminder mails
 * show what it computes.
 *
 * Three kinds of schedule:
 * - `periodic`: a return for each calendar month, quarter or year, due a number of months
 *   after the period's last month on a day of that month (`day: last` for the month's last
 *   day; a day past the month's end falls on its last day). Germany's VAT return for a
 *   quarter is due on the 10th of the month after it: `{ monthsAfterPeriodEnd: 1, day: 10 }`;
 *   the UK's one month and seven days after: `{ monthsAfterPeriodEnd: 2, day: 7 }`. Where a
 *   country lets the filing frequency vary, `frequencies` lists them, the usual one first;
 *   the merchant's choice on the checklist picks one. The first period is the one holding
 *   the obligation's start date (a registration mid-quarter files for that quarter).
 * - `yearly`: the same day every calendar year (an EPR yearly report on 15 May), from the
 *   first such day after the start date (or every year in the window without one).
 * - `anniversary`: every `everyMonths` months from the start date, moved by `offsetDays`
 *   (negative: so many days before), for renewals (an authorised representative contract
 *   each year, a trademark every ten years).
 */

/** Where the deadline series live: reference data with their sources. */
export const DEADLINE_RULES_FILE = 'reference/compliance/deadlines.yaml'

export const FREQUENCIES = ['monthly', 'quarterly', 'yearly'] as const
export type Frequency = (typeof FREQUENCIES)[number]

const day = z.union([z.number().int().min(1).max(31), z.literal('last')])

const periodicSchedule = z
  .object({
    kind: z.literal('periodic'),
    frequencies: z.array(z.enum(FREQUENCIES)).min(1),
    due: z.object({ monthsAfterPeriodEnd: z.number().int().min(0).max(12), day }).strict(),
  })
  .strict()

const yearlySchedule = z
  .object({
    kind: z.literal('yearly'),
    month: z.number().int().min(1).max(12),
    day: z.number().int().min(1).max(31),
  })
  .strict()
  .refine((s) => s.day <= [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][s.month - 1]!, 'this month has no such day')

const anniversarySchedule = z
  .object({
    kind: z.literal('anniversary'),
    everyMonths: z.number().int().min(1).max(240),
    offsetDays: z.number().int().min(-366).max(366).optional(),
  })
  .strict()

export const deadlineScheduleSchema = z.union([periodicSchedule, yearlySchedule, anniversarySchedule])
export type DeadlineSchedule = z.output<typeof deadlineScheduleSchema>

export const deadlineRuleSchema = z
  .object({
    /** Unique id of this series of deadlines, e.g. `vat-return-de`; part of calendar UIDs. */
    key: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    /** The compliance rule (reference/compliance/rules.yaml) whose obligation this follows. */
    rule: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    /** For rules covering several countries (oss-eu, battery-eu ...): the country this series is for. */
    jurisdiction: z.string().regex(/^[A-Z]{2}$/).optional(),
    title: textsSchema,
    authority: textsSchema,
    schedule: deadlineScheduleSchema,
    /** What to know about the deadline (extensions, weekends, what is filed). */
    note: textsSchema.optional(),
    /** Where the rule is written (an official page or the law). */
    source: z.string().url(),
  })
  .strict()

export type DeadlineRule = z.output<typeof deadlineRuleSchema>

/** The whole file: keys unique. */
export const deadlineRulesFileSchema = z.array(deadlineRuleSchema).superRefine((rules, ctx) => {
  const seen = new Set<string>()
  rules.forEach((rule, index) => {
    if (seen.has(rule.key)) ctx.addIssue({ code: 'custom', path: [index, 'key'], message: `duplicate key ${rule.key}` })
    seen.add(rule.key)
  })
})
