import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_articles_category" ADD VALUE 'insight';
  ALTER TYPE "public"."enum__articles_v_version_category" ADD VALUE 'insight';
  CREATE TABLE "pages_blocks_contact_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_contact_form_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_contact_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_contact_form_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "anchor" varchar;
  ALTER TABLE "pages_blocks_stats" ADD COLUMN "anchor" varchar;
  ALTER TABLE "pages_blocks_feature_grid" ADD COLUMN "anchor" varchar;
  ALTER TABLE "pages_blocks_steps" ADD COLUMN "anchor" varchar;
  ALTER TABLE "pages_blocks_faq" ADD COLUMN "anchor" varchar;
  ALTER TABLE "pages_blocks_price_table" ADD COLUMN "anchor" varchar;
  ALTER TABLE "pages_blocks_cta" ADD COLUMN "anchor" varchar;
  ALTER TABLE "pages_blocks_rich_text" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_pages_v_blocks_stats" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_pages_v_blocks_feature_grid" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_pages_v_blocks_steps" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_pages_v_blocks_faq" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_pages_v_blocks_price_table" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_pages_v_blocks_cta" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD COLUMN "anchor" varchar;
  ALTER TABLE "pages_blocks_contact_form" ADD CONSTRAINT "pages_blocks_contact_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_form_locales" ADD CONSTRAINT "pages_blocks_contact_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_contact_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_form" ADD CONSTRAINT "_pages_v_blocks_contact_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_form_locales" ADD CONSTRAINT "_pages_v_blocks_contact_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_contact_form"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_contact_form_order_idx" ON "pages_blocks_contact_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_form_parent_id_idx" ON "pages_blocks_contact_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contact_form_path_idx" ON "pages_blocks_contact_form" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_contact_form_locales_locale_parent_id_unique" ON "pages_blocks_contact_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_form_order_idx" ON "_pages_v_blocks_contact_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_contact_form_parent_id_idx" ON "_pages_v_blocks_contact_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_form_path_idx" ON "_pages_v_blocks_contact_form" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_contact_form_locales_locale_parent_id_unique" ON "_pages_v_blocks_contact_form_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_contact_form" CASCADE;
  DROP TABLE "pages_blocks_contact_form_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_contact_form" CASCADE;
  DROP TABLE "_pages_v_blocks_contact_form_locales" CASCADE;
  ALTER TABLE "articles" ALTER COLUMN "category" SET DATA TYPE text;
  DROP TYPE "public"."enum_articles_category";
  CREATE TYPE "public"."enum_articles_category" AS ENUM('policy', 'platform', 'guide', 'company', 'companyEncy', 'FinanceTaxEncy', 'industryInfo', 'trends');
  ALTER TABLE "articles" ALTER COLUMN "category" SET DATA TYPE "public"."enum_articles_category" USING "category"::"public"."enum_articles_category";
  ALTER TABLE "_articles_v" ALTER COLUMN "version_category" SET DATA TYPE text;
  DROP TYPE "public"."enum__articles_v_version_category";
  CREATE TYPE "public"."enum__articles_v_version_category" AS ENUM('policy', 'platform', 'guide', 'company', 'companyEncy', 'FinanceTaxEncy', 'industryInfo', 'trends');
  ALTER TABLE "_articles_v" ALTER COLUMN "version_category" SET DATA TYPE "public"."enum__articles_v_version_category" USING "version_category"::"public"."enum__articles_v_version_category";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "anchor";
  ALTER TABLE "pages_blocks_stats" DROP COLUMN "anchor";
  ALTER TABLE "pages_blocks_feature_grid" DROP COLUMN "anchor";
  ALTER TABLE "pages_blocks_steps" DROP COLUMN "anchor";
  ALTER TABLE "pages_blocks_faq" DROP COLUMN "anchor";
  ALTER TABLE "pages_blocks_price_table" DROP COLUMN "anchor";
  ALTER TABLE "pages_blocks_cta" DROP COLUMN "anchor";
  ALTER TABLE "pages_blocks_rich_text" DROP COLUMN "anchor";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "anchor";
  ALTER TABLE "_pages_v_blocks_stats" DROP COLUMN "anchor";
  ALTER TABLE "_pages_v_blocks_feature_grid" DROP COLUMN "anchor";
  ALTER TABLE "_pages_v_blocks_steps" DROP COLUMN "anchor";
  ALTER TABLE "_pages_v_blocks_faq" DROP COLUMN "anchor";
  ALTER TABLE "_pages_v_blocks_price_table" DROP COLUMN "anchor";
  ALTER TABLE "_pages_v_blocks_cta" DROP COLUMN "anchor";
  ALTER TABLE "_pages_v_blocks_rich_text" DROP COLUMN "anchor";`)
}
