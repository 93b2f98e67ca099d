import path from 'node:path'
import fs from 'node:fs'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'
import { SQLITE_BUSY_TIMEOUT_MS } from '@/lib/database-settings'
import { getEnv } from '@/lib/env'
import { projectPath } from '@/lib/paths'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'

/**
 * SQLite file under data/ by default; PostgreSQL when DATABASE_URL is a postgres URL.
 * Schema changes only ever arrive as committed migrations (one folder per dialect);
 * `push` is allowed in `next dev` alone, where it saves a migration per edit.
 */
export function isPostgres(url = getEnv().DATABASE_URL): boolean {
  return Boolean(url && /^postgres(ql)?:\/\//.test(url))
}

export function sqliteFile(): string {
  return projectPath(getEnv().SQLITE_FILE)
}

const pushInDevelopment = process.env.NODE_ENV === 'development' && getEnv().PAYLOAD_DB_PUSH

export function databaseAdapter(): DatabaseAdapterObj {
  const migrationRoot = projectPath('src/cms/migrations')
  if (isPostgres()) {
    return postgresAdapter({
      // allowExitOnIdle: a process whose work is done (a script, a test worker) ends without
      // first closing idle connections; a server stays up on its listener regardless.
      pool: { connectionString: getEnv().DATABASE_URL, max: getEnv().DATABASE_POOL_MAX, allowExitOnIdle: true },
      migrationDir: path.join(migrationRoot, 'postgres'),
      prodMigrations: postgresMigrations,
      push: pushInDevelopment,
    })
  }
  const file = sqliteFile()
  fs.mkdirSync(path.dirname(file), { recursive: true })
  return sqliteAdapter({
    client: { url: `file:${file}` },
    // WAL lets readers run while a write commits; the busy timeout makes a writer wait
    // for a lock instead of failing at once when two requests write together.
    wal: true,
    busyTimeout: SQLITE_BUSY_TIMEOUT_MS,
    migrationDir: path.join(migrationRoot, 'sqlite'),
    prodMigrations: sqliteMigrations,
    push: pushInDevelopment,
  })
}
