// `npm test`: every test. Unit and integration tests (Vitest, real database), then the
// end-to-end tests (Playwright in Debian's Chromium) against a production build served
// from a freshly migrated and seeded database. TEST_DATABASE_URL=postgres://... runs the
// database-backed parts on PostgreSQL instead of a temporary SQLite file.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { NODE_OPTIONS_FOR_PAYLOAD, buildIfNeeded, clearPageCache, run, startServer, waitFor } from './lib.mjs'
import { restoreSnapshot, snapshotKey } from './seed-snapshot.mjs'

const pgUrl = process.env.TEST_DATABASE_URL || ''
// `npm run test:e2e -- [playwright arguments]` runs only the browser tests (e.g. one spec file).
const e2eOnly = process.argv[2] === '--e2e'
const playwrightArgs = e2eOnly ? process.argv.slice(3) : []
const port = Number(process.env.E2E_PORT ?? 3100)

async function resetPostgres(url) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;')
  await client.end()
}

const started = Date.now()
let phaseStarted = started
/** Prints how long the phase that just ended took: the suite grows, CI has a budget. */
function phaseDone(name) {
  const now = Date.now()
  console.log(`[test] --- ${name} took ${((now - phaseStarted) / 1000).toFixed(1)} s (total ${((now - started) / 1000).toFixed(1)} s)`)
  phaseStarted = now
}

console.log(`\n[test] database: ${pgUrl ? 'PostgreSQL (TEST_DATABASE_URL)' : 'temporary SQLite file'}\n`)
if (!e2eOnly) {
  await run('npx', ['vitest', 'run'], { env: { NODE_OPTIONS: NODE_OPTIONS_FOR_PAYLOAD } })
  phaseDone('unit + integration tests')
}

await buildIfNeeded()
phaseDone('production build')

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-'))
// Every browser test signs up from the same address; the per-address code caps (20 a day and
// 10 a minute by default, tested in the integration suite) would otherwise decide which
// specs can log in, and in which order they may run.
// Likewise the contact forms' per-address limit: several specs send real messages; the
// security spec checks the limit itself, reading it from E2E_CONTACT_LIMIT.
const CONTACT_LIMIT = '15'
// The language prompt's country comes from this header in the specs that test it (as a
// trusted edge proxy would send it); without it, a loopback visitor is domestic.
const env = { PAYLOAD_SECRET: 'e2e-test-secret', MEDIA_DIR: path.join(tmp, 'media'), SMS_DAILY_CAP_PER_IP: '500', SMS_MINUTE_CAP_PER_IP: '500', CONTACT_MESSAGES_PER_ADDRESS: CONTACT_LIMIT, GEO_COUNTRY_HEADER: 'cf-ipcountry' }
if (pgUrl) {
  await resetPostgres(pgUrl)
  env.DATABASE_URL = pgUrl
} else {
  env.DATABASE_URL = ''
  env.SQLITE_FILE = path.join(tmp, 'e2e.db')
}
// Refuse to test a server that is not ours: a leftover one on the port would answer.
const portTaken = await fetch(`http://localhost:${port}/`).then(() => true, () => false)
if (portTaken) {
  console.error(`[test] port ${port} is already in use; stop that server or set E2E_PORT`)
  process.exit(1)
}

// The integration tests' setup kept the database it had just seeded from these sources:
// starting from that copy spares the server seeding again (else it seeds, as on any start).
const restored = await restoreSnapshot({ key: snapshotKey(pgUrl), pgUrl, sqliteFile: env.SQLITE_FILE, mediaDir: env.MEDIA_DIR })
console.log(restored ? '[test] database: the seeded snapshot of these sources' : '[test] database: seeded by the server as it starts')

// 'localhost', not 127.0.0.1: Next's URL normaliser turns 127.0.0.1 into localhost, and a
// rewrite whose host differs from the bound one is proxied as if it were external.
// A fresh database: no page rendered from an earlier run's may be served.
clearPageCache()
const server = startServer({ port, host: 'localhost', env, stdio: ['ignore', 'inherit', 'inherit'] })
let exitCode = 1
const exitedEarly = new Promise((_, reject) => server.once('exit', (code) => reject(new Error(`the server exited with ${code} before the tests ran`))))
exitedEarly.catch(() => {}) // only the race below cares; the normal stop at the end is expected
try {
  await Promise.race([waitFor(`http://localhost:${port}/`), exitedEarly])
  // The database too: a few tests let time pass there (tests/e2e/database.ts).
  const database = pgUrl ? { E2E_DATABASE_URL: pgUrl } : { E2E_SQLITE_FILE: env.SQLITE_FILE }
  phaseDone('server start')
  await run('npx', ['playwright', 'test', ...playwrightArgs], { env: { E2E_BASE_URL: `http://localhost:${port}`, E2E_SERVER_PID: String(server.pid), E2E_CONTACT_LIMIT: CONTACT_LIMIT, ...database } })
  phaseDone('end-to-end tests')
  exitCode = 0
} catch (error) {
  console.error(`[test] ${error.message}`)
} finally {
  server.kill('SIGTERM')
  fs.rmSync(tmp, { recursive: true, force: true })
}
process.exit(exitCode)
