// `npm run trademarks:generate -- --count N [--seed S] [--out FILE]`: writes N synthetic
// trademarks as JSON Lines (the importer's format) to FILE or standard output.
import fs from 'node:fs'
import { once } from 'node:events'
import { syntheticMarks } from '../src/services/trademarks/synthetic'

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`)
  return at === -1 ? undefined : process.argv[at + 1]
}

const count = Number(option('count') ?? 1000)
const seed = Number(option('seed') ?? 20261121)
if (!Number.isInteger(count) || count < 1 || count > 10_000_000) {
  console.error('--count must be a whole number from 1 to 10000000')
  process.exit(2)
}
if (!Number.isInteger(seed)) {
  console.error('--seed must be a whole number')
  process.exit(2)
}

const out = option('out')
const stream = out ? fs.createWriteStream(out) : process.stdout
let batch: string[] = []
for (const mark of syntheticMarks(count, seed)) {
  batch.push(JSON.stringify(mark))
  if (batch.length === 1000) {
    if (!stream.write(batch.join('\n') + '\n')) await once(stream, 'drain')
    batch = []
  }
}
if (batch.length) stream.write(batch.join('\n') + '\n')
if (out) {
  stream.end()
  await once(stream, 'finish')
  console.error(`[trademarks] wrote ${count} marks (seed ${seed}) to ${out}`)
}
