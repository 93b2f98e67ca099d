import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Search type 3 (oath: marks by applicant, services/trademarks/applicants.ts) needs
 * "applicant contains …" without reading a million rows. An FTS5 trigram index over the
 * applicant answers LIKE '%word%' (case-insensitive) from the index. `detail='none'`:
 * only LIKE is asked of it, never phrase queries, and it is about a third of the size of
 * a full-detail index. Triggers keep it in step with tm_marks, like tm_marks_fts.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE VIRTUAL TABLE tm_applicants_fts USING fts5(applicant, content='tm_marks', content_rowid='id', tokenize='trigram', detail='none')`)
  await db.run(sql`INSERT INTO tm_applicants_fts(tm_applicants_fts) VALUES ('rebuild')`)
  await db.run(sql`CREATE TRIGGER tm_marks_applicant_ai AFTER INSERT ON tm_marks BEGIN
    INSERT INTO tm_applicants_fts(rowid, applicant) VALUES (new.id, new.applicant);
  END`)
  await db.run(sql`CREATE TRIGGER tm_marks_applicant_ad AFTER DELETE ON tm_marks BEGIN
    INSERT INTO tm_applicants_fts(tm_applicants_fts, rowid, applicant) VALUES ('delete', old.id, old.applicant);
  END`)
  await db.run(sql`CREATE TRIGGER tm_marks_applicant_au AFTER UPDATE OF applicant ON tm_marks BEGIN
    INSERT INTO tm_applicants_fts(tm_applicants_fts, rowid, applicant) VALUES ('delete', old.id, old.applicant);
    INSERT INTO tm_applicants_fts(rowid, applicant) VALUES (new.id, new.applicant);
  END`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TRIGGER IF EXISTS tm_marks_applicant_au`)
  await db.run(sql`DROP TRIGGER IF EXISTS tm_marks_applicant_ad`)
  await db.run(sql`DROP TRIGGER IF EXISTS tm_marks_applicant_ai`)
  await db.run(sql`DROP TABLE IF EXISTS tm_applicants_fts`)
}
