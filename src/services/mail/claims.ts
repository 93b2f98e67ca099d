import 'server-only'
import type { SqlRunner } from '@/services/trademarks/sql'

/**
 * The outbox rows a delivery run holds while it sends them. Claiming is one UPDATE that
 * marks due rows `sending` with the run's token and a lease and answers them (RETURNING),
 * so the choice of rows and the mark are a single atomic step: on PostgreSQL the inner
 * SELECT locks its rows and skips those another process is claiming (FOR UPDATE SKIP
 * LOCKED); SQLite takes its one write lock for the whole statement. Two runs, in one
 * process or in several, therefore never hold the same row. Payload's own update API
 * cannot say "only the rows nobody else took" in one statement, hence plain SQL here.
 *
 * A run finishes each row under its token; a row whose run died mid-send stays `sending`
 * until its lease runs out and is then due again (the attempt it used counts).
 */
export interface ClaimedMail {
  id: number
  to: string
  replyTo: string | null
  subject: string
  text: string
  /** Attempts including this one. */
  attempts: number
}

interface ClaimedRow {
  id: number | string
  to: string
  reply_to: string | null
  subject: string
  text: string
  attempts: number | string
}

/** Pending rows whose time has come, and rows of a run whose lease ran out with attempts left. */
const DUE = `((status = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= ?))
  OR (status = 'sending' AND locked_until <= ? AND attempts < ?))`

export interface ClaimRequest {
  token: string
  now: Date
  leaseMs: number
  limit: number
  maxAttempts: number
}

export async function claimDueMail(sql: SqlRunner, r: ClaimRequest): Promise<ClaimedMail[]> {
  const now = r.now.toISOString()
  const lockRows = sql.dialect === 'postgres' ? 'FOR UPDATE SKIP LOCKED' : ''
  const rows = await sql.all<ClaimedRow>(
    `UPDATE mail_outbox
        SET status = 'sending', claim_token = ?, locked_until = ?, attempts = attempts + 1, updated_at = ?
      WHERE id IN (SELECT id FROM mail_outbox WHERE ${DUE} ORDER BY next_attempt_at, id LIMIT ? ${lockRows})
      RETURNING id, "to", reply_to, subject, "text", attempts`,
    [r.token, new Date(r.now.getTime() + r.leaseMs).toISOString(), now, now, now, r.maxAttempts, r.limit],
  )
  return rows
    .map((row) => ({ id: Number(row.id), to: row.to, replyTo: row.reply_to, subject: row.subject, text: row.text, attempts: Number(row.attempts) }))
    .sort((a, b) => a.id - b.id)
}

/** Records a delivered row; a run that lost its claim (lease ran out, row taken over) changes nothing. */
export async function markSent(sql: SqlRunner, id: number, token: string, now: Date): Promise<void> {
  await sql.all(
    `UPDATE mail_outbox SET status = 'sent', sent_at = ?, last_error = NULL, claim_token = NULL, locked_until = NULL, updated_at = ?
      WHERE id = ? AND claim_token = ?`,
    [now.toISOString(), now.toISOString(), id, token],
  )
}

export interface FailedAttempt {
  status: 'pending' | 'failed'
  nextAttemptAt: Date
  lastError: string
}

export async function markFailed(sql: SqlRunner, id: number, token: string, now: Date, f: FailedAttempt): Promise<void> {
  await sql.all(
    `UPDATE mail_outbox SET status = ?, next_attempt_at = ?, last_error = ?, claim_token = NULL, locked_until = NULL, updated_at = ?
      WHERE id = ? AND claim_token = ?`,
    [f.status, f.nextAttemptAt.toISOString(), f.lastError, now.toISOString(), id, token],
  )
}

/** Rows whose run died on their last allowed attempt: failed, for staff to look at. */
export async function failAbandoned(sql: SqlRunner, now: Date, maxAttempts: number): Promise<void> {
  await sql.all(
    `UPDATE mail_outbox SET status = 'failed', claim_token = NULL, locked_until = NULL, updated_at = ?,
        last_error = 'the delivery run stopped before this attempt finished'
      WHERE status = 'sending' AND locked_until <= ? AND attempts >= ?`,
    [now.toISOString(), now.toISOString(), maxAttempts],
  )
}
