/**
 * Search history kept in the browser: entries {markElement, country,
 * searchDate}, one per keyword plus country (a repeat moves to the top with its new date),
 * newest first, capped at 15 for trademark searches and 10 for classification searches:
 * adding the 16th (or 11th) drops the oldest. Pure list functions plus a thin
 * localStorage wrapper that survives private mode and corrupted values.
 */

export interface SearchHistoryEntry {
  /** What was searched: the mark, or the product word for classification. */
  markElement: string
  /** The office codes searched, joined with commas ('' for all). */
  country: string
  /** When, as an ISO timestamp. */
  searchDate: string
}

export type HistoryKind = 'trademark' | 'classification'

export const HISTORY_CAPS: Record<HistoryKind, number> = { trademark: 15, classification: 10 }

export const HISTORY_STORAGE_KEYS: Record<HistoryKind, string> = {
  trademark: 'trademarkSearchHistory',
  classification: 'classificationSearchHistory',
}

/** Keyword identity ignores case and surrounding or repeated spaces: "Huawei " = "huawei". */
function sameSearch(a: Pick<SearchHistoryEntry, 'markElement' | 'country'>, b: Pick<SearchHistoryEntry, 'markElement' | 'country'>): boolean {
  const key = (e: Pick<SearchHistoryEntry, 'markElement' | 'country'>) => `${e.markElement.trim().replace(/\s+/g, ' ').toLowerCase()}\u0000${e.country}`
  return key(a) === key(b)
}

/** The list after a search: the entry first, its earlier duplicate removed, at most `cap` entries. */
export function addHistoryEntry(list: readonly SearchHistoryEntry[], entry: SearchHistoryEntry, cap: number): SearchHistoryEntry[] {
  return [entry, ...list.filter((e) => !sameSearch(e, entry))].slice(0, cap)
}

export function removeHistoryEntry(list: readonly SearchHistoryEntry[], entry: SearchHistoryEntry): SearchHistoryEntry[] {
  return list.filter((e) => !sameSearch(e, entry))
}

/** Office codes as the history keeps them: sorted, so [21, 20] and [20, 21] are one search. */
export function countryKey(codes: readonly number[] | undefined): string {
  return [...(codes ?? [])].sort((a, b) => a - b).join(',')
}

function isEntry(value: unknown): value is SearchHistoryEntry {
  if (!value || typeof value !== 'object') return false
  const e = value as Record<string, unknown>
  return typeof e.markElement === 'string' && e.markElement.trim() !== '' && typeof e.country === 'string' && typeof e.searchDate === 'string'
}

export function readHistory(kind: HistoryKind, storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): SearchHistoryEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(HISTORY_STORAGE_KEYS[kind]) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, HISTORY_CAPS[kind]) : []
  } catch {
    return []
  }
}

export function writeHistory(kind: HistoryKind, list: readonly SearchHistoryEntry[], storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(HISTORY_STORAGE_KEYS[kind], JSON.stringify(list.slice(0, HISTORY_CAPS[kind])))
  } catch {
    // Storage full or disabled: the history is a convenience, the search itself worked.
  }
}

/** Records a search and returns the new list (for the component's state). */
export function recordSearch(kind: HistoryKind, markElement: string, country: string, now = new Date()): SearchHistoryEntry[] {
  const next = addHistoryEntry(readHistory(kind), { markElement: markElement.trim(), country, searchDate: now.toISOString() }, HISTORY_CAPS[kind])
  writeHistory(kind, next)
  return next
}
