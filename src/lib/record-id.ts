/**
 * Payload's numeric ids are integer columns: PostgreSQL's integer stops at 2147483647 and
 * refuses a larger value in a query (an error, not "no row"), so an id from a path or a
 * query string is checked against that range before it reaches the database, on SQLite too,
 * so both databases answer a huge id the same way: not found.
 */
export const MAX_RECORD_ID = 2_147_483_647

/** A record id as written in a path or query: digits without a leading zero, within range; null otherwise. */
export function parseRecordId(value: string | undefined | null): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null
  const id = Number(value)
  return id <= MAX_RECORD_ID ? id : null
}
