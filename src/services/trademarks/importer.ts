import { parseCsvLine, parseJsonLine, type ParsedRow, type RejectedRow, type TrademarkRecord } from './records'
import type { SqlRunner } from './sql'
import { upsertMarks } from './store'

export type ImportFormat = 'jsonl' | 'csv'

export interface ImportReport {
  read: number
  written: number
  rejected: RejectedRow[]
  /** Rejections beyond the ones kept in `rejected` (a broken file should not fill memory). */
  moreRejected: number
}

const BATCH = 2000
const KEEP_REJECTED = 200

/** `.csv` is CSV with a header row; anything else (`.jsonl`, `.ndjson`) is JSON Lines. */
export function formatOf(file: string): ImportFormat {
  return /\.csv$/i.test(file) ? 'csv' : 'jsonl'
}

/**
 * Reads a file's lines, checks every row (bad rows are reported with their line number
 * and skipped, the rest still land), and writes valid rows in batches. Idempotent: rows
 * are keyed by registration number.
 */
export async function importMarks(lines: AsyncIterable<string>, format: ImportFormat, db: SqlRunner, onProgress?: (written: number) => void): Promise<ImportReport> {
  const report: ImportReport = { read: 0, written: 0, rejected: [], moreRejected: 0 }
  let header: string[] | null = null
  let batch: TrademarkRecord[] = []
  const flush = async () => {
    if (!batch.length) return
    report.written += (await upsertMarks(db, batch)).written
    batch = []
    onProgress?.(report.written)
  }
  let line = 0
  for await (const raw of lines) {
    line++
    const text = raw.replace(/^\uFEFF/, '').trim()
    if (!text) continue
    if (format === 'csv' && !header) {
      header = text.split(',').map((h) => h.trim())
      continue
    }
    report.read++
    const row: ParsedRow = format === 'csv' ? parseCsvLine(text, header!, line) : parseJsonLine(text, line)
    if (row.ok) batch.push(row.record)
    else if (report.rejected.length < KEEP_REJECTED) report.rejected.push({ line: row.line, problem: row.problem })
    else report.moreRejected++
    if (batch.length >= BATCH) await flush()
  }
  await flush()
  return report
}
