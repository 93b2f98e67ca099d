import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`compliance_rules\` ADD \`phase\` text DEFAULT 'beforeListing' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`compliance_rules_locales\` ADD \`official_fee\` text;`)
  // Rules seeded before phases existed: the shipped ones get their phase from reference/compliance/rules.yaml,
  // so trademarks stop counting as obligations; rules staff added keep the default.
  await db.run(sql`UPDATE "compliance_rules" SET "phase" = 'withinPeriod' WHERE "key" IN ('oss-eu', 'jct-jp', 'gst-au', 'gst-ca', 'sales-tax-us', 'epr-packaging-gb', 'textile-nl', 'inform-act-us', 'ewaste-au');`)
  await db.run(sql`UPDATE "compliance_rules" SET "phase" = 'ongoing' WHERE "key" IN ('vat-kr', 'tax-br', 'jct-jp-platform-reform', 'epr-ph');`)
  await db.run(sql`UPDATE "compliance_rules" SET "phase" = 'recommended' WHERE "key" IN ('toys-cosmetics-eu', 'toys-cosmetics-gb', 'trademark-gb', 'trademark-eu', 'trademark-us', 'trademark-jp', 'brand-registry', 'brand-protection');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`compliance_rules\` DROP COLUMN \`phase\`;`)
  await db.run(sql`ALTER TABLE \`compliance_rules_locales\` DROP COLUMN \`official_fee\`;`)
}
