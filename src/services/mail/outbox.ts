import 'server-only'
import { randomUUID } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import { sqlRunner, type SqlRunner } from '@/services/trademarks/sql'
import { claimDueMail, failAbandoned, markFailed, markSent, type ClaimedMail } from './claims'
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
/** Sends in flight at once per run; the SMTP pool keeps as many connections open. */
export const DELIVERY_CONCURRENCY = 5
/** Rows one sender claims at a time: few, so a claimed row never waits long for its turn. */
const CLAIM_SIZE = 5
/**
 * How long a claim holds a row. It must outlast the sends of one claim (CLAIM_SIZE sends,
 * each bounded by the SMTP timeouts in transports.ts, about two minutes at worst), or a
 * slow run's rows would be taken over and sent twice; when a process dies mid-send its
 * rows wait this long before another run retries them.
 */
export const CLAIM_LEASE_MS = 15 * 60_000

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

export interface DeliveryOptions {
  /** Identifies this run's claims; a fresh one per run unless a test names it. */
  claimToken?: string
  concurrency?: number
  /** Another connection to the same database (tests stand in for a second process with it). */
  sql?: SqlRunner
}

/**
 * Sends everything that is due, not just one batch: DELIVERY_CONCURRENCY senders each
 * claim a few rows, send them, record each outcome, and claim again until nothing due is
 * left. `now` pins the clock (tests of back-off); without it each claim reads the time,
 * so mail queued while the run is going is picked up by the same run.
 */
export async function deliverDueMail(payload: Payload, transport: MailTransport, now?: Date, options: DeliveryOptions = {}): Promise<DeliveryResult> {
  const sql = options.sql ?? sqlRunner(payload)
  const token = options.claimToken ?? randomUUID()
  const clock = () => now ?? new Date()
  const result: DeliveryResult = { sent: 0, failed: 0 }
  await failAbandoned(sql, clock(), MAX_ATTEMPTS)

  const deliver = async (row: ClaimedMail) => {
    try {
      await transport.send({ to: row.to, subject: row.subject, text: row.text, replyTo: row.replyTo ?? undefined })
    } catch (error) {
      const giveUp = row.attempts >= MAX_ATTEMPTS
      const at = clock()
      await markFailed(sql, row.id, token, at, {
        status: giveUp ? 'failed' : 'pending',
        nextAttemptAt: new Date(at.getTime() + nextAttemptDelayMs(row.attempts)),
        lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
      })
      result.failed++
      return
    }
    await markSent(sql, row.id, token, clock())
    result.sent++
  }

  const sender = async () => {
    for (;;) {
      const rows = await claimDueMail(sql, { token, now: clock(), leaseMs: CLAIM_LEASE_MS, limit: CLAIM_SIZE, maxAttempts: MAX_ATTEMPTS })
      if (rows.length === 0) return
      for (const row of rows) await deliver(row)
    }
  }
  // A sender that meets a database error stops; the others finish their work first, and
  // the rows it held become due again when their lease runs out.
  const outcomes = await Promise.allSettled(Array.from({ length: options.concurrency ?? DELIVERY_CONCURRENCY }, sender))
  const broken = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected')
  if (broken) throw broken.reason
  return result
}
