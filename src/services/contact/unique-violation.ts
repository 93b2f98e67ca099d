/**
 * Whether an insert failed on the unique index of `field`. Pure (no server imports), so the
 * unit tests can feed it the shapes the two databases produce.
 *
 * The database adapter turns PostgreSQL's 23505 and SQLite's SQLITE_CONSTRAINT_UNIQUE into
 * a Payload ValidationError whose error path names the field (as the field or as its column,
 * depending on the dialect); the raw driver shapes, also when wrapped as a cause, are
 * recognised too, so a change in how the adapter wraps them does not turn a replay into a
 * server error. The caller confirms with a lookup, so a false positive costs one query,
 * never a wrong answer.
 */
export function isUniqueViolation(error: unknown, field: string): boolean {
  const paths = new Set([field, field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)])
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message, data } = e as { code?: unknown; message?: unknown; data?: { errors?: { path?: unknown }[] } }
    if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE') return true
    if (typeof message === 'string' && (message.includes('UNIQUE constraint failed') || message.includes('duplicate key value violates unique constraint'))) return true
    // Matched by shape, not by class name: a minified server bundle may rename the class.
    if (Array.isArray(data?.errors) && data.errors.some((err) => typeof err.path === 'string' && paths.has(err.path))) return true
  }
  return false
}
