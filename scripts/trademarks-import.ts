// `npm run trademarks:import -- FILE`: loads a JSON Lines (.jsonl) or CSV (.csv) file of
// trademarks into the register of the configured database (DATABASE_URL, else the SQLite
// file). Bad rows are listed with their line numbers and skipped; running it again with
// the same file changes nothing. Format: src/services/trademarks/records.ts.
import fs from 'node:fs'
import readline from 'node:readline'
import { getPayload } from 'payload'
import config from '../src/payload.config'
import { prepareDatabase } from '../src/cms/bootstrap'
import { formatOf, importMarks } from '../src/services/trademarks/importer'
import { sqlRunner } from '../src/services/trademarks/sql'
import { countMarks } from '../src/services/trademarks/store'

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
