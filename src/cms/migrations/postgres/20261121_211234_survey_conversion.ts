import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "survey_reports" ADD COLUMN "registered_at" timestamp(3) with time zone;
  CREATE INDEX "survey_reports_registered_at_idx" ON "survey_reports" USING btree ("registered_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "survey_reports_registered_at_idx";
  ALTER TABLE "survey_reports" DROP COLUMN "registered_at";`)
}
