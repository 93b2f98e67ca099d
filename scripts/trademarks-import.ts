// `npm run trademarks:import -- FILE`: loads a JSON Lines (.jsonl) or CSV (.csv) file of
// trademarks into the register of the configured database (DATABASE_URL, else the SQLite
// file). Bad rows are listed with their line numbers and skipped; running it again with
// the same file changes nothing. Format: src/services/trademarks/records.ts.
import fs from 'node:fs'
import readline from 'node:readline'

// A referenced timer keeps the event loop alive until the script exits: Payload's start-up
// sometimes waited on nothing but unreferenced timers, and Node then ended the process
// with exit code 13 (unsettled top-level await) before any work was done.
setInterval(() => {}, 60_000)

// Loaded one after another, as in bench/trademarks.ts: with static imports the TypeScript
// loader sometimes never settled the payload config's module graph next to this file's
// top-level awaits, and the process ended with exit code 13 before importing anything.
const { getPayload } = await import('payload')
const { default: config } = await import('../src/payload.config')
const { prepareDatabase } = await import('../src/cms/bootstrap')
const { formatOf, importMarks } = await import('../src/services/trademarks/importer')
const { sqlRunner } = await import('../src/services/trademarks/sql')
const { countMarks } = await import('../src/services/trademarks/store')

const file = process.argv[2]
if (!file || !fs.existsSync(file)) {
  console.error('usage: npm run trademarks:import -- FILE (.jsonl or .csv)')
  process.exit(2)
}

const payload = await getPayload({ config })
await prepareDatabase(payload, { seed: false })
const db = sqlRunner(payload)
const started = Date.now()
const lines = readline.createInterface({ input: fs.createReadStream(file, 'utf8'), crlfDelay: Infinity })
const report = await importMarks(lines, formatOf(file), db, (written) => {
  if (written % 50_000 === 0) console.error(`[trademarks] ${written} rows written`)
})
for (const r of report.rejected) console.error(`line ${r.line}: ${r.problem}`)
if (report.moreRejected) console.error(`… and ${report.moreRejected} more rejected rows`)
console.log(
  `[trademarks] read ${report.read} rows, wrote ${report.written}, rejected ${report.rejected.length + report.moreRejected} in ${((Date.now() - started) / 1000).toFixed(1)} s; the register holds ${await countMarks(db)} marks`,
)
process.exit(report.rejected.length ? 1 : 0)
