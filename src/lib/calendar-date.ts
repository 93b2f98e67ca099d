/**
 * Calendar dates written `YYYY-MM-DD`, the form every date the site reasons about (filing
 * deadlines, incorporation dates, a registration's start) is kept in. Pure; safe in the
 * browser and on the server.
 */

/** True for a real calendar date written `YYYY-MM-DD` (no 30 February). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return false
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/** Today's calendar date in China time (the site's time zone, UTC+8 all year), `YYYY-MM-DD`. */
export function todayInChina(now: Date = new Date()): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10)
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}
