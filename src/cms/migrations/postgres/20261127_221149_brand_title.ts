import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The brand's title: a non-localized copy of "<Chinese name> · <key>" that the admin shows
// for every brand reference. Existing brands get it from their Chinese name (else the name of
// the first language that has one, else the key alone); later saves keep it in step.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "brands" ADD COLUMN "title" varchar;
  CREATE INDEX "brands_title_idx" ON "brands" USING btree ("title");`)
  await db.execute(sql`
   UPDATE "brands" SET "title" = COALESCE(
    COALESCE(
      (SELECT NULLIF(TRIM(l."name"), '') FROM "brands_locales" l WHERE l."_parent_id" = "brands"."id" AND l."_locale"::text = 'cn'),
      (SELECT NULLIF(TRIM(l."name"), '') FROM "brands_locales" l WHERE l."_parent_id" = "brands"."id" AND NULLIF(TRIM(l."name"), '') IS NOT NULL ORDER BY l."_locale"::text LIMIT 1)
    ) || ' · ' || "brands"."key"::text,
    "brands"."key"::text
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "brands_title_idx";
  ALTER TABLE "brands" DROP COLUMN "title";`)
}
