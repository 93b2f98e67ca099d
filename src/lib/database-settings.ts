/**
 * How long a SQLite writer waits for the lock before failing: the Payload adapter sets it
 * on its connection (cms/database.ts) and the trademark register's SQL re-applies it on the
 * connection libsql opens after a transaction takes the first (services/trademarks/sql.ts).
 */
export const SQLITE_BUSY_TIMEOUT_MS = 5000
