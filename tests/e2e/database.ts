import { createClient } from '@libsql/client'
import pg from 'pg'

/**
 * Direct access to the database of the server under test, for what a browser cannot do
 * in a test's time: let ten minutes pass, or a day's worth of codes be sent. `npm test`
 * names the database in E2E_DATABASE_URL (PostgreSQL) or E2E_SQLITE_FILE.
 */
async function execute(statement: string, args: (string | number)[]): Promise<void> {
  const url = process.env.E2E_DATABASE_URL
  const file = process.env.E2E_SQLITE_FILE
  if (url) {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    let n = 0
    try {
      await client.query(statement.replace(/\?/g, () => `$${++n}`), args)
    } finally {
      await client.end()
    }
  } else if (file) {
    const client = createClient({ url: `file:${file}` })
    try {
      await client.execute('PRAGMA busy_timeout = 5000') // the server may be writing
      await client.execute({ sql: statement, args })
    } finally {
      client.close()
    }
  } else {
    throw new Error('E2E_DATABASE_URL or E2E_SQLITE_FILE must name the database of the server under test')
  }
}

/** Ten minutes pass for the codes sent to `phone`. */
export async function expireCodes(phone: string): Promise<void> {
  await execute('UPDATE verification_codes SET expires_at = ? WHERE phone = ?', [new Date(Date.now() - 1000).toISOString(), phone])
}

/** `count` codes were sent to `phone` earlier today, from another address, and used. */
export async function recordEarlierCodes(phone: string, count: number): Promise<void> {
  const sentAt = new Date(Date.now() - 5 * 60_000).toISOString()
  for (let i = 0; i < count; i++) {
    await execute(
      'INSERT INTO verification_codes (phone, ip, channel, code_hash, expires_at, attempts, consumed_at, created_at, updated_at) VALUES (?, ?, 0, ?, ?, 0, ?, ?, ?)',
      [phone, '203.0.113.7', '0'.repeat(64), sentAt, sentAt, sentAt, sentAt],
    )
  }
}

/**
 * The minute between two codes for `phone` has passed: its codes were sent two minutes
 * ago. Lets a test reach the next code without waiting out the cooldown.
 */
export async function letCooldownPass(phone: string): Promise<void> {
  const sentAt = new Date(Date.now() - 2 * 60_000).toISOString()
  await execute('UPDATE verification_codes SET created_at = ? WHERE phone = ?', [sentAt, phone])
}
