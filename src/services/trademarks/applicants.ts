import 'server-only'
import { compactForm, normalizeMark } from './normalize'
import type { MarkStatus, OfficeCode } from './records'
import { MARK_FIELDS, markRecord, type MarkHit, type MarkRow } from './search'
import { bandOf } from './similarity-bands'
import type { SqlRunner } from './sql'

/**
 * Search type 3, "oath" (the search types are 0 trademark, 2 classification, 3 oath).
 *
 * Our reading of "oath": the person or company who signs a trademark application swears
 * (declares under oath, as the USPTO's declaration asks) that they own the mark and
 * believe no one else has the right to use it. An "oath" search therefore looks for the
 * marks of an applicant, the signer of that declaration: every mark whose applicant name
 * contains the keyword, case-insensitive and normalised like marks (ＡＣＭＥ, Acme and
 * "acme co ltd" all find "ACME Co., Ltd."). Sellers use it to see what a competitor or a
 * supplier has filed, and to check their own company's filings.
 *
 * How: the index (FTS5 trigram on SQLite, pg_trgm on PostgreSQL; migration
 * 20261122_030000_tm_applicant_index) finds applicants containing one word of the keyword
 * (the longest that is not a common company word, see probeWord); each candidate is then
 * checked in JavaScript on the normalised, space-free form of both names, so punctuation,
 * case and spacing between the words do not matter. The words themselves must appear in
 * the stored name: "acme co" finds "ACME Co., Ltd.", "acmeco" does not (the index holds
 * the name as written, not its compact form). Filters (class, office,
 * status) run in SQL. A keyword shared by very many marks ("technology") reads at most
 * MAX_CANDIDATES of them: `truncated` says so and `total` counts only those read.
 *
 * Hits have the mark search's shape; `score` and `reason` describe how the applicant name
 * matched (identical 100, contains 60–74 by the share of the name the keyword covers),
 * `matchedOn` says so. There is no risk level: whose marks these are says nothing about
 * whether a new mark would conflict with them.
 */
export interface ApplicantQuery {
  keyword: string
  classes?: number[]
  offices?: OfficeCode[]
  statuses?: MarkStatus[]
  page?: number
  pageSize?: number
}

export interface ApplicantHit extends MarkHit {
  matchedOn: 'applicant'
}

export interface ApplicantResult {
  keyword: string
  total: number
  /** True when more marks matched than were read (narrow the keyword or filter). */
  truncated: boolean
  page: number
  pageSize: number
  list: ApplicantHit[]
}

export const MAX_CANDIDATES = 500
const MAX_PAGE_SIZE = 50
/** The trigram index needs three characters; shorter words are found by a scan (still bounded by the limit). */
const MIN_INDEXED_LENGTH = 3

/** An applicant name (or keyword) normalised like a mark, without spaces. Word by word, so a long name is never cut at the mark length. */
export function applicantForm(text: string): string {
  return text
    .split(/\s+/)
    .map((word) => compactForm(normalizeMark(word)))
    .join('')
}

/**
 * Words nearly every applicant name carries (legal forms, "technology", "trading", the
 * cities most sellers file from). Looked up alone they would fill the candidate limit
 * with unrelated companies, so the index is asked for a rarer word of the keyword.
 */
const COMMON_NAME_WORDS = new Set(
  (
    'co corp corporation company inc incorporated ltd limited llc llp lp plc gmbh ag kg sa sas sarl srl spa bv nv ab oy kk pty pte the and of ' +
    'technology technologies tech trading trade group holding holdings international industrial industries industry enterprise enterprises ' +
    'commerce ecommerce import export electronic electronics network development products science shenzhen guangzhou yiwu hangzhou ningbo ' +
    'xiamen dongguan shanghai suzhou foshan beijing hong kong china'
  ).split(' '),
)

/**
 * The word the index looks for: the longest run of letters and digits of the keyword as
 * typed (full-width folded, lower case), preferring runs that are not common company
 * words ("Foshan Grebibea Technology Co., Ltd." looks for "grebibea"). Taken from the raw
 * text, not the normalised form, so "McDonald's" looks for "mcdonald", which the stored
 * "McDonald's Corp." contains. Never holds LIKE wildcards or quotes.
 */
export function probeWord(keyword: string): string {
  const runs = keyword
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
  const longest = (words: string[]) => words.reduce((best, run) => ([...run].length > [...best].length ? run : best), '')
  return longest(runs.filter((run) => !COMMON_NAME_WORDS.has(run))) || longest(runs)
}

/** How the applicant name matches the keyword, or null when it does not contain it. */
export function applicantMatch(keywordForm: string, applicant: string): { score: number; reason: 'identical' | 'contains' } | null {
  const name = applicantForm(applicant)
  if (!keywordForm || !name.includes(keywordForm)) return null
  if (name === keywordForm) return { score: 100, reason: 'identical' }
  const ratio = [...keywordForm].length / [...name].length
  return { score: Math.min(74, 60 + Math.floor(15 * ratio)), reason: 'contains' }
}

function filters(db: SqlRunner, query: ApplicantQuery): { sql: string[]; params: unknown[] } {
  const sql: string[] = []
  const params: unknown[] = []
  if (query.offices?.length) {
    sql.push(`m.office IN (${query.offices.map(() => '?').join(', ')})`)
    params.push(...query.offices)
  }
  if (query.statuses?.length) {
    sql.push(`m.status IN (${query.statuses.map(() => '?').join(', ')})`)
    params.push(...query.statuses)
  }
  if (query.classes?.length) {
    if (db.dialect === 'postgres') {
      sql.push('m.classes && ?::smallint[]')
      params.push(query.classes)
    } else {
      sql.push(`EXISTS (SELECT 1 FROM tm_mark_classes c WHERE c.mark_id = m.id AND c.class_no IN (${query.classes.map(() => '?').join(', ')}))`)
      params.push(...query.classes)
    }
  }
  return { sql, params }
}

const PREFIXED_FIELDS = MARK_FIELDS.split(', ')
  .map((f) => `m.${f}`)
  .join(', ')

function candidates(db: SqlRunner, word: string, query: ApplicantQuery): Promise<MarkRow[]> {
  const where = filters(db, query)
  const rest = where.sql.map((s) => ` AND ${s}`).join('')
  const limit = MAX_CANDIDATES + 1
  if (db.dialect === 'postgres') {
    // ILIKE '%word%' is served by the pg_trgm GIN index on applicant (three characters or more).
    return db.all<MarkRow>(`SELECT ${PREFIXED_FIELDS} FROM tm_marks m WHERE m.applicant ILIKE ?${rest} LIMIT ${limit}`, [`%${word}%`, ...where.params])
  }
  if ([...word].length >= MIN_INDEXED_LENGTH) {
    // LIKE on an FTS5 trigram table is answered from the index (case-insensitive); the
    // join streams, so LIMIT stops reading early for common words.
    return db.all<MarkRow>(
      `SELECT ${PREFIXED_FIELDS} FROM tm_applicants_fts f JOIN tm_marks m ON m.id = f.rowid WHERE f.applicant LIKE ?${rest} LIMIT ${limit}`,
      [`%${word}%`, ...where.params],
    )
  }
  return db.all<MarkRow>(`SELECT ${PREFIXED_FIELDS} FROM tm_marks m WHERE m.applicant LIKE ?${rest} LIMIT ${limit}`, [`%${word}%`, ...where.params])
}

export async function searchByApplicant(db: SqlRunner, query: ApplicantQuery): Promise<ApplicantResult> {
  const page = Math.max(1, query.page ?? 1)
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, query.pageSize ?? 20))
  const keywordForm = applicantForm(query.keyword)
  const word = probeWord(query.keyword)
  const empty: ApplicantResult = { keyword: normalizeMark(query.keyword), total: 0, truncated: false, page, pageSize, list: [] }
  if (!keywordForm || !word) return empty
  const rows = await candidates(db, word, query)
  const truncated = rows.length > MAX_CANDIDATES
  const hits: ApplicantHit[] = []
  for (const row of rows.slice(0, MAX_CANDIDATES)) {
    const match = applicantMatch(keywordForm, row.applicant)
    if (!match) continue
    hits.push({
      ...match,
      band: bandOf(match.score),
      basis: 'text',
      matchedOn: 'applicant',
      ...markRecord(row),
    })
  }
  // Live marks first (a dead one blocks nothing), then the best match, the newest filing and
  // the registration number: the same order on both databases.
  hits.sort((a, b) => Number(b.live) - Number(a.live) || b.score - a.score || (a.filingDate < b.filingDate ? 1 : a.filingDate > b.filingDate ? -1 : 0) || (a.registrationNumber < b.registrationNumber ? -1 : a.registrationNumber > b.registrationNumber ? 1 : 0))
  return { ...empty, total: hits.length, truncated, list: hits.slice((page - 1) * pageSize, page * pageSize) }
}
