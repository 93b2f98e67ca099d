import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "brands" ADD COLUMN "merger_notice_login_url" varchar;
  ALTER TABLE "brands" ADD COLUMN "merger_notice_go_url" varchar;
  ALTER TABLE "brands_locales" ADD COLUMN "merger_notice_title" varchar;
  ALTER TABLE "brands_locales" ADD COLUMN "merger_notice_text" varchar;
  ALTER TABLE "brands_locales" ADD COLUMN "merger_notice_login_label" varchar;
  ALTER TABLE "brands_locales" ADD COLUMN "merger_notice_go_label" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "brands" DROP COLUMN "merger_notice_login_url";
  ALTER TABLE "brands" DROP COLUMN "merger_notice_go_url";
  ALTER TABLE "brands_locales" DROP COLUMN "merger_notice_title";
  ALTER TABLE "brands_locales" DROP COLUMN "merger_notice_text";
  ALTER TABLE "brands_locales" DROP COLUMN "merger_notice_login_label";
  ALTER TABLE "brands_locales" DROP COLUMN "merger_notice_go_label";`)
}
