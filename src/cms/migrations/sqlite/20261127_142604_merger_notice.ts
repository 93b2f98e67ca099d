import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`brands\` ADD \`merger_notice_login_url\` text;`)
  await db.run(sql`ALTER TABLE \`brands\` ADD \`merger_notice_go_url\` text;`)
  await db.run(sql`ALTER TABLE \`brands_locales\` ADD \`merger_notice_title\` text;`)
  await db.run(sql`ALTER TABLE \`brands_locales\` ADD \`merger_notice_text\` text;`)
  await db.run(sql`ALTER TABLE \`brands_locales\` ADD \`merger_notice_login_label\` text;`)
  await db.run(sql`ALTER TABLE \`brands_locales\` ADD \`merger_notice_go_label\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`brands\` DROP COLUMN \`merger_notice_login_url\`;`)
  await db.run(sql`ALTER TABLE \`brands\` DROP COLUMN \`merger_notice_go_url\`;`)
  await db.run(sql`ALTER TABLE \`brands_locales\` DROP COLUMN \`merger_notice_title\`;`)
  await db.run(sql`ALTER TABLE \`brands_locales\` DROP COLUMN \`merger_notice_text\`;`)
  await db.run(sql`ALTER TABLE \`brands_locales\` DROP COLUMN \`merger_notice_login_label\`;`)
  await db.run(sql`ALTER TABLE \`brands_locales\` DROP COLUMN \`merger_notice_go_label\`;`)
}
