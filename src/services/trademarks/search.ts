import { markForms, type MarkForms } from './forms'
import { isLiveStatus } from './mark-status'
import type { MarkStatus, OfficeCode } from './records'
import { riskLevel, scoreMark, type MarkSimilarity, type RiskLevel } from './score'
import { BAND_FLOORS } from './similarity-bands'
import type { SqlRunner } from './sql'
import { trigrams } from './trigrams'

/**
 * Trademark search: the database narrows the register to candidates through
 * its indexes (exact and prefix on the compact and pinyin forms, the phonetic key, and
 * trigrams: FTS5 on SQLite, pg_trgm on PostgreSQL); every candidate is then scored in
 * JavaScript by scoreMark, so both databases rank by the same rule. Filters apply to the
 * listed hits; the risk level looks at every candidate (an identical mark in another
 * class still matters).
 *
 * Order: live marks (registered, pending) before dead ones (expired, refused, withdrawn),
 * each by score. A dead mark cannot block an application, so an identical expired mark
 * must not push a similar live one off the first page. Every candidate is scored and
 * sorted before the page is cut, so pages stay consistent whatever the order.
 */
export interface SearchQuery {
  keyword: string
  classes?: number[]
  offices?: OfficeCode[]
  statuses?: MarkStatus[]
  page?: number
  pageSize?: number
}

export interface MarkHit extends MarkSimilarity {
  id: number
  registrationNumber: string
  markText: string
  office: number
  classes: number[]
  status: string
  /** Registered or pending: a mark that can block an application (mark-status.ts). */
  live: boolean
  applicant: string
  filingDate: string
  registrationDate: string | null
}

export interface SearchResult {
  keyword: string
  risk: RiskLevel
  total: number
  page: number
  pageSize: number
  list: MarkHit[]
}

/** Candidates per index lookup; the union is scored. */
const PER_LOOKUP = 200
/** Hits in the low band are noise, not listed. */
const MIN_SCORE = BAND_FLOORS.similar
const MAX_PAGE_SIZE = 50
/** pg_trgm similarity a PostgreSQL trigram candidate needs (see trigramCandidates). */
const PG_TRIGRAM_THRESHOLD = 0.45

interface Row {
  id: number | string
  registration_number: string
  mark_text: string
  normalized: string
  compact: string
  pinyin: string
  pinyin_initials: string
  phonetic_key: string
  office: number | string
  status: string
  applicant: string
  filing_date: string | Date
  registration_date: string | Date | null
  classes: string | number[]
}

const FIELDS = 'id, registration_number, mark_text, normalized, compact, pinyin, pinyin_initials, phonetic_key, office, status, applicant, filing_date, registration_date, classes'

/** Escapes LIKE wildcards so user text is matched literally. */
function likePrefix(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`) + '%'
}

async function candidateIds(db: SqlRunner, q: MarkForms): Promise<Set<string>> {
  const ids = new Set<string>()
  const add = (rows: { id: number | string }[]) => rows.forEach((r) => ids.add(String(r.id)))
  const readings = [...new Set([q.compact, q.pinyin].filter(Boolean))]
  const lookups: Promise<{ id: number | string }[]>[] = []
  for (const reading of readings) {
    // Exact and prefix on the written form and on the pinyin reading (华为 finds HUAWEI and back).
    lookups.push(prefixLookup(db, 'compact', reading))
    lookups.push(prefixLookup(db, 'pinyin', reading))
  }
  if (q.phoneticKey) lookups.push(db.all(`SELECT id FROM tm_marks WHERE phonetic_key = ? LIMIT ${PER_LOOKUP}`, [q.phoneticKey]))
  for (const reading of readings) lookups.push(trigramCandidates(db, reading))
  for (const rows of await Promise.all(lookups)) add(rows)
  return ids
}

/**
 * Marks whose form starts with `reading`. SQLite cannot use an index for LIKE … ESCAPE,
 * so it gets the equivalent range on the B-tree (binary collation); PostgreSQL's
 * text_pattern_ops index serves LIKE prefixes directly.
 */
function prefixLookup(db: SqlRunner, column: 'compact' | 'pinyin', reading: string): Promise<{ id: number | string }[]> {
  if (db.dialect === 'sqlite') return db.all(`SELECT id FROM tm_marks WHERE ${column} >= ? AND ${column} < ? LIMIT ${PER_LOOKUP}`, [reading, `${reading}\uffff`])
  return db.all(`SELECT id FROM tm_marks WHERE ${column} LIKE ? ESCAPE '\\' LIMIT ${PER_LOOKUP}`, [likePrefix(reading)])
}

/** Infix and typo candidates: marks sharing trigrams with the reading, closest first. */
function trigramCandidates(db: SqlRunner, reading: string): Promise<{ id: number | string }[]> {
  const grams = trigrams(reading)
  if (!grams.length) return Promise.resolve([])
  if (db.dialect === 'postgres') {
    // `%` uses the GIN trigram index (similarity above the threshold set here); `LIKE '%…%'`
    // adds every mark containing the reading (also index-served). pg_trgm's default
    // threshold, 0.3, lets a reading share a few common trigrams with tens of thousands of
    // marks, each re-checked on the heap (200 ms on a million marks); candidates that far
    // off never score as similar, and sound-alikes come from the phonetic key instead.
    return db.transaction(async (tx) => {
      await tx.all(`SET LOCAL pg_trgm.similarity_threshold = ${PG_TRIGRAM_THRESHOLD}`)
      return tx.all(
        `SELECT id FROM (
           SELECT id, similarity(compact, ?) AS s FROM tm_marks WHERE compact % ? OR compact LIKE ? ESCAPE '\\'
           UNION ALL
           SELECT id, similarity(pinyin, ?) AS s FROM tm_marks WHERE pinyin <> '' AND (pinyin % ? OR pinyin LIKE ? ESCAPE '\\')
         ) c ORDER BY s DESC LIMIT ${PER_LOOKUP}`,
        [reading, reading, `%${likePrefix(reading)}`, reading, reading, `%${likePrefix(reading)}`],
      )
    })
  }
  // FTS5 trigram phrases: the whole reading (infix), and for longer readings each half, so
  // a one-letter typo in one half still finds the mark through the other. Quoted phrases:
  // no FTS syntax from the user reaches MATCH. No ranking: scoring happens afterwards.
  const chars = [...reading]
  const phrases = chars.length >= 6 ? [chars.slice(0, Math.ceil(chars.length / 2)).join(''), chars.slice(Math.floor(chars.length / 2)).join('')] : [reading]
  const match = phrases
    .filter((p) => [...p].length >= 3)
    .map((p) => `"${p.replace(/"/g, '""')}"`)
    .join(' OR ')
  if (!match) return Promise.resolve([])
  return db.all(`SELECT rowid AS id FROM tm_marks_fts WHERE tm_marks_fts MATCH ? LIMIT ${PER_LOOKUP}`, [match])
}

function classesOf(value: Row['classes']): number[] {
  return Array.isArray(value) ? value.map(Number) : String(value).split(',').filter(Boolean).map(Number)
}

function isoDate(value: string | Date | null): string | null {
  if (value === null) return null
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10)
}

/** A register row as hits show it (shared with the applicant search). */
export function markRecord(row: Row): Omit<MarkHit, keyof MarkSimilarity> {
  return {
    id: Number(row.id),
    registrationNumber: row.registration_number,
    markText: row.mark_text,
    office: Number(row.office),
    classes: classesOf(row.classes),
    status: row.status,
    live: isLiveStatus(row.status),
    applicant: row.applicant,
    filingDate: isoDate(row.filing_date)!,
    registrationDate: isoDate(row.registration_date),
  }
}

/** Live marks first, then the higher score; ties by registration number, the same order on both databases whatever their row ids. */
export function byLiveThenScore(a: Pick<MarkHit, 'live' | 'score' | 'registrationNumber'>, b: Pick<MarkHit, 'live' | 'score' | 'registrationNumber'>): number {
  return Number(b.live) - Number(a.live) || b.score - a.score || (a.registrationNumber < b.registrationNumber ? -1 : a.registrationNumber > b.registrationNumber ? 1 : 0)
}

export async function searchMarks(db: SqlRunner, query: SearchQuery): Promise<SearchResult> {
  const page = Math.max(1, query.page ?? 1)
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, query.pageSize ?? 20))
  const q = markForms(query.keyword)
  const empty = { keyword: q.normalized, risk: 'low' as RiskLevel, total: 0, page, pageSize, list: [] }
  if (!q.compact) return empty
  const ids = [...(await candidateIds(db, q))]
  if (!ids.length) return empty
  const rows = await db.all<Row>(`SELECT ${FIELDS} FROM tm_marks WHERE id IN (${ids.map(() => '?').join(', ')})`, ids.map(Number))
  const scored: MarkHit[] = []
  for (const row of rows) {
    const similarity = scoreMark(q, { text: row.mark_text, normalized: row.normalized, compact: row.compact, pinyin: row.pinyin, pinyinInitials: row.pinyin_initials, phoneticKey: row.phonetic_key })
    if (similarity.score < MIN_SCORE) continue
    scored.push({ ...similarity, ...markRecord(row) })
  }
  scored.sort(byLiveThenScore)
  const risk = riskLevel(scored, { classes: query.classes })
  const classes = new Set(query.classes ?? [])
  const offices = new Set<number>(query.offices ?? [])
  const statuses = new Set<string>(query.statuses ?? [])
  const listed = scored.filter(
    (h) => (!classes.size || h.classes.some((c) => classes.has(c))) && (!offices.size || offices.has(h.office)) && (!statuses.size || statuses.has(h.status)),
  )
  return { keyword: q.normalized, risk, total: listed.length, page, pageSize, list: listed.slice((page - 1) * pageSize, page * pageSize) }
}

/** For the applicant search (applicants.ts), which reads the same rows and answers the same hit shape. */
export { FIELDS as MARK_FIELDS, type Row as MarkRow }
