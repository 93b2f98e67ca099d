import { z } from 'zod'
import { localizeHref } from '@/brands/links'
import { FREQUENCIES } from '@/services/compliance/deadline-rules'
import { complianceOverview, resetCalendarFeed, TrackerRejected, updateChecklistItem, updateReminderSettings } from '@/services/compliance/tracker'
import { CHECKLIST_STATUSES } from '@/services/compliance/tracker-types'
import { payloadClient } from '@/services/payload'
import { consume } from '@/services/rate-limit'
import { requireMerchant } from '../auth'
import type { GatewayContext } from '../context'
import { CODES, GatewayFailure } from '../envelope'
import { gatewayMessage } from '../messages'
import { route, type RouteTable } from '../router'

// Shapes only; the service checks meaning (the item is in the merchant's report, the date is
// real and not in the future, the frequency is one the item allows) and names the field.
const itemBody = z.object({
  ruleKey: z.string().trim().min(1).max(80),
  jurisdiction: z.string().trim().min(2).max(8),
  status: z.enum(CHECKLIST_STATUSES),
  number: z.string().max(200).optional(),
  startedOn: z.string().max(20).optional(),
  frequency: z.union([z.enum(FREQUENCIES), z.literal('')]).optional(),
})
const reminderBody = z.object({ enabled: z.boolean(), email: z.string().max(254), daysBefore: z.number() })

/** The account pages' base in the caller's language: where the feed address lives. */
const accountBase = (ctx: GatewayContext) => localizeHref('/workbench', ctx.brand.key, ctx.locale)

/** Writes per merchant: a person saves a row at a time; hundreds a minute is a script. */
async function writeGuard(ctx: GatewayContext, merchantId: number) {
  const limit = await consume('compliance-write', String(merchantId), 60, 60)
  if (!limit.allowed) throw new GatewayFailure(429, CODES.TOO_MANY_REQUESTS, gatewayMessage('tooManyRequests', ctx.locale), { retryAfter: limit.retryAfter })
}

function refused(error: unknown): never {
  if (error instanceof TrackerRejected) throw new GatewayFailure(400, CODES.BAD_REQUEST, error.message, { field: error.field })
  throw error
}

/** "My compliance" in the account: checklist, deadlines, reminders, calendar feed. */
export const trackerRoutes: RouteTable = {
  'system/compliance/overview': route('GET', undefined, async (_query, ctx) => {
    const merchant = await requireMerchant(ctx)
    return complianceOverview(await payloadClient(), merchant, { locale: ctx.locale, accountBase: accountBase(ctx) })
  }),
  'system/compliance/item': route('POST', itemBody, async (body, ctx) => {
    const merchant = await requireMerchant(ctx)
    await writeGuard(ctx, merchant.id)
    return updateChecklistItem(await payloadClient(), merchant, body, { locale: ctx.locale, accountBase: accountBase(ctx) }).catch(refused)
  }),
  'system/compliance/reminders': route('POST', reminderBody, async (body, ctx) => {
    const merchant = await requireMerchant(ctx)
    await writeGuard(ctx, merchant.id)
    return updateReminderSettings(await payloadClient(), merchant, body, ctx.locale).catch(refused)
  }),
  'system/compliance/calendar/reset': route('POST', undefined, async (_body, ctx) => {
    const merchant = await requireMerchant(ctx)
    await writeGuard(ctx, merchant.id)
    return resetCalendarFeed(await payloadClient(), merchant, accountBase(ctx))
  }),
}
