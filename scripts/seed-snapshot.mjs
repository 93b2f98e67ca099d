// A migrated and seeded demo database, kept between the test phases of one checkout.
//
// Seeding runs the whole demo content through the CMS (hooks, localisation, images): about
// half a minute on SQLite and a minute on PostgreSQL, on a 2-core machine. The integration
// tests seed a fresh database first; the browser tests then need the same fresh state for
// their server. The integration setup keeps a copy of the database right after seeding,
// before any test has changed it, and the browser tests start from that copy when it was
// made from the same sources. Any change to the code, content or reference files gives a
// new key, and the copy is made again.
//
// SQLite only. A PostgreSQL copy would be a template database, which may have no other
// session; Payload's PostgreSQL adapter keeps a pooled client checked out after destroy(),
// and ending its pool waits for it forever (seen in CI). There the server seeds as before.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sourceHash } from './lib.mjs'

// Everything the seeded state depends on: the CMS schema, migrations and seed (src), the
// demo content and reference data they load, and the installed packages.
const SEED_INPUTS = ['src', 'content', 'reference', 'package-lock.json']

const SNAPSHOT_ROOT = path.join(os.tmpdir(), 'compliance-sites-seed')

/** The snapshot key of these sources. */
export function snapshotKey() {
  return `sqlite-${sourceHash(SEED_INPUTS).slice(0, 16)}`
}

function snapshotDir(key) {
  return path.join(SNAPSHOT_ROOT, key)
}

/** Keeps a copy of a SQLite database that was just migrated and seeded, and of its media folder; earlier snapshots are removed. */
export async function saveSnapshot({ key, sqliteFile, mediaDir }) {
  const dir = snapshotDir(key)
  fs.rmSync(SNAPSHOT_ROOT, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  if (fs.existsSync(mediaDir)) fs.cpSync(mediaDir, path.join(dir, 'media'), { recursive: true })
  // Write-ahead log mode: pages not yet checkpointed into the file are in its -wal file.
  for (const suffix of ['', '-wal']) if (fs.existsSync(sqliteFile + suffix)) fs.copyFileSync(sqliteFile + suffix, path.join(dir, 'site.db' + suffix))
  fs.writeFileSync(path.join(dir, 'complete'), new Date().toISOString())
}

/**
 * Replaces the SQLite database (and fills the media folder) with the snapshot of these
 * sources. Returns false, changing nothing, when there is none or the tests run on
 * PostgreSQL: the server then seeds as usual.
 */
export async function restoreSnapshot({ key, pgUrl, sqliteFile, mediaDir }) {
  const dir = snapshotDir(key)
  if (pgUrl || !fs.existsSync(path.join(dir, 'complete'))) return false
  fs.mkdirSync(path.dirname(sqliteFile), { recursive: true })
  for (const suffix of ['-wal', '-shm']) fs.rmSync(sqliteFile + suffix, { force: true })
  for (const suffix of ['', '-wal']) if (fs.existsSync(path.join(dir, 'site.db' + suffix))) fs.copyFileSync(path.join(dir, 'site.db' + suffix), sqliteFile + suffix)
  fs.rmSync(mediaDir, { recursive: true, force: true })
  if (fs.existsSync(path.join(dir, 'media'))) fs.cpSync(path.join(dir, 'media'), mediaDir, { recursive: true })
  return true
}
