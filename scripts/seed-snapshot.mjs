// A migrated and seeded demo database, kept between the test phases of one checkout.
//
// Seeding runs the whole demo content through the CMS (hooks, localisation, images): about
// half a minute on SQLite and a minute on PostgreSQL, on a 2-core machine. The integration
// tests seed a fresh database first; the browser tests then need the same fresh state for
// their server. The integration setup keeps a copy of the database right after seeding,
// before any test has changed it, and the browser tests start from that copy when it was
// made from the same sources. Any change to the code, content or reference files gives a
// new key, and the copy is made again.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sourceHash } from './lib.mjs'

// Everything the seeded state depends on: the CMS schema, migrations and seed (src), the
// demo content and reference data they load, and the installed packages.
const SEED_INPUTS = ['src', 'content', 'reference', 'package-lock.json']

const SNAPSHOT_ROOT = path.join(os.tmpdir(), 'compliance-sites-seed')

/** The snapshot key of these sources and this database kind. */
export function snapshotKey(pgUrl) {
  return `${pgUrl ? 'pg' : 'sqlite'}-${sourceHash(SEED_INPUTS).slice(0, 16)}`
}

function snapshotDir(key) {
  return path.join(SNAPSHOT_ROOT, key)
}

/** The PostgreSQL URL of another database on the same server. */
function otherDatabase(pgUrl, name) {
  const url = new URL(pgUrl)
  url.pathname = `/${name}`
  return url.toString()
}

const quote = (name) => `"${name.replace(/"/g, '""')}"`
const databaseName = (pgUrl) => decodeURIComponent(new URL(pgUrl).pathname.slice(1))
const templateName = (key) => `seed_${key.replace(/[^a-z0-9]/g, '_')}`

/**
 * Keeps a copy of a database that was just migrated and seeded, and of its media folder.
 * For PostgreSQL, a template database on the same server (nothing may be connected to the
 * seeded one meanwhile); for SQLite, a copy of the file. Earlier snapshots are removed.
 */
export async function saveSnapshot({ key, pgUrl, sqliteFile, mediaDir }) {
  const dir = snapshotDir(key)
  fs.rmSync(SNAPSHOT_ROOT, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  if (fs.existsSync(mediaDir)) fs.cpSync(mediaDir, path.join(dir, 'media'), { recursive: true })
  if (pgUrl) {
    const { default: pg } = await import('pg')
    const admin = new pg.Client({ connectionString: otherDatabase(pgUrl, 'postgres') })
    await admin.connect()
    try {
      const old = await admin.query("SELECT datname FROM pg_database WHERE datname LIKE 'seed\\_%' AND datistemplate")
      for (const { datname } of old.rows) {
        await admin.query(`ALTER DATABASE ${quote(datname)} WITH is_template false`)
        await admin.query(`DROP DATABASE IF EXISTS ${quote(datname)}`)
      }
      const template = templateName(key)
      await admin.query(`DROP DATABASE IF EXISTS ${quote(template)}`)
      await admin.query(`CREATE DATABASE ${quote(template)} TEMPLATE ${quote(databaseName(pgUrl))}`)
      await admin.query(`ALTER DATABASE ${quote(template)} WITH is_template true`)
    } finally {
      await admin.end()
    }
  } else {
    // Write-ahead log mode: pages not yet checkpointed into the file are in its -wal file.
    for (const suffix of ['', '-wal']) if (fs.existsSync(sqliteFile + suffix)) fs.copyFileSync(sqliteFile + suffix, path.join(dir, 'site.db' + suffix))
  }
  fs.writeFileSync(path.join(dir, 'complete'), new Date().toISOString())
}

/**
 * Replaces the database (and fills the media folder) with the snapshot of these sources.
 * Returns false, changing nothing, when there is none: the server then seeds as usual.
 */
export async function restoreSnapshot({ key, pgUrl, sqliteFile, mediaDir }) {
  const dir = snapshotDir(key)
  if (!fs.existsSync(path.join(dir, 'complete'))) return false
  if (pgUrl) {
    const { default: pg } = await import('pg')
    const admin = new pg.Client({ connectionString: otherDatabase(pgUrl, 'postgres') })
    await admin.connect()
    try {
      const template = templateName(key)
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])
      if (!found.rowCount) return false
      const target = quote(databaseName(pgUrl))
      await admin.query(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`)
      await admin.query(`CREATE DATABASE ${target} TEMPLATE ${quote(template)}`)
    } finally {
      await admin.end()
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
