import 'server-only'
import { z } from 'zod'
import type { BrandKey } from '@/brands/registry'
import { payloadClient } from '../payload'
import { withTransaction } from '../transaction'

export const visitorEventSchema = z.object({
  event: z.string().trim().min(1).max(64),
  path: z.string().trim().min(1).max(512),
  label: z.string().trim().max(128).optional(),
  channelNo: z.string().regex(/^[\w-]{0,64}$/).optional(),
  occurredAt: z.coerce.date().optional(),
})

export const visitorRecordSchema = z.object({
  events: z.array(visitorEventSchema).min(1).max(20),
})

export type VisitorRecordInput = z.infer<typeof visitorRecordSchema>

/** Stores one batch of analytics events, all or none. */
export async function recordVisitorEvents(brand: BrandKey, distinctId: string | null, input: VisitorRecordInput): Promise<{ recorded: number }> {
  const payload = await payloadClient()
  const now = new Date()
  await withTransaction(payload, async (req) => {
    for (const e of input.events) {
      await payload.create({
        collection: 'visitor-events',
        data: {
          brand,
          event: e.event,
          path: e.path,
          label: e.label,
          channelNo: e.channelNo || undefined,
          distinctId: distinctId?.slice(0, 128) || undefined,
          occurredAt: (e.occurredAt && e.occurredAt <= now ? e.occurredAt : now).toISOString(),
        },
        req,
        overrideAccess: true,
      })
    }
  })
  return { recorded: input.events.length }
}
