import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`survey_reports\` ADD \`registered_at\` text;`)
  await db.run(sql`CREATE INDEX \`survey_reports_registered_at_idx\` ON \`survey_reports\` (\`registered_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`survey_reports_registered_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`survey_reports\` DROP COLUMN \`registered_at\`;`)
}
