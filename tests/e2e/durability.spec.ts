import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { expect, test } from '@playwright/test'
import pg from 'pg'
import { freePort, startSiteServer, stopSiteServer, waitUntilUp, type SiteServer } from './server-process'

// Read, not imported: Playwright loads specs as Node ESM, which wants an import attribute for JSON.
const COMPLETE_ANSWERS = JSON.parse(fs.readFileSync(new URL('../fixtures/complete-answers.json', import.meta.url), 'utf8')) as { questionId: string; answer: string }[]

/**
 * Durability: the server is killed with SIGKILL while contact messages and questionnaire
 * saves are being answered. After a restart on the same database, the database must be
 * sound and every write the server acknowledged (HTTP 2xx, envelope code 0) must be in
 * it. Writes that were in flight at the kill may or may not be there; none of them was
 * promised to anyone.
 *
 * No browser: Node's fetch against a server of the test's own (the shared e2e server must
 * not be killed), on a fresh SQLite file, or on a PostgreSQL database created for the run
 * when `npm test` runs on PostgreSQL (E2E_DATABASE_URL).
 */

// The kill comes once TARGET_ACKS writes are acknowledged (at least MIN_LOAD_MS after the
// first), or after MAX_LOAD_MS on a machine too busy to get there, so the test keeps its
// time and still kills a server in the middle of writing.
const TARGET_ACKS = 150
const MIN_LOAD_MS = 2000
const MAX_LOAD_MS = 15_000
const CONCURRENCY = 12
const START_MS = 60_000
// Answered by Payload once the server runs; the site's pages would need the demo content.
const PROBE = '/api/users/me'

// A complete questionnaire (the same answers as the integration tests), so each save
// runs the rule engine and prices its obligations as a visitor's would.
const ANSWERS = COMPLETE_ANSWERS

interface Acknowledged {
  contacts: { subject: string; id: number | string }[]
  reports: string[]
}

interface Findings {
  integrity: string
  contactsFound: number
  reportsFound: number
  storedInRun: number
}

/** The database the killed server writes to, and how to inspect it afterwards. */
interface Store {
  label: string
  env: Record<string, string>
  inspect(run: string, acked: Acknowledged): Promise<Findings>
  dispose(): Promise<void>
}

function sqliteStore(): Store {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-durability-'))
  const file = path.join(dir, 'durability.db')
  return {
    label: 'SQLite (WAL)',
    env: { DATABASE_URL: '', SQLITE_FILE: file, MEDIA_DIR: path.join(dir, 'media') },
    async inspect(run, acked) {
      const db = createClient({ url: `file:${file}` })
      try {
        await db.execute('PRAGMA busy_timeout = 5000') // the restarted server may be writing
        const integrity = (await db.execute('PRAGMA integrity_check')).rows.map((r) => String(r[0])).join('; ')
        const subjects = new Set((await db.execute({ sql: 'SELECT subject FROM contact_messages WHERE channel_no = ?', args: [run] })).rows.map((r) => String(r[0])))
        const reports = new Set((await db.execute({ sql: 'SELECT report_id FROM survey_reports WHERE channel_no = ?', args: [run] })).rows.map((r) => String(r[0])))
        return {
          integrity,
          contactsFound: acked.contacts.filter((c) => subjects.has(c.subject)).length,
          reportsFound: acked.reports.filter((id) => reports.has(id)).length,
          storedInRun: subjects.size + reports.size,
        }
      } finally {
        db.close()
      }
    },
    async dispose() {
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** A database of its own on the e2e PostgreSQL server, so the shared e2e database is untouched. */
async function postgresStore(adminUrl: string): Promise<Store> {
  const name = `durability_${crypto.randomBytes(4).toString('hex')}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await admin(`CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-durability-'))
  return {
    label: `PostgreSQL (database ${name})`,
    env: { DATABASE_URL: url.toString(), MEDIA_DIR: path.join(dir, 'media') },
    async inspect(run, acked) {
      const db = new pg.Client({ connectionString: url.toString() })
      await db.connect()
      try {
        const subjects = new Set((await db.query('SELECT subject FROM contact_messages WHERE channel_no = $1', [run])).rows.map((r) => String(r.subject)))
        const reports = new Set((await db.query('SELECT report_id FROM survey_reports WHERE channel_no = $1', [run])).rows.map((r) => String(r.report_id)))
        return {
          integrity: await checkPostgresIndexes(db),
          contactsFound: acked.contacts.filter((c) => subjects.has(c.subject)).length,
          reportsFound: acked.reports.filter((id) => reports.has(id)).length,
          storedInRun: subjects.size + reports.size,
        }
      } finally {
        await db.end()
      }
    },
    async dispose() {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * PostgreSQL has no integrity pragma. Whole-table counts read every row; amcheck, when the
 * server offers it, verifies that every B-tree index of the two tables (primary keys
 * included) is well formed and holds every row of its table.
 */
async function checkPostgresIndexes(db: pg.Client): Promise<string> {
  for (const table of ['contact_messages', 'survey_reports']) await db.query(`SELECT count(*) FROM ${table}`)
  try {
    await db.query('CREATE EXTENSION IF NOT EXISTS amcheck')
  } catch (error) {
    console.log(`[durability] amcheck is not available (${(error as Error).message}); index verification skipped`)
    return 'ok (tables read; indexes not verified)'
  }
  const { rows } = await db.query(`
    SELECT c.relname AS index, bt_index_check(c.oid, true) IS NULL AS checked
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
    WHERE i.indrelid IN ('contact_messages'::regclass, 'survey_reports'::regclass) AND am.amname = 'btree'`)
  return `ok (tables read; ${rows.length} B-tree indexes verified by amcheck)`
}

/**
 * The one record the two calls need: the brand a contact message is filed under (and
 * mailed to). The demo seed would write it too, but seeding every brand takes minutes on
 * a busy machine; the questionnaire save works without rules and prices (a report with
 * no obligations is still a row written the same way).
 */
async function createBrand(url: string): Promise<void> {
  const json = { 'content-type': 'application/json' }
  const registered = await fetch(`${url}/api/users/first-register`, { method: 'POST', headers: json, body: JSON.stringify({ email: 'durability@example.com', password: crypto.randomBytes(12).toString('hex'), role: 'admin' }) })
  const { token } = (await registered.json()) as { token?: string }
  expect(token, 'first administrator registered').toBeTruthy()
  const brand = { key: 'lz', platformCode: '15', name: '北辰合规', siteTitle: '跨境电商合规服务', defaultLocale: 'cn', publishedLocales: ['cn'], email: 'service@northstar.example' }
  const created = await fetch(`${url}/api/brands?locale=cn`, { method: 'POST', headers: { ...json, authorization: `JWT ${token}` }, body: JSON.stringify(brand) })
  expect(created.status, 'brand record created').toBe(201)
}

/** One write, as the browser forms send it; resolves to what the server acknowledged, if anything. */
type Outcome = { kind: 'contact'; subject: string; id: number | string } | { kind: 'report'; reportId: string } | { kind: 'refused'; status: number } | { kind: 'no answer' }

async function send(url: string, run: string, n: number, kind: 'contact' | 'report'): Promise<Outcome> {
  // Each request from its own address (the proxy hop the server trusts passes it on), so
  // the per-address limits of a real visitor never decide what is acknowledged.
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${(n >> 8) & 255}.${n & 255}`, cookie: `channelNo=${run}` }
  const subject = `${run} message ${n}`
  const body =
    kind === 'contact'
      ? { name: 'Durability', email: 'durability@example.com', subject, content: `Message ${n} of a run that kills the server mid-write.`, page: '/contactUs', startedAt: Date.now() - 10_000 }
      : { answerList: ANSWERS, source: 1 }
  try {
    const res = await fetch(`${url}/gateway/${kind === 'contact' ? 'officialQuery/contactUs' : 'vat/mcSurveyReport/save'}`, { method: 'POST', headers, body: JSON.stringify(body) })
    const json = (await res.json()) as { code?: number; data?: { id?: number | string; reportId?: string } }
    if (!res.ok || json.code !== 0) return { kind: 'refused', status: res.status }
    if (kind === 'contact' && json.data?.id !== undefined) return { kind: 'contact', subject, id: json.data.id }
    if (kind === 'report' && /^[0-9a-f]{32}$/.test(json.data?.reportId ?? '')) return { kind: 'report', reportId: json.data!.reportId! }
    return { kind: 'refused', status: res.status }
  } catch {
    return { kind: 'no answer' } // the connection died with the server
  }
}

/** Keeps CONCURRENCY writes in flight until `stop` says so; collects what was acknowledged. */
function load(url: string, run: string) {
  const acked: Acknowledged = { contacts: [], reports: [] }
  const counts = { sent: 0, refused: 0, unanswered: 0, inFlight: 0 }
  let stopped = false
  let firstAck: () => void
  const firstAcknowledged = new Promise<void>((resolve) => (firstAck = resolve))
  const worker = async () => {
    while (!stopped) {
      const n = ++counts.sent
      counts.inFlight++
      const outcome = await send(url, run, n, n % 2 ? 'contact' : 'report')
      counts.inFlight--
      if (outcome.kind === 'contact') acked.contacts.push({ subject: outcome.subject, id: outcome.id })
      else if (outcome.kind === 'report') acked.reports.push(outcome.reportId)
      else if (outcome.kind === 'refused') counts.refused++
      else counts.unanswered++
      if (outcome.kind === 'contact' || outcome.kind === 'report') firstAck()
    }
  }
  const workers = Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return { acked, counts, firstAcknowledged, stop: () => ((stopped = true), workers) }
}

test('every acknowledged contact message and questionnaire save survives a SIGKILL of the server', async () => {
  test.setTimeout(150_000)
  const adminUrl = process.env.E2E_DATABASE_URL
  const store = adminUrl ? await postgresStore(adminUrl) : sqliteStore()
  const run = `dur-${crypto.randomBytes(4).toString('hex')}`
  // TRUST_PROXY=1: the loopback peer is the one proxy hop, so X-Forwarded-For names the client.
  const env = { ...store.env, PAYLOAD_SECRET: 'durability-test-secret', TRUST_PROXY: '1', SEED_DEMO: '0' }
  const servers: SiteServer[] = []
  const started = Date.now()
  try {
    const first = startSiteServer({ port: await freePort(), env })
    servers.push(first)
    await waitUntilUp(first, START_MS, PROBE)
    await createBrand(first.url)
    const ready = Date.now()

    const traffic = load(first.url, run)
    await Promise.race([traffic.firstAcknowledged, new Promise((r) => setTimeout(r, 20_000))])
    const loadStart = Date.now()
    const ackCount = () => traffic.acked.contacts.length + traffic.acked.reports.length
    while (Date.now() - loadStart < MAX_LOAD_MS && (ackCount() < TARGET_ACKS || Date.now() - loadStart < MIN_LOAD_MS)) await new Promise((r) => setTimeout(r, 20))
    const loadMs = Date.now() - loadStart
    const inFlightAtKill = traffic.counts.inFlight
    // No new writes from here; those in flight meet the kill.
    const drained = traffic.stop()
    await stopSiteServer(first, 'SIGKILL')
    await drained
    const walBytes = store.env.SQLITE_FILE ? (fs.statSync(`${store.env.SQLITE_FILE}-wal`, { throwIfNoEntry: false })?.size ?? 0) : null

    const second = startSiteServer({ port: await freePort(), env })
    servers.push(second)
    const restartedAt = Date.now()
    await waitUntilUp(second, START_MS, PROBE)
    const restartMs = Date.now() - restartedAt

    const { acked, counts } = traffic
    // The restarted server itself serves what it acknowledged before it died.
    const lastReport = acked.reports.at(-1)
    if (lastReport) {
      const res = await fetch(`${second.url}/gateway/vat/mcSurveyReport/get?reportId=${lastReport}`)
      expect(((await res.json()) as { code: number }).code, 'the restarted server reads the last acknowledged report').toBe(0)
    }
    const found = await store.inspect(run, acked)
    const ackTotal = acked.contacts.length + acked.reports.length
    const foundTotal = found.contactsFound + found.reportsFound
    console.log(
      [
        `[durability] ${store.label}: first start ${Math.round((ready - started) / 1000)} s, restart ${Math.round(restartMs / 1000)} s`,
        `[durability] sent ${counts.sent}, acknowledged ${ackTotal} (${acked.contacts.length} contact, ${acked.reports.length} questionnaire), refused ${counts.refused}, in flight at the kill (after ${(loadMs / 1000).toFixed(1)} s of load) ${inFlightAtKill}, unanswered ${counts.unanswered}`,
        walBytes === null ? '' : `[durability] write-ahead log left by the killed server: ${walBytes} bytes`,
        `[durability] found after restart ${foundTotal} of ${ackTotal} (stored from this run in all ${found.storedInRun}), lost ${ackTotal - foundTotal}, integrity ${found.integrity}`,
      ]
        .filter(Boolean)
        .join('\n'),
    )

    // Enough writes to mean something, and the server refused none of them before the kill.
    expect(ackTotal, 'acknowledged writes before the kill').toBeGreaterThanOrEqual(20)
    expect(counts.refused, 'writes the server refused under load').toBe(0)
    expect(found.integrity).toMatch(/^ok/)
    expect(found.contactsFound, 'acknowledged contact messages found').toBe(acked.contacts.length)
    expect(found.reportsFound, 'acknowledged questionnaire saves found').toBe(acked.reports.length)
  } finally {
    for (const server of servers) await stopSiteServer(server, 'SIGTERM')
    await store.dispose()
  }
})
