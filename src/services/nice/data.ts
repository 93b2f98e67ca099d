/**
 * The Nice classification as the site serves it: the Chinese edition (classes, similar
 * groups, goods/services items; reference/nice/ncl13-2026.jsonl), the WIPO English class
 * headings (nice-classes-en.json), our short names and the US special class 46.
 *
 * Reference data that changes once a year, so it lives in the repository, not the CMS,
 * and is parsed once per process on first use (about 12,500 rows).
 */
import fs from 'node:fs'
import { projectPath } from '@/lib/paths'
import { CLASS_SHORT_NAMES, FIRST_CLASS, LAST_NICE_CLASS, US_SPECIAL_CLASS, US_SPECIAL_CLASS_DESCRIPTION, type ShortName } from './classes'

export const NICE_DIR = 'reference/nice'
const CHINESE_EDITION = 'ncl13-2026.jsonl'
const ENGLISH_HEADINGS = 'nice-classes-en.json'
export const EDITION = 'NCL13-2026'

export interface NiceItem {
  /** Six digits (090001), or C plus six digits for China-supplementary items. */
  code: string
  /** Synonyms are joined with a full-width comma; a trailing * marks items the CNIPA notes specially. */
  name: string
  groupCode: string
  classId: number
  /** C… items exist only in the Chinese edition (not accepted as such by other offices). */
  supplementary: boolean
}

export interface NiceGroup {
  /** Four digits: class and group number (0901). */
  code: string
  name: string
  classId: number
  items: NiceItem[]
}

export interface NiceClass {
  classId: number
  /** Two digits as the data writes it (09); 46 for the US special class. */
  code: string
  shortName: ShortName
  /** cn: the Chinese edition's class description; en: the WIPO class heading. */
  description: ShortName
  /** Class 46: no Nice class, no groups or items. */
  special: boolean
  groups: NiceGroup[]
}

export interface NiceData {
  classes: NiceClass[]
  classById: Map<number, NiceClass>
  groupByCode: Map<string, NiceGroup>
  items: NiceItem[]
}

interface Row {
  code: string
  name: string
  type: 'class' | 'group' | 'item'
  parentCode: string | null
}

function parseRows(jsonl: string): Row[] {
  const rows: Row[] = []
  jsonl.split('\n').forEach((line, index) => {
    if (!line.trim()) return
    const row = JSON.parse(line) as Partial<Row>
    if (typeof row.code !== 'string' || typeof row.name !== 'string' || !['class', 'group', 'item'].includes(row.type as string)) {
      throw new Error(`${CHINESE_EDITION} line ${index + 1}: expected {code, name, type}`)
    }
    rows.push(row as Row)
  })
  return rows
}

/**
 * Builds the classification from the two files' text. Throws when the data contradicts
 * itself (a group or item whose parent is missing, a class outside 1–45), so a bad copy
 * fails at first use rather than answering half a tree.
 */
export function parseNiceData(jsonl: string, headingsJson: string): NiceData {
  const rows = parseRows(jsonl)
  const headings = new Map((JSON.parse(headingsJson) as { class: number; heading: string }[]).map((h) => [h.class, h.heading]))

  const classById = new Map<number, NiceClass>()
  for (const row of rows.filter((r) => r.type === 'class')) {
    const classId = Number(row.code)
    if (!Number.isInteger(classId) || classId < FIRST_CLASS || classId > LAST_NICE_CLASS) throw new Error(`unexpected class ${row.code}`)
    classById.set(classId, {
      classId,
      code: row.code,
      shortName: CLASS_SHORT_NAMES[classId]!,
      description: { cn: row.name, en: headings.get(classId) ?? '' },
      special: false,
      groups: [],
    })
  }
  classById.set(US_SPECIAL_CLASS, {
    classId: US_SPECIAL_CLASS,
    code: String(US_SPECIAL_CLASS),
    shortName: CLASS_SHORT_NAMES[US_SPECIAL_CLASS]!,
    description: US_SPECIAL_CLASS_DESCRIPTION,
    special: true,
    groups: [],
  })

  const groupByCode = new Map<string, NiceGroup>()
  for (const row of rows.filter((r) => r.type === 'group')) {
    const parent = classById.get(Number(row.parentCode))
    if (!parent || parent.special) throw new Error(`group ${row.code}: no class ${row.parentCode}`)
    const group: NiceGroup = { code: row.code, name: row.name, classId: parent.classId, items: [] }
    groupByCode.set(row.code, group)
    parent.groups.push(group)
  }

  const items: NiceItem[] = []
  for (const row of rows.filter((r) => r.type === 'item')) {
    // Upstream: an item's code prefix does not always match its group; parentCode decides.
    const group = row.parentCode ? groupByCode.get(row.parentCode) : undefined
    if (!group) throw new Error(`item ${row.code}: no group ${row.parentCode}`)
    const item: NiceItem = { code: row.code, name: row.name, groupCode: group.code, classId: group.classId, supplementary: row.code.startsWith('C') }
    group.items.push(item)
    items.push(item)
  }

  const byCode = (a: { code: string }, b: { code: string }) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0)
  const classes = [...classById.values()].sort((a, b) => a.classId - b.classId)
  for (const c of classes) c.groups.sort(byCode)
  for (const g of groupByCode.values()) g.items.sort(byCode)
  return { classes, classById, groupByCode, items }
}

let loaded: NiceData | undefined

/**
 * The classification, read from reference/nice/ on first use and kept for the life of
 * the process. projectPath resolves against SITE_ROOT in the standalone server, so the
 * repository's copy is read there too (as the migrations are).
 */
export function niceData(): NiceData {
  loaded ??= parseNiceData(
    fs.readFileSync(projectPath(NICE_DIR, CHINESE_EDITION), 'utf8'),
    fs.readFileSync(projectPath(NICE_DIR, ENGLISH_HEADINGS), 'utf8'),
  )
  return loaded
}

/** True for the class numbers the site accepts: Nice 1–45 and the US special class 46. */
export function isKnownClass(classId: number): boolean {
  return Number.isInteger(classId) && classId >= FIRST_CLASS && classId <= US_SPECIAL_CLASS
}
