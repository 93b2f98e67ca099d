// A migrated and seeded demo database, kept between the test phases of one checkout.
//
// Seeding runs the whole demo content through the CMS (hooks, localisation, images): about
// half a minute on SQLite and a minute on PostgreSQL, on a 2-core machine. The integration
// tests seed a fresh database first; the browser tests then need the same fresh state for
// their server. The integration setup keeps a copy of the database right after seeding,
// before any test has changed it, and the browser tests start from that copy when it was
// made from the same sources and the same kind of database. Any change to the code, content
// or reference files gives a new key, and the copy is made again.
//
// SQLite: a copy of the database file. PostgreSQL: a dump made with pg_dump and loaded
// with psql (PostgreSQL's own client tools, installed with its server). A template
// database would be quicker to copy but may have no other session, and Payload's adapter
// keeps a pooled client checked out after destroy(); a dump needs no one to leave.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { sourceHash } from './lib.mjs'

const execFileAsync = promisify(execFile)

// Everything the seeded state depends on: the CMS schema, migrations and seed (src), the
// demo content and reference data they load, and the installed packages.
const SEED_INPUTS = ['src', 'content', 'reference', 'package-lock.json']

const SNAPSHOT_ROOT = path.join(os.tmpdir(), 'compliance-sites-seed')
const PG_DUMP_FILE = 'site.sql'

const kindOf = (pgUrl) => (pgUrl ? 'postgres' : 'sqlite')

/** The snapshot key of these sources on this kind of database. */
export function snapshotKey(pgUrl) {
  return `${kindOf(pgUrl)}-${sourceHash(SEED_INPUTS).slice(0, 16)}`
}

function snapshotDir(key) {
  return path.join(SNAPSHOT_ROOT, key)
}

/** Removes earlier snapshots of this kind of database (another kind's may still be wanted). */
function removeSnapshotsOfKind(pgUrl) {
  if (!fs.existsSync(SNAPSHOT_ROOT)) return
  for (const name of fs.readdirSync(SNAPSHOT_ROOT)) if (name.startsWith(`${kindOf(pgUrl)}-`)) fs.rmSync(path.join(SNAPSHOT_ROOT, name), { recursive: true, force: true })
}

/** Keeps a copy of a database that was just migrated and seeded, and of its media folder. */
export async function saveSnapshot({ key, pgUrl, sqliteFile, mediaDir }) {
  const dir = snapshotDir(key)
  removeSnapshotsOfKind(pgUrl)
  fs.mkdirSync(dir, { recursive: true })
  if (fs.existsSync(mediaDir)) fs.cpSync(mediaDir, path.join(dir, 'media'), { recursive: true })
  if (pgUrl) {
    // Plain SQL of the whole database (the public schema and the extensions in it, such as
    // pg_trgm for the trademark search), without owners or grants.
    await execFileAsync('pg_dump', ['--no-owner', '--no-privileges', '--file', path.join(dir, PG_DUMP_FILE), pgUrl])
  } else {
    // Write-ahead log mode: pages not yet checkpointed into the file are in its -wal file.
    for (const suffix of ['', '-wal']) if (fs.existsSync(sqliteFile + suffix)) fs.copyFileSync(sqliteFile + suffix, path.join(dir, 'site.db' + suffix))
  }
  fs.writeFileSync(path.join(dir, 'complete'), new Date().toISOString())
}

/**
 * Replaces the database (and fills the media folder) with the snapshot of these sources.
 * Returns false when there is none, or it cannot be loaded: the server then seeds as usual.
 * On PostgreSQL the public schema is emptied first, in the same transaction as the load.
 */
export async function restoreSnapshot({ key, pgUrl, sqliteFile, mediaDir }) {
  const dir = snapshotDir(key)
  if (!fs.existsSync(path.join(dir, 'complete'))) return false
  if (pgUrl) {
    try {
      await execFileAsync('psql', ['--quiet', '--no-psqlrc', '-v', 'ON_ERROR_STOP=1', '--single-transaction', '--dbname', pgUrl, '-c', 'DROP SCHEMA IF EXISTS public CASCADE', '-c', 'CREATE SCHEMA public', '-f', path.join(dir, PG_DUMP_FILE)], { maxBuffer: 16 * 1024 * 1024 })
    } catch (error) {
      console.warn(`[seed snapshot] the PostgreSQL dump did not load: ${String(error.stderr || error.message).trim().split('\n')[0]}`)
      return false
    }
  } else {
    fs.mkdirSync(path.dirname(sqliteFile), { recursive: true })
    for (const suffix of ['-wal', '-shm']) fs.rmSync(sqliteFile + suffix, { force: true })
    for (const suffix of ['', '-wal']) if (fs.existsSync(path.join(dir, 'site.db' + suffix))) fs.copyFileSync(path.join(dir, 'site.db' + suffix), sqliteFile + suffix)
  }
  fs.rmSync(mediaDir, { recursive: true, force: true })
  if (fs.existsSync(path.join(dir, 'media'))) fs.cpSync(path.join(dir, 'media'), mediaDir, { recursive: true })
  return true
}
