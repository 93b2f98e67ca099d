import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The trademark register lives beside Payload's schema, not in it: a million
 * rows with search indexes Payload cannot declare. pg_trgm GIN indexes over the compact
 * and pinyin forms serve infix and typo candidates; text_pattern_ops B-trees serve
 * prefixes; a GIN index on the class array serves class filters.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`)
  await db.execute(sql`CREATE TABLE tm_marks (
    id BIGSERIAL PRIMARY KEY,
    registration_number TEXT NOT NULL UNIQUE,
    mark_text TEXT NOT NULL,
    normalized TEXT NOT NULL,
    compact TEXT NOT NULL,
    pinyin TEXT NOT NULL DEFAULT '',
    pinyin_initials TEXT NOT NULL DEFAULT '',
    phonetic_key TEXT NOT NULL DEFAULT '',
    office SMALLINT NOT NULL,
    status TEXT NOT NULL,
    applicant TEXT NOT NULL,
    filing_date DATE NOT NULL,
    registration_date DATE,
    goods TEXT NOT NULL DEFAULT '',
    classes SMALLINT[] NOT NULL
  )`)
  await db.execute(sql`CREATE INDEX tm_marks_compact ON tm_marks (compact text_pattern_ops)`)
  await db.execute(sql`CREATE INDEX tm_marks_pinyin ON tm_marks (pinyin text_pattern_ops)`)
  await db.execute(sql`CREATE INDEX tm_marks_phonetic ON tm_marks (phonetic_key)`)
  await db.execute(sql`CREATE INDEX tm_marks_compact_trgm ON tm_marks USING gin (compact gin_trgm_ops)`)
  await db.execute(sql`CREATE INDEX tm_marks_pinyin_trgm ON tm_marks USING gin (pinyin gin_trgm_ops)`)
  await db.execute(sql`CREATE INDEX tm_marks_classes ON tm_marks USING gin (classes)`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS tm_marks`)
}
