import { z } from 'zod'
import { textsSchema } from '@/services/compliance/reference-data'
import type { Texts } from '@/services/compliance/types'

/**
 * The vocabulary of the corporate deadline planner: a company's yearly obligation (an annual
 * return, a licence fee, a set of accounts, a tax return) and the rule that dates it. The
 * planner (`deadlines.ts`) turns a list of these into dated filings; the jurisdiction facts
 * are data written in this vocabulary, one list of obligations per jurisdiction.
 *
 * Dates are calendar dates. Month arithmetic clamps to the end of the month (31 January plus
 * one month is 28 February, or 29 in a leap year; a 29 February anniversary falls on
 * 28 February in other years). Deadlines stay where the rule puts them unless the obligation
 * says `weekendRule: nextBusinessDay`.
 */

const month = z.number().int().min(1).max(12)
const day = z.number().int().min(1).max(31)

/** A day of the year; 29 February means the last day of February. */
export const monthDaySchema = z
  .object({ month, day })
  .strict()
  .refine((md) => md.day <= [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][md.month - 1]!, 'this month has no such day')

export type MonthDay = z.output<typeof monthDaySchema>

/**
 * Every anniversary of the incorporation date, from the first one on, moved by
 * `offsetMonths` and then `offsetDays` (both may be negative: a fee due a month before).
 * Hong Kong annual return: 42 days after; UK confirmation statement: 14 days after;
 * Seychelles licence fee: on the anniversary (no offset).
 */
const anniversaryRule = z
  .object({
    kind: z.literal('anniversary'),
    offsetMonths: z.number().int().min(-11).max(24).optional(),
    offsetDays: z.number().int().min(-366).max(366).optional(),
  })
  .strict()

/**
 * So many months (and days) after each financial year end. A year end on a month's last day
 * counts as the month's end, so the deadline is the last day of the target month too
 * (6 months after 30 June is 31 December). The planner's input gives the year end.
 *
 * `firstPeriod` dates the filing for the company's first financial year differently: so many
 * months (and days) after the incorporation date (UK first accounts: 21 months after
 * incorporation instead of 9 months after the first accounting reference date). An
 * incorporation on a month's last day counts as the month's end here too. Two optional limits:
 * `onlyIfLongerThanMonths` applies it only to a first year longer than that many months (one
 * ending on or after the day so many months after incorporation; a shorter first year takes
 * the ordinary rule), and `notBeforeMonthsAfterYearEnd` keeps it no earlier than so many months
 * after the first year end (UK: 21 months after incorporation for a first period over 12 months,
 * or 3 months after its end if that is later).
 */
const afterYearEndRule = z
  .object({
    kind: z.literal('afterYearEnd'),
    months: z.number().int().min(0).max(24),
    days: z.number().int().min(0).max(366).optional(),
    firstPeriod: z
      .object({
        monthsAfterIncorporation: z.number().int().min(0).max(36),
        days: z.number().int().min(0).max(366).optional(),
        onlyIfLongerThanMonths: z.number().int().min(1).max(24).optional(),
        notBeforeMonthsAfterYearEnd: z.number().int().min(0).max(24).optional(),
      })
      .strict()
      .optional(),
  })
  .strict()

/**
 * The same day every calendar year, for the year before: the first one falls in the year after
 * incorporation (Delaware LLC annual tax on 1 June; US Form 5472 with a pro forma 1120 on
 * 15 April for a calendar-year foreign-owned single-member LLC). `fromIncorporationYear: true`
 * also counts the incorporation year itself when the day is after the incorporation date.
 */
const fixedDateRule = z
  .object({
    kind: z.literal('fixedDate'),
    month,
    day,
    fromIncorporationYear: z.boolean().optional(),
  })
  .strict()
  .refine((rule) => monthDaySchema.safeParse({ month: rule.month, day: rule.day }).success, { message: 'this month has no such day', path: ['day'] })

/** The first day of the incorporation month, every year from the year after incorporation on (Wyoming annual report). */
const firstDayOfAnniversaryMonthRule = z.object({ kind: z.literal('firstDayOfAnniversaryMonth') }).strict()

/**
 * A day that depends on the half of the year the company was incorporated in, every year from
 * the year after incorporation on (BVI annual fee: incorporated 1 January to 30 June, by
 * 31 May; 1 July to 31 December, by 30 November).
 */
const byIncorporationHalfRule = z
  .object({
    kind: z.literal('byIncorporationHalf'),
    firstHalf: monthDaySchema,
    secondHalf: monthDaySchema,
  })
  .strict()

/** When a yearly obligation falls due. */
export const dateRuleSchema = z.discriminatedUnion('kind', [anniversaryRule, afterYearEndRule, fixedDateRule, firstDayOfAnniversaryMonthRule, byIncorporationHalfRule])

export type DateRule = z.output<typeof dateRuleSchema>
export type DateRuleKind = DateRule['kind']

/**
 * What happens to a deadline on a Saturday or Sunday: `none` keeps it (the default: most
 * registries want the filing before the day), `nextBusinessDay` moves it to the Monday.
 * Public holidays are not known to the planner.
 */
export const weekendRuleSchema = z.enum(['none', 'nextBusinessDay'])
export type WeekendRule = z.output<typeof weekendRuleSchema>

/** A fee in the currency it is charged in (ISO 4217 code). */
export const feeSchema = z
  .object({
    amount: z.number().nonnegative(),
    currency: z.string().regex(/^[A-Z]{3}$/, 'expected a three-letter currency code'),
  })
  .strict()

export type Fee = z.output<typeof feeSchema>

/** One yearly obligation of a company in one jurisdiction. */
export const obligationSchema = z
  .object({
    /** Lower-case words joined by hyphens, unique within the jurisdiction (`annual-return`). */
    key: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a key of lower-case words joined by hyphens'),
    title: textsSchema,
    rule: dateRuleSchema,
    weekendRule: weekendRuleSchema.default('none'),
    /** Who receives the filing or the payment (Companies Registry, Registrar of Corporate Affairs ...). */
    authority: textsSchema,
    /** The government's fee, when there is one. */
    governmentFee: feeSchema.optional(),
    /** Our price for handling it, in CNY, when we offer it. */
    ourPrice: z.number().nonnegative().optional(),
    note: textsSchema.optional(),
    /** The official page that states the rule. */
    source: z.url({ protocol: /^https?$/ }),
  })
  .strict()

/** An obligation as the planner uses it (the weekend rule filled in). */
export type Obligation = z.output<typeof obligationSchema>
/** An obligation as written in a facts file (the weekend rule may be left out). */
export type ObligationInput = z.input<typeof obligationSchema>

/** A jurisdiction's obligations: each key once. */
export const obligationsSchema = z.array(obligationSchema).superRefine((list, ctx) => {
  const seen = new Set<string>()
  list.forEach((obligation, i) => {
    if (seen.has(obligation.key)) ctx.addIssue({ code: 'custom', path: [i, 'key'], message: `key "${obligation.key}" has an earlier entry` })
    seen.add(obligation.key)
  })
})

/** True when some obligation is dated from the financial year end, so the planner needs one. */
export function needsYearEnd(obligations: readonly Pick<Obligation, 'rule'>[]): boolean {
  return obligations.some((obligation) => obligation.rule.kind === 'afterYearEnd')
}

export type { Texts }
