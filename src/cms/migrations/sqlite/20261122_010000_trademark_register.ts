import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The trademark register lives beside Payload's schema, not in it: a million
 * rows with search indexes Payload cannot declare. `tm_marks_fts` is an FTS5 trigram
 * index over the compact and pinyin forms (infix and typo candidates); the B-tree
 * indexes serve exact and prefix matches; `tm_mark_classes` serves class filters.
 * Triggers keep the FTS index in step with the table.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE tm_marks (
    id INTEGER PRIMARY KEY,
    registration_number TEXT NOT NULL UNIQUE,
    mark_text TEXT NOT NULL,
    normalized TEXT NOT NULL,
    compact TEXT NOT NULL,
    pinyin TEXT NOT NULL DEFAULT '',
    pinyin_initials TEXT NOT NULL DEFAULT '',
    phonetic_key TEXT NOT NULL DEFAULT '',
    office INTEGER NOT NULL,
    status TEXT NOT NULL,
    applicant TEXT NOT NULL,
    filing_date TEXT NOT NULL,
    registration_date TEXT,
    goods TEXT NOT NULL DEFAULT '',
    classes TEXT NOT NULL
  )`)
  await db.run(sql`CREATE INDEX tm_marks_compact ON tm_marks (compact)`)
  await db.run(sql`CREATE INDEX tm_marks_pinyin ON tm_marks (pinyin)`)
  await db.run(sql`CREATE INDEX tm_marks_phonetic ON tm_marks (phonetic_key)`)
  await db.run(sql`CREATE TABLE tm_mark_classes (
    class_no INTEGER NOT NULL,
    mark_id INTEGER NOT NULL REFERENCES tm_marks(id) ON DELETE CASCADE,
    PRIMARY KEY (class_no, mark_id)
  ) WITHOUT ROWID`)
  await db.run(sql`CREATE INDEX tm_mark_classes_mark ON tm_mark_classes (mark_id)`)
  await db.run(sql`CREATE VIRTUAL TABLE tm_marks_fts USING fts5(compact, pinyin, content='tm_marks', content_rowid='id', tokenize='trigram')`)
  await db.run(sql`CREATE TRIGGER tm_marks_ai AFTER INSERT ON tm_marks BEGIN
    INSERT INTO tm_marks_fts(rowid, compact, pinyin) VALUES (new.id, new.compact, new.pinyin);
  END`)
  await db.run(sql`CREATE TRIGGER tm_marks_ad AFTER DELETE ON tm_marks BEGIN
    INSERT INTO tm_marks_fts(tm_marks_fts, rowid, compact, pinyin) VALUES ('delete', old.id, old.compact, old.pinyin);
  END`)
  await db.run(sql`CREATE TRIGGER tm_marks_au AFTER UPDATE OF compact, pinyin ON tm_marks BEGIN
    INSERT INTO tm_marks_fts(tm_marks_fts, rowid, compact, pinyin) VALUES ('delete', old.id, old.compact, old.pinyin);
    INSERT INTO tm_marks_fts(rowid, compact, pinyin) VALUES (new.id, new.compact, new.pinyin);
  END`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TRIGGER IF EXISTS tm_marks_au`)
  await db.run(sql`DROP TRIGGER IF EXISTS tm_marks_ad`)
  await db.run(sql`DROP TRIGGER IF EXISTS tm_marks_ai`)
  await db.run(sql`DROP TABLE IF EXISTS tm_marks_fts`)
  await db.run(sql`DROP TABLE IF EXISTS tm_mark_classes`)
  await db.run(sql`DROP TABLE IF EXISTS tm_marks`)
}
