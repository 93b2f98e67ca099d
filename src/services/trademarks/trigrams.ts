/**
 * Character trigrams of a compact form, counted in code points so a Chinese character is
 * one character (华为手机 → 华为手, 为手机). The databases narrow candidates with their own
 * trigram indexes (SQLite FTS5 trigram, PostgreSQL pg_trgm, which pads words and so
 * scores differently); the similarity that ranks hits is always this one, computed here,
 * which is what makes both databases answer alike.
 *
 * A form shorter than three characters is its own single gram, so two-character marks
 * (华为, LG) still compare: equal ones score 1, others 0.
 */

export function trigrams(compact: string): string[] {
  const chars = [...compact]
  if (chars.length === 0) return []
  if (chars.length < 3) return [compact]
  const grams = new Set<string>()
  for (let i = 0; i + 3 <= chars.length; i++) grams.add(chars[i]! + chars[i + 1]! + chars[i + 2]!)
  return [...grams]
}

/** Jaccard similarity of two forms' trigram sets: shared / all, from 0 to 1; 0 when either is empty. */
export function trigramSimilarity(a: string, b: string): number {
  const left = new Set(trigrams(a))
  const right = trigrams(b)
  if (left.size === 0 || right.length === 0) return 0
  let shared = 0
  for (const gram of right) if (left.has(gram)) shared++
  return shared / (left.size + right.length - shared)
}
