// `npm start`: build if needed and serve on PORT. The server migrates the database and
// seeds an empty one as it starts (src/instrumentation.ts).
import fs from 'node:fs'
import path from 'node:path'
import { buildIfNeeded, clearPageCache, root, startServer, waitFor } from './lib.mjs'

const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOSTNAME ?? '0.0.0.0'

await buildIfNeeded()

// A new SQLite database (first start, or the file was deleted) is seeded afresh: pages the
// server kept from the old one must not be served.
if (!process.env.DATABASE_URL && !fs.existsSync(path.resolve(root, process.env.SQLITE_FILE ?? 'data/site.db'))) clearPageCache()

const server = startServer({ port, host })
// Forward SIGTERM/SIGINT so the server shuts down gracefully (in-flight requests finish).
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))

const site = `http://localhost:${port}`
await waitFor(`${site}/`)
const email = process.env.SEED_ADMIN_EMAIL ?? 'admin@example.com'
const password = process.env.SEED_ADMIN_PASSWORD ?? 'demo-admin-2026'
console.log(`
  Site:       ${site}/            (other brands: ${site}/mdt/homes, ${site}/cht, http://gl.localhost:${port}/en)
  CMS:        ${site}/admin
  Login:      ${email} / ${password}
  Brand-limited editor (Meridian IP only): editor.mdt@example.com / ${process.env.SEED_EDITOR_PASSWORD ?? 'demo-editor-2026'}
`)
