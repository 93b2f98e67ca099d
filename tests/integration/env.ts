// Runs in each test worker before any test file imports the Payload config.
import { inject } from 'vitest'

const db = inject('database')
process.env.PAYLOAD_SECRET = 'integration-test-secret'
if (db.url) process.env.DATABASE_URL = db.url
else {
  delete process.env.DATABASE_URL
  process.env.SQLITE_FILE = db.sqliteFile
}

declare module 'vitest' {
  export interface ProvidedContext {
    database: { url: string | null; sqliteFile: string }
  }
}
