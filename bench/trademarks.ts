// Trademark search latency: p50 and p99 of a fixed mixed query set against the
// register of the configured database (DATABASE_URL for PostgreSQL, else SQLITE_FILE or
// data/site.db). Measures the search service itself (index lookups + scoring), not HTTP.
//
//   npm run trademarks:generate -- --count 1000000 --out /tmp/marks.jsonl
//   SQLITE_FILE=/tmp/bench.db npm run trademarks:import -- /tmp/marks.jsonl
//   SQLITE_FILE=/tmp/bench.db npm run bench:trademarks
//
// The queries come from the same generator (seed 20261121), so they are the same on every
// run and every database: exact, prefix, infix, one-letter typo and pinyin, each with and
// without a class filter.
import fs from 'node:fs'
import path from 'node:path'
import type { SearchQuery } from '../src/services/trademarks/search'

// A referenced timer keeps the event loop alive until the script exits: Payload's start-up
// sometimes waited on nothing but unreferenced timers, and Node then ended the process
// with exit code 13 (unsettled top-level await) before any work was done.
setInterval(() => {}, 60_000)

// Loaded one after another: with static imports the TypeScript loader never settled the
// payload config's module graph next to this file's top-level awaits (exit code 13).
const { getPayload } = await import('payload')
const { default: config } = await import('../src/payload.config')
const { prepareDatabase } = await import('../src/cms/bootstrap')
const { markForms } = await import('../src/services/trademarks/forms')
const { searchMarks } = await import('../src/services/trademarks/search')
const { sqlRunner } = await import('../src/services/trademarks/sql')
const { countMarks } = await import('../src/services/trademarks/store')
const { syntheticMarks } = await import('../src/services/trademarks/synthetic')

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const PER_KIND = 10

type Kind = 'exact' | 'prefix' | 'infix' | 'typo' | 'pinyin'

function querySet(): { kind: Kind; filtered: boolean; query: SearchQuery }[] {
  const latin: string[] = []
  const hanzi: { text: string; classes: number[] }[] = []
  const classesOf = new Map<string, number[]>()
  for (const mark of syntheticMarks(20_000)) {
    classesOf.set(mark.markText, mark.classes)
    if (/^[A-Za-z]{6,}$/.test(mark.markText) && latin.length < PER_KIND * 4) latin.push(mark.markText)
    if (/^[\u4e00-\u9fff]{3,4}$/.test(mark.markText) && hanzi.length < PER_KIND) hanzi.push({ text: mark.markText, classes: mark.classes })
  }
  const take = (from: number) => latin.slice(from * PER_KIND, (from + 1) * PER_KIND)
  const typo = (s: string) => s.slice(0, 3) + (s[3] === 'x' ? 'q' : 'x') + s.slice(4)
  const queries: { kind: Kind; text: string; classes: number[] }[] = [
    ...take(0).map((t) => ({ kind: 'exact' as const, text: t, classes: classesOf.get(t)! })),
    ...take(1).map((t) => ({ kind: 'prefix' as const, text: t.slice(0, 4), classes: classesOf.get(t)! })),
    ...take(2).map((t) => ({ kind: 'infix' as const, text: t.slice(1, 5), classes: classesOf.get(t)! })),
    ...take(3).map((t) => ({ kind: 'typo' as const, text: typo(t), classes: classesOf.get(t)! })),
    ...hanzi.map((h) => ({ kind: 'pinyin' as const, text: markForms(h.text).pinyin, classes: h.classes })),
  ]
  return queries.flatMap((q) => [
    { kind: q.kind, filtered: false, query: { keyword: q.text } },
    { kind: q.kind, filtered: true, query: { keyword: q.text, classes: q.classes.slice(0, 1) } },
  ])
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

const payload = await getPayload({ config })
await prepareDatabase(payload, { seed: false })
const db = sqlRunner(payload)
const marks = await countMarks(db)
const queries = querySet()
console.log(`[bench] ${db.dialect}, ${marks} marks, ${queries.length} queries x ${ROUNDS} rounds (+1 warm-up)`)
for (const q of queries) await searchMarks(db, q.query)

const samples = new Map<string, number[]>()
let hits = 0
for (let round = 0; round < ROUNDS; round++) {
  for (const q of queries) {
    const started = process.hrtime.bigint()
    const result = await searchMarks(db, q.query)
    const ms = Number(process.hrtime.bigint() - started) / 1e6
    hits += result.total
    for (const key of ['all', q.kind, q.filtered ? 'with class filter' : 'no class filter']) samples.set(key, [...(samples.get(key) ?? []), ms])
  }
}
const rows = [...samples].map(([key, values]) => {
  const sorted = values.sort((a, b) => a - b)
  return { set: key, n: sorted.length, p50: +percentile(sorted, 50).toFixed(2), p99: +percentile(sorted, 99).toFixed(2), max: +sorted[sorted.length - 1]!.toFixed(2) }
})
console.table(rows)
const out = path.join(import.meta.dirname, 'results')
fs.mkdirSync(out, { recursive: true })
const file = path.join(out, `trademarks-${db.dialect}-${new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}.json`)
fs.writeFileSync(file, JSON.stringify({ dialect: db.dialect, marks, rounds: ROUNDS, queries: queries.length, averageHits: hits / (ROUNDS * queries.length), results: rows }, null, 2))
console.log(`[bench] results in ${file}`)
process.exit(0)
