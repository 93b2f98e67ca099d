import type { Payload, PayloadRequest } from 'payload'
import type { MailMessage, MailTransport } from './types'

/**
 * The mail outbox (collection `mail-outbox`): mail is written as a row first, in the
 * same transaction as whatever it reports on, and delivered afterwards. A failed attempt
 * is retried with growing delays, so a mail outage delays a message but never loses it.
 */

/** Delay before attempt n+1 after n failures: 1 min, 5 min, 30 min, 2 h, then 12 h. */
const BACKOFF_MINUTES = [1, 5, 30, 120, 720]
/** After this many failed attempts the row is marked failed for staff to look at. */
export const MAX_ATTEMPTS = 8
const BATCH = 20

export function nextAttemptDelayMs(failures: number): number {
  const minutes = BACKOFF_MINUTES[Math.min(failures, BACKOFF_MINUTES.length) - 1] ?? BACKOFF_MINUTES[0]!
  return minutes * 60_000
}

export async function enqueueMail(payload: Payload, message: MailMessage, source: string, req?: Partial<PayloadRequest>): Promise<number | string> {
  const row = await payload.create({
    collection: 'mail-outbox',
    data: { ...message, status: 'pending', attempts: 0, nextAttemptAt: new Date().toISOString(), source },
    req,
    overrideAccess: true,
  })
  return row.id
}

export interface DeliveryResult {
  sent: number
  failed: number
}

/** Sends every pending row that is due; each row's outcome is recorded on it. */
export async function deliverDueMail(payload: Payload, transport: MailTransport, now = new Date()): Promise<DeliveryResult> {
  const { docs } = await payload.find({
    collection: 'mail-outbox',
    where: { and: [{ status: { equals: 'pending' } }, { nextAttemptAt: { less_than_equal: now.toISOString() } }] },
    sort: 'nextAttemptAt',
    limit: BATCH,
    depth: 0,
    overrideAccess: true,
  })
  const result: DeliveryResult = { sent: 0, failed: 0 }
  for (const row of docs) {
    try {
      await transport.send({ to: row.to, subject: row.subject, text: row.text, replyTo: row.replyTo ?? undefined })
      await payload.update({ collection: 'mail-outbox', id: row.id, data: { status: 'sent', sentAt: now.toISOString(), attempts: row.attempts + 1, lastError: null }, overrideAccess: true })
      result.sent++
    } catch (error) {
      const attempts = row.attempts + 1
      const giveUp = attempts >= MAX_ATTEMPTS
      await payload.update({
        collection: 'mail-outbox',
        id: row.id,
        data: {
          attempts,
          status: giveUp ? 'failed' : 'pending',
          nextAttemptAt: new Date(now.getTime() + nextAttemptDelayMs(attempts)).toISOString(),
          lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
        },
        overrideAccess: true,
      })
      result.failed++
    }
  }
  return result
}
