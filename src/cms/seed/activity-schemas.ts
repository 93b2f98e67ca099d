import { z } from 'zod'
import { ANCHOR_PATTERN, LINK_PATTERN } from '@/blocks/shared'
import { ACTIVITY_KEY } from '@/cms/collections/Activities'

/**
 * The activity blocks of a page file (calendar, limited deposit, 618 kill price, order
 * free, low-price kill, full reduction, trademark and patent, rules, lead form), as zod
 * schemas shaped like src/blocks/activity/config.ts. A block names its activity by key
 * (`activity: year3`); the seed turns the key into the id of the brand's activity.
 *
 * The page schema's localized text is passed in rather than imported: schemas.ts puts
 * these blocks into its block union, and an import back would make the two files a cycle.
 * Beyond the CMS's own checks, the offers must make sense to a visitor: an activity price
 * below the usual one, a deposit below the price, tiers that grow.
 */

/** Where an activity button may lead: a site path (an anchor after it is fine) or an http(s) address, as the CMS accepts. */
const link = z.string().regex(LINK_PATTERN, 'expected a site path (/lz/price, /anniversary#lead) or an http(s) address')

/** A price in yuan, as the CMS bounds it. */
const price = z.number().min(0).max(10_000_000)

/** A moment with its offset, e.g. 2027-06-01T10:00:00+08:00 (China time), stored as an ISO text. */
export const moment = z.iso
  .datetime({ offset: true, error: 'expected a date and time with its offset, such as 2027-06-01T10:00:00+08:00' })
  .transform((value) => new Date(value).toISOString())

/** A calendar day, e.g. 2026-11-20: the day in China time, stored as its midnight there. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a day such as 2026-11-20')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00+08:00`)), 'expected a real day')
  .transform((value) => new Date(`${value}T00:00:00+08:00`).toISOString())

/** An activity's key, as the activities collection checks it. */
export const activityKey = z.string().regex(ACTIVITY_KEY, 'expected an activity key: letters, digits, _ and -, at most 40')

const anchor = z.string().regex(ANCHOR_PATTERN, 'expected an anchor: a letter, then letters, digits, - and _ (at most 64)')

export function activityBlockSchemas<T extends z.ZodType<{ cn: string; en: string }>>(localizedText: T) {
  const common = { heading: localizedText.optional(), intro: localizedText.optional(), activity: activityKey.optional(), anchor: anchor.optional() }
  const offer = {
    name: localizedText,
    note: localizedText.optional(),
    price,
    originalPrice: price.optional(),
    quantity: z.number().int().min(0).max(100_000).optional(),
    link: link.optional(),
  }
  /** The offer costs less than usual (a usual price is optional; when given, it is the higher one). */
  const cheaper = (item: { price: number; originalPrice?: number }) => item.originalPrice === undefined || item.originalPrice > item.price
  const cheaperIssue = { path: ['originalPrice'], message: 'the usual price must be higher than the offer price' }
  const offerItem = z.object(offer).strict().refine(cheaper, cheaperIssue)
  const items = <I extends z.ZodType>(item: I) => z.array(item).min(1, 'expected at least one offer')

  const calendar = z
    .object({
      blockType: z.literal('activityCalendar'),
      ...common,
      days: z.array(z.object({ date: day, title: localizedText, text: localizedText.optional(), link: link.optional() }).strict()).min(1),
    })
    .strict()
    .refine((b) => b.days.every((d, i) => i === 0 || d.date > b.days[i - 1]!.date), { path: ['days'], message: 'days must be in order, each once' })

  const limitedDeposit = z
    .object({
      blockType: z.literal('limitedDeposit'),
      ...common,
      items: items(
        z
          .object({ ...offer, deposit: price, deduction: price.optional() })
          .strict()
          .refine(cheaper, cheaperIssue)
          .refine((i) => i.deposit < i.price, { path: ['deposit'], message: 'the deposit must be less than the offer price' })
          .refine((i) => i.deduction === undefined || (i.deduction >= i.deposit && i.deduction <= i.price), {
            path: ['deduction'],
            message: 'what the deposit counts for must be at least the deposit and at most the price',
          }),
      ),
    })
    .strict()

  const killPrice618 = z
    .object({ blockType: z.literal('killPrice618'), ...common, items: items(z.object({ ...offer, sessionAt: moment.optional() }).strict().refine(cheaper, cheaperIssue)) })
    .strict()

  const orderFree = z
    .object({
      blockType: z.literal('orderFree'),
      ...common,
      freeOrders: z.number().int().min(1).max(10_000),
      steps: z.array(z.object({ text: localizedText }).strict()).min(1),
      items: items(offerItem),
    })
    .strict()

  const lowPriceKill = z.object({ blockType: z.literal('lowPriceKill'), ...common, items: items(offerItem) }).strict()

  const fullReduction = z
    .object({
      blockType: z.literal('fullReduction'),
      ...common,
      tiers: z
        .array(
          z
            .object({ threshold: price, reduction: price, note: localizedText.optional() })
            .strict()
            .refine((t) => t.reduction > 0 && t.reduction < t.threshold, { path: ['reduction'], message: 'the reduction must be more than 0 and less than its threshold' }),
        )
        .min(1)
        .refine((tiers) => tiers.every((t, i) => i === 0 || (t.threshold > tiers[i - 1]!.threshold && t.reduction > tiers[i - 1]!.reduction)), 'tiers must grow: a higher threshold gives a bigger reduction'),
      link: link.optional(),
    })
    .strict()

  const trademarkPatent = z.object({ blockType: z.literal('trademarkPatent'), ...common, items: items(offerItem) }).strict()

  const activityRule = z.object({ blockType: z.literal('activityRule'), ...common, rules: z.array(z.object({ text: localizedText }).strict()).min(1) }).strict()

  const leadForm = z.object({ blockType: z.literal('leadForm'), ...common, submitLabel: localizedText.optional(), successText: localizedText.optional() }).strict()

  return [calendar, limitedDeposit, killPrice618, orderFree, lowPriceKill, fullReduction, trademarkPatent, activityRule, leadForm] as const
}

/** The block types above: the blocks whose `activity` the seed resolves. */
export const ACTIVITY_BLOCK_TYPES = ['activityCalendar', 'limitedDeposit', 'killPrice618', 'orderFree', 'lowPriceKill', 'fullReduction', 'trademarkPatent', 'activityRule', 'leadForm'] as const
