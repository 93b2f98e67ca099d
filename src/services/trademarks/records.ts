import { z } from 'zod'

/**
 * One trademark of the register store: what the importer accepts and the
 * generator writes. The documented exchange format is JSON Lines (one object per line)
 * or CSV with a header row of the same field names; `classes` is a list (CSV: numbers
 * joined by `;`). Office codes are those of the trademark service items: 20 US, 21 UK, 99 EU,
 * 23 Japan (application), 24 Japan (registration).
 */
export const OFFICE_CODES = [20, 21, 99, 23, 24] as const
export type OfficeCode = (typeof OFFICE_CODES)[number]

export const MARK_STATUSES = ['registered', 'pending', 'expired', 'refused', 'withdrawn'] as const
export type MarkStatus = (typeof MARK_STATUSES)[number]

/** Nice classes 1–45, and 46: the US special class. */
export const MIN_CLASS = 1
export const MAX_CLASS = 46
export const MAX_MARK_LENGTH = 100

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'not a calendar date')

export const trademarkRecord = z
  .object({
    registrationNumber: z.string().trim().min(1).max(40),
    markText: z.string().trim().min(1).max(MAX_MARK_LENGTH),
    office: z.coerce.number().int().refine((v): v is OfficeCode => (OFFICE_CODES as readonly number[]).includes(v), `office must be one of ${OFFICE_CODES.join(', ')}`),
    classes: z.array(z.coerce.number().int().min(MIN_CLASS).max(MAX_CLASS)).min(1).max(45),
    status: z.enum(MARK_STATUSES),
    applicant: z.string().trim().min(1).max(200),
    filingDate: isoDate,
    registrationDate: isoDate.nullable().optional(),
    goods: z.string().trim().max(2000).default(''),
  })
  .strict()
  .refine((r) => !r.registrationDate || r.registrationDate >= r.filingDate, { message: 'registrationDate is before filingDate', path: ['registrationDate'] })
  .refine((r) => r.status !== 'registered' || !!r.registrationDate, { message: 'a registered mark needs its registrationDate', path: ['registrationDate'] })

export type TrademarkRecord = z.infer<typeof trademarkRecord>

export interface RejectedRow {
  line: number
  problem: string
}

export type ParsedRow = { ok: true; line: number; record: TrademarkRecord } | ({ ok: false } & RejectedRow)

function describe(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || '(row)'}: ${i.message}`)
    .join('; ')
}

/** Checks one row already turned into an object; `line` is its 1-based line in the file. */
export function checkRow(value: unknown, line: number): ParsedRow {
  const parsed = trademarkRecord.safeParse(value)
  return parsed.success ? { ok: true, line, record: parsed.data } : { ok: false, line, problem: describe(parsed.error) }
}

/** A JSON Lines row. Blank lines are skipped by the caller. */
export function parseJsonLine(text: string, line: number): ParsedRow {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { ok: false, line, problem: 'not valid JSON' }
  }
  return checkRow(value, line)
}

/** Splits one CSV line (RFC 4180 quoting: "a ""b""", commas inside quotes). */
export function splitCsvLine(text: string): string[] | null {
  const cells: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"' && cell === '') quoted = true
    else if (c === ',') {
      cells.push(cell)
      cell = ''
    } else cell += c
  }
  if (quoted) return null
  cells.push(cell)
  return cells
}

/** A CSV row under `header`; `classes` is `9;25;35`, empty dates are null. */
export function parseCsvLine(text: string, header: string[], line: number): ParsedRow {
  const cells = splitCsvLine(text)
  if (!cells) return { ok: false, line, problem: 'unclosed quote' }
  if (cells.length !== header.length) return { ok: false, line, problem: `expected ${header.length} cells, found ${cells.length}` }
  const row: Record<string, unknown> = {}
  header.forEach((name, i) => {
    const cell = cells[i]!.trim()
    if (name === 'classes') row[name] = cell ? cell.split(';').map((c) => c.trim()) : []
    else if (name === 'registrationDate') row[name] = cell || null
    else row[name] = cell
  })
  return checkRow(row, line)
}
