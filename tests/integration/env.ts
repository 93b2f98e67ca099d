// Runs before each test file (in the one integration worker, whose modules and Payload instance
// the files share), before any of them imports the Payload config.
import { inject } from 'vitest'

const db = inject('database')
process.env.PAYLOAD_SECRET = 'integration-test-secret'
process.env.MEDIA_DIR = db.mediaDir
if (db.url) process.env.DATABASE_URL = db.url
else {
  delete process.env.DATABASE_URL
  process.env.SQLITE_FILE = db.sqliteFile
}

declare module 'vitest' {
  export interface ProvidedContext {
    database: { url: string | null; sqliteFile: string; mediaDir: string }
  }
}

// No Payload shutdown here: the next file uses the same instance, and Vitest ends the
// worker (and its connections) after the last file.
