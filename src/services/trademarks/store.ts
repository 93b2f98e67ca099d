import { markForms } from './forms'
import type { TrademarkRecord } from './records'
import type { SqlRunner } from './sql'

/**
 * Writes marks into the register, keyed by registration number: importing the same file
 * twice changes nothing (idempotent); a changed row updates the mark in place. Every
 * mark's matching forms (normalised, compact, pinyin, phonetic key) are computed here,
 * once, so searches only read them.
 */
export interface UpsertResult {
  written: number
}

const COLUMNS = ['registration_number', 'mark_text', 'normalized', 'compact', 'pinyin', 'pinyin_initials', 'phonetic_key', 'office', 'status', 'applicant', 'filing_date', 'registration_date', 'goods', 'classes'] as const
const UPDATES = COLUMNS.filter((c) => c !== 'registration_number')
  .map((c) => `${c} = excluded.${c}`)
  .join(', ')

function rowValues(record: TrademarkRecord, dialect: SqlRunner['dialect']): unknown[] {
  const forms = markForms(record.markText)
  const classes = [...new Set(record.classes)].sort((a, b) => a - b)
  return [
    record.registrationNumber,
    record.markText,
    forms.normalized,
    forms.compact,
    forms.pinyin,
    forms.pinyinInitials,
    forms.phoneticKey,
    record.office,
    record.status,
    record.applicant,
    record.filingDate,
    record.registrationDate ?? null,
    record.goods,
    // SQLite keeps the classes as ",9,25," (the class table serves filters); PostgreSQL as an array.
    dialect === 'postgres' ? classes : `,${classes.join(',')},`,
  ]
}

/** Upserts a batch in one transaction (a few hundred to a few thousand rows per call). */
export async function upsertMarks(db: SqlRunner, records: TrademarkRecord[]): Promise<UpsertResult> {
  if (!records.length) return { written: 0 }
  return db.transaction(async (tx) => {
    const placeholders = `(${COLUMNS.map(() => '?').join(', ')})`
    // Several rows per statement: far fewer round trips on a million-row import.
    const PER_STATEMENT = 100
    for (let i = 0; i < records.length; i += PER_STATEMENT) {
      const chunk = records.slice(i, i + PER_STATEMENT)
      const rows = await tx.all<{ id: number | string; classes: unknown }>(
        `INSERT INTO tm_marks (${COLUMNS.join(', ')}) VALUES ${chunk.map(() => placeholders).join(', ')}
         ON CONFLICT (registration_number) DO UPDATE SET ${UPDATES}
         RETURNING id, classes`,
        chunk.flatMap((r) => rowValues(r, tx.dialect)),
      )
      if (tx.dialect === 'sqlite') await replaceClassRows(tx, rows)
    }
    return { written: records.length }
  })
}

/** SQLite's class index table follows each written mark's classes. */
async function replaceClassRows(tx: SqlRunner, rows: { id: number | string; classes: unknown }[]): Promise<void> {
  if (!rows.length) return
  await tx.all(`DELETE FROM tm_mark_classes WHERE mark_id IN (${rows.map(() => '?').join(', ')})`, rows.map((r) => r.id))
  const pairs = rows.flatMap((r) =>
    String(r.classes)
      .split(',')
      .filter(Boolean)
      .map((c) => [Number(c), r.id]),
  )
  for (let i = 0; i < pairs.length; i += 300) {
    const chunk = pairs.slice(i, i + 300)
    await tx.all(`INSERT INTO tm_mark_classes (class_no, mark_id) VALUES ${chunk.map(() => '(?, ?)').join(', ')}`, chunk.flat())
  }
}

export async function countMarks(db: SqlRunner): Promise<number> {
  const [row] = await db.all<{ n: number | string }>('SELECT COUNT(*) AS n FROM tm_marks')
  return Number(row?.n ?? 0)
}
