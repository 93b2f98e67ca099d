import type { Payload } from 'payload'
import { SQLITE_BUSY_TIMEOUT_MS } from '@/lib/database-settings'

/**
 * Plain SQL on whichever database Payload runs on, for the trademark register (which
 * lives beside Payload's schema). Statements are written once with `?` placeholders;
 * PostgreSQL gets them numbered ($1, $2 …).
 *
 * Not marked `import 'server-only'`, nor are the register modules built on it (store,
 * search, importer): the import script and the trademark bench load them with tsx, outside
 * Next, where that marker throws at import.
 */
export type Dialect = 'sqlite' | 'postgres'
type Row = Record<string, unknown>

export interface SqlRunner {
  dialect: Dialect
  all<T = Row>(statement: string, params?: unknown[]): Promise<T[]>
  /** Runs `work` in one transaction on one connection. */
  transaction<T>(work: (tx: SqlRunner) => Promise<T>): Promise<T>
}

interface LibsqlClient {
  execute(q: { sql: string; args: unknown[] }): Promise<{ rows: Row[] }>
  transaction(mode: 'write'): Promise<LibsqlClient & { commit(): Promise<void>; rollback(): Promise<void>; close(): void }>
}
interface PgQueryable {
  query(text: string, values?: unknown[]): Promise<{ rows: Row[] }>
}
interface PgPool extends PgQueryable {
  connect(): Promise<PgQueryable & { release(): void }>
}

export function numberPlaceholders(statement: string): string {
  let n = 0
  return statement.replace(/\?/g, () => `$${++n}`)
}

function sqliteRunner(client: LibsqlClient): SqlRunner {
  return {
    dialect: 'sqlite',
    all: async <T>(statement: string, params: unknown[] = []) => (await client.execute({ sql: statement, args: params })).rows as T[],
    transaction: async (work) => {
      const tx = await client.transaction('write')
      // libsql hands its connection to the transaction and opens a fresh one for everything
      // else, without the busy timeout Payload set on the first: re-apply it, or the next
      // write that meets a lock (any other request's) fails at once with SQLITE_BUSY.
      await client.execute({ sql: `PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`, args: [] })
      try {
        const result = await work(sqliteRunner(tx))
        await tx.commit()
        return result
      } catch (error) {
        await tx.rollback()
        throw error
      } finally {
        tx.close()
      }
    },
  }
}

function postgresRunner(db: PgQueryable, pool?: PgPool): SqlRunner {
  return {
    dialect: 'postgres',
    all: async <T>(statement: string, params: unknown[] = []) => (await db.query(numberPlaceholders(statement), params)).rows as T[],
    transaction: async (work) => {
      if (!pool) return work(postgresRunner(db))
      const connection = await pool.connect()
      try {
        await connection.query('BEGIN')
        const result = await work(postgresRunner(connection))
        await connection.query('COMMIT')
        return result
      } catch (error) {
        await connection.query('ROLLBACK')
        throw error
      } finally {
        connection.release()
      }
    },
  }
}

export function sqlRunner(payload: Payload): SqlRunner {
  const db = payload.db as unknown as { name?: string; client?: LibsqlClient; pool?: PgPool }
  if (db.pool) return postgresRunner(db.pool, db.pool)
  if (db.client) return sqliteRunner(db.client)
  throw new Error(`trademark register: unsupported database adapter ${db.name ?? ''}`)
}
