import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// The brand's title: a non-localized copy of "<Chinese name> · <key>" that the admin shows
// for every brand reference. Existing brands get it from their Chinese name (else the name of
// the first language that has one, else the key alone); later saves keep it in step.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`brands\` ADD \`title\` text;`)
  await db.run(sql`CREATE INDEX \`brands_title_idx\` ON \`brands\` (\`title\`);`)
  await db.run(sql`UPDATE \`brands\` SET \`title\` = COALESCE(
    COALESCE(
      (SELECT NULLIF(TRIM(l.\`name\`), '') FROM \`brands_locales\` l WHERE l.\`_parent_id\` = \`brands\`.\`id\` AND l.\`_locale\` = 'cn'),
      (SELECT NULLIF(TRIM(l.\`name\`), '') FROM \`brands_locales\` l WHERE l.\`_parent_id\` = \`brands\`.\`id\` AND NULLIF(TRIM(l.\`name\`), '') IS NOT NULL ORDER BY l.\`_locale\` LIMIT 1)
    ) || ' · ' || \`brands\`.\`key\`,
    \`brands\`.\`key\`
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`brands_title_idx\`;`)
  await db.run(sql`ALTER TABLE \`brands\` DROP COLUMN \`title\`;`)
}
