import type { Migration, Payload } from 'payload'
import { isPostgres } from './database'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'

/**
 * Brings a database to the current schema and, when it holds no brand yet, writes the
 * demo content. Safe to run on every start: applied migrations are skipped and the seed
 * runs only on an empty database.
 */
export async function prepareDatabase(payload: Payload, { seed = true } = {}): Promise<{ seeded: boolean }> {
  // Generated migrations type their arguments per dialect; the adapter's list is generic.
  const migrations = (isPostgres() ? postgresMigrations : sqliteMigrations) as unknown as Migration[]
  await payload.db.migrate({ migrations })
  if (!seed) return { seeded: false }
  const { totalDocs } = await payload.count({ collection: 'brands' })
  if (totalDocs > 0) return { seeded: false }
  // The seed and its content files are loaded only here: a server starting on a database
  // that already has content never reads them.
  const { seedDemoContent } = await import('./seed')
  await seedDemoContent(payload)
  return { seeded: true }
}
