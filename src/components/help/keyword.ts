import { MAX_QUERY_LENGTH } from '@/services/help/search'

export type KeywordInput = { ok: true; value: string; raw: string } | { ok: false; problem: 'missing' | 'tooLong'; raw: string }

/** The `keyword` of a search page's query string: 1–50 characters once trimmed (as the gateway asks). */
export function readKeyword(value: string | string[] | undefined): KeywordInput {
  const raw = (Array.isArray(value) ? value[0] : value) ?? ''
  const trimmed = raw.trim()
  if (!trimmed) return { ok: false, problem: 'missing', raw: '' }
  if (trimmed.length > MAX_QUERY_LENGTH) return { ok: false, problem: 'tooLong', raw: trimmed.slice(0, MAX_QUERY_LENGTH) }
  return { ok: true, value: trimmed, raw: trimmed }
}
