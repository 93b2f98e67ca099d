import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { sqliteFile } from '@/cms/database'
import { claimDueMail } from '@/services/mail/claims'
import { CLAIM_LEASE_MS, deliverDueMail, enqueueMail, MAX_ATTEMPTS } from '@/services/mail/outbox'
import { smtpTransport } from '@/services/mail/transports'
import type { MailTransport } from '@/services/mail/types'
import { payloadClient } from '@/services/payload'
import { sqlRunner, type SqlRunner } from '@/services/trademarks/sql'

/**
 * Delivery against a real SMTP server (a local sink that counts what it receives) and the
 * real database of the integration run, SQLite or PostgreSQL.
 */

interface Sink {
  url: string
  /** One entry per message received: its envelope recipients and raw text. */
  messages: { to: string[]; raw: string }[]
  /** How many messages reached each recipient. */
  countsByRecipient(): Map<string, number>
  close(): Promise<void>
}

async function startSink(delayMs = 0): Promise<Sink> {
  const messages: Sink['messages'] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') })
        setTimeout(done, delayMs)
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    countsByRecipient() {
      const counts = new Map<string, number>()
      for (const m of messages) for (const to of m.to) counts.set(to, (counts.get(to) ?? 0) + 1)
      return counts
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A second connection to the test database, standing in for another server process. */
async function secondConnection(): Promise<{ sql: SqlRunner; close(): Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg')
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 5 })
    return { sql: sqlRunner({ db: { pool } } as unknown as Payload), close: () => pool.end() }
  }
  const { createClient } = await import('@libsql/client')
  const client = createClient({ url: `file:${sqliteFile()}` })
  await client.execute('PRAGMA busy_timeout = 5000')
  return { sql: sqlRunner({ db: { client } } as unknown as Payload), close: async () => client.close() }
}

async function enqueueMany(payload: Payload, tag: string, n: number): Promise<string[]> {
  const recipients = Array.from({ length: n }, (_, i) => `${tag}-${i}@example.com`)
  // In small groups: quick, without a burst of 200 parallel writes on SQLite.
  for (let i = 0; i < n; i += 20) {
    await Promise.all(recipients.slice(i, i + 20).map((to) => enqueueMail(payload, { to, subject: `Outbox test ${tag}`, text: `Mail for ${to}` }, `mail-test:${tag}`)))
  }
  return recipients
}

async function rowsOf(payload: Payload, tag: string) {
  return (await payload.find({ collection: 'mail-outbox', where: { source: { equals: `mail-test:${tag}` } }, pagination: false, depth: 0, overrideAccess: true })).docs
}

const dialect = process.env.DATABASE_URL ? 'postgres' : 'sqlite'
let payload: Payload
let sink: Sink
let transport: MailTransport

beforeAll(async () => {
  payload = await payloadClient()
})

// Other test files leave queued mail in this database; deliver it to nowhere first, so each
// test sees only its own rows.
beforeEach(async () => {
  await deliverDueMail(payload, { name: 'drain', send: async () => {} }, new Date(Date.now() + 365 * 86_400_000))
})

afterEach(async () => {
  transport?.close?.()
  await sink?.close()
})

describe(`mail delivery (${dialect})`, () => {
  it('delivers 200 queued mails through SMTP within a minute, each exactly once', async () => {
    sink = await startSink()
    transport = smtpTransport(sink.url, 'site@example.com')
    const tag = `load${Date.now()}`
    const recipients = await enqueueMany(payload, tag, 200)

    const started = performance.now()
    const result = await deliverDueMail(payload, transport)
    const elapsed = performance.now() - started
    console.log(`[mail test] ${dialect}: 200 mails delivered in ${Math.round(elapsed)} ms`)

    expect(result).toEqual({ sent: 200, failed: 0 })
    expect(elapsed).toBeLessThan(60_000)
    const counts = sink.countsByRecipient()
    expect(recipients.filter((to) => counts.get(to) !== 1)).toEqual([])
    expect(sink.messages).toHaveLength(200)
    const rows = await rowsOf(payload, tag)
    expect(rows).toHaveLength(200)
    expect(rows.filter((r) => r.status !== 'sent' || r.attempts !== 1 || r.claimToken || r.lockedUntil)).toEqual([])
  })

  it('two delivery runs at once (two processes) share the queue: every mail once', async () => {
    // A little delay per message keeps both runs busy at the same time.
    sink = await startSink(5)
    transport = smtpTransport(sink.url, 'site@example.com')
    const other = await secondConnection()
    try {
      const tag = `race${Date.now()}`
      const recipients = await enqueueMany(payload, tag, 120)
      const [a, b] = await Promise.all([
        deliverDueMail(payload, transport, undefined, { claimToken: 'process-a' }),
        deliverDueMail(payload, transport, undefined, { claimToken: 'process-b', sql: other.sql }),
      ])
      console.log(`[mail test] ${dialect}: run A sent ${a.sent}, run B sent ${b.sent}`)
      expect(a.sent + b.sent).toBe(120)
      expect(a.sent).toBeGreaterThan(0)
      expect(b.sent).toBeGreaterThan(0)
      const counts = sink.countsByRecipient()
      expect(recipients.filter((to) => counts.get(to) !== 1)).toEqual([])
      expect(sink.messages).toHaveLength(120)
      expect((await rowsOf(payload, tag)).filter((r) => r.status !== 'sent')).toEqual([])
    } finally {
      await other.close()
    }
  })

  it('a claim whose process died is sent again once its lease has run out, and only then', async () => {
    const sent: string[] = []
    transport = { name: 'memory', send: async (m) => void sent.push(m.to) }
    const tag = `lease${Date.now()}`
    const [to] = await enqueueMany(payload, tag, 1)
    const sql = sqlRunner(payload)
    const t0 = new Date(Date.now() + 1000)
    // A run claims the row and then dies: nothing marks it sent or failed.
    const claimed = await claimDueMail(sql, { token: 'dead-process', now: t0, leaseMs: CLAIM_LEASE_MS, limit: 50, maxAttempts: MAX_ATTEMPTS })
    expect(claimed.map((c) => c.to)).toContain(to)
    const [held] = await rowsOf(payload, tag)
    expect(held).toMatchObject({ status: 'sending', claimToken: 'dead-process', attempts: 1 })

    // While the lease holds, no other run touches it.
    await deliverDueMail(payload, transport, new Date(t0.getTime() + CLAIM_LEASE_MS - 1000))
    expect(sent).not.toContain(to)

    await deliverDueMail(payload, transport, new Date(t0.getTime() + CLAIM_LEASE_MS))
    expect(sent.filter((s) => s === to)).toHaveLength(1)
    expect((await rowsOf(payload, tag))[0]).toMatchObject({ status: 'sent', attempts: 2, claimToken: null })
  })

  it('a row whose last allowed attempt died with its process is marked failed, not sent', async () => {
    const sent: string[] = []
    transport = { name: 'memory', send: async (m) => void sent.push(m.to) }
    const tag = `exhausted${Date.now()}`
    const [to] = await enqueueMany(payload, tag, 1)
    const [row] = await rowsOf(payload, tag)
    await payload.update({ collection: 'mail-outbox', id: row!.id, data: { attempts: MAX_ATTEMPTS - 1 }, overrideAccess: true })
    const t0 = new Date(Date.now() + 1000)
    await claimDueMail(sqlRunner(payload), { token: 'dead-process', now: t0, leaseMs: CLAIM_LEASE_MS, limit: 50, maxAttempts: MAX_ATTEMPTS })

    await deliverDueMail(payload, transport, new Date(t0.getTime() + CLAIM_LEASE_MS))
    expect(sent).not.toContain(to)
    expect((await rowsOf(payload, tag))[0]).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, claimToken: null })
  })
})

describe(`mail worker (${dialect})`, () => {
  afterEach(async () => {
    const { stopMailWorker } = await import('@/services/mail/worker')
    await stopMailWorker()
  })

  it('a kick from another copy of the worker module (a route bundle) sends a new contact message at once', async () => {
    sink = await startSink()
    transport = smtpTransport(sink.url, 'site@example.com')
    // The copy instrumentation.ts loads starts the worker; its timer is far away, so only a
    // kick can explain a prompt delivery.
    const started = await import('@/services/mail/worker')
    expect(started.startMailWorker(payload, { transport, intervalMs: 3_600_000 })).toBe(true)
    await started.mailDeliveryIdle()

    // The route's copy: a fresh module graph, as a separately bundled route handler has.
    vi.resetModules()
    const routeWorker = await import('@/services/mail/worker')
    expect(routeWorker).not.toBe(started)
    expect(routeWorker.startMailWorker(payload, { transport })).toBe(false)
    const { callGateway } = await import('./helpers')

    const replyTo = `kick-${Date.now()}@example.com`
    const submitted = performance.now()
    const { status } = await callGateway('officialQuery/contactUs', {
      method: 'POST',
      body: { startedAt: Date.now() - 10_000, name: 'Kick Test', email: replyTo, phone: '+86 138 0000 0000', subject: 'Outbox kick test', content: 'Please call me about packaging registration in Germany.' },
      headers: { 'x-forwarded-for': '10.99.0.1' },
    })
    expect(status).toBe(200)
    await vi.waitFor(() => expect(sink.messages.filter((m) => m.raw.includes(replyTo))).toHaveLength(1), { timeout: 10_000, interval: 20 })
    console.log(`[mail test] ${dialect}: contact mail reached SMTP ${Math.round(performance.now() - submitted)} ms after the submission`)
  })
})

afterAll(async () => {
  const { stopMailWorker } = await import('@/services/mail/worker')
  await stopMailWorker()
  // The files after this one share its worker (vitest.config.ts) and, since vi.resetModules()
  // above, import fresh copies of the site's modules, while the Payload instance kept on
  // globalThis still runs the old copies' hooks (the staff login's rate limits, for one).
  // Forgotten here, Payload starts again for the next file, on that file's modules.
  await payload.destroy()
  ;(globalThis as { _payload?: Map<string, unknown> })._payload?.delete('default')
})
