// Runs in each test worker before any test file imports the Payload config.
import { afterAll, inject } from 'vitest'

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

// Close this worker's database pool so the run ends as soon as the tests do.
afterAll(async () => {
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const payload = await getPayload({ config })
  await payload.destroy()
})
