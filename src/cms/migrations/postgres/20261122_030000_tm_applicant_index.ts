import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Search type 3 (oath: marks by applicant, services/trademarks/applicants.ts) asks for
 * "applicant ILIKE '%word%'"; a pg_trgm GIN index answers it without reading every mark.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`)
  await db.execute(sql`CREATE INDEX IF NOT EXISTS tm_marks_applicant_trgm ON tm_marks USING gin (applicant gin_trgm_ops)`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS tm_marks_applicant_trgm`)
}
