import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import type { TestProject } from 'vitest/node'

/**
 * Creates the real database the integration tests share: a fresh SQLite file in a temp
 * folder, or, when TEST_DATABASE_URL is set, an emptied PostgreSQL schema. It is then
 * migrated and seeded with the demo content, exactly as `npm start` does.
 */
/** Migrating and seeding takes well under a minute; five is a hang, not a slow machine. */
const SETUP_LIMIT_MS = 5 * 60_000

/**
 * Payload's PostgreSQL adapter checks out one pooled client when it connects and never
 * gives it back; destroy() ends the idle ones only, and that one socket would keep the
 * test runner's own process open for its ten-second close timeout after the tests.
 */
async function closeDatabase(payload: Payload) {
  const pool = (payload.db as unknown as { pool?: { _clients?: { end(): Promise<void> }[] } }).pool
  const clients = [...(pool?._clients ?? [])]
  await payload.destroy()
  await Promise.all(clients.map((client) => client.end().catch(() => undefined)))
}

export default async function setup(project: TestProject) {
  // While Payload starts, nothing may hold the event loop (a wait on an unreferenced
  // handle): Node then ends the process with code 0 and Vitest reports nothing at all.
  // Seen on PostgreSQL with stdin closed, as in CI. This referenced timer keeps the
  // process alive, and if the start never finishes (once seen: no CPU, no database
  // file after minutes) it ends the run as a failure that says what was still pending,
  // instead of letting CI wait out its whole time limit.
  const watchdog = setTimeout(() => {
    console.error(`[integration setup] the database was not ready after ${SETUP_LIMIT_MS / 1000} s; pending: ${process.getActiveResourcesInfo().join(', ')}`)
    process.exit(1)
  }, SETUP_LIMIT_MS)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-int-'))
  const url = process.env.TEST_DATABASE_URL || null
  const sqliteFile = path.join(dir, 'test.db')
  // The seed's images go here, not to the project's data/media, and are kept with the
  // snapshot of the seeded database.
  const mediaDir = path.join(dir, 'media')
  process.env.MEDIA_DIR = mediaDir
  process.env.PAYLOAD_SECRET = 'integration-test-secret'
  if (url) {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;')
    await client.end()
    process.env.DATABASE_URL = url
  } else {
    delete process.env.DATABASE_URL
    process.env.SQLITE_FILE = sqliteFile
  }
  project.provide('database', { url, sqliteFile, mediaDir })

  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const { prepareDatabase } = await import('@/cms/bootstrap')
  try {
    const payload = await getPayload({ config })
    await prepareDatabase(payload)
    await closeDatabase(payload)
    // The browser tests of this run start their server from this fresh seeded state. A
    // snapshot that cannot be made costs only time: their server then seeds by itself.
    const { snapshotKey, saveSnapshot } = await import('../../scripts/seed-snapshot.mjs')
    await saveSnapshot({ key: snapshotKey(url), pgUrl: url, sqliteFile, mediaDir }).catch((error: Error) => console.warn(`[integration setup] no seeded snapshot kept: ${error.message}`))
  } finally {
    clearTimeout(watchdog)
  }

  return () => fs.rmSync(dir, { recursive: true, force: true })
}
