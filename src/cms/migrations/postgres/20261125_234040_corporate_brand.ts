import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_price_table_kind" AS ENUM('compliance', 'corporate');
  CREATE TYPE "public"."enum__pages_v_blocks_price_table_kind" AS ENUM('compliance', 'corporate');
  CREATE TYPE "public"."enum_contact_messages_jurisdiction" AS ENUM('HK', 'USA', 'YG', 'FR', 'XJP', 'BVI', 'SSE');
  CREATE TYPE "public"."enum_contact_messages_service" AS ENUM('incorporation', 'annualReview', 'secretary', 'accounting', 'bankAccount');
  ALTER TYPE "public"."enum_price_list_kind" ADD VALUE 'corporate';
  ALTER TYPE "public"."enum_articles_category" ADD VALUE 'companyEncy';
  ALTER TYPE "public"."enum_articles_category" ADD VALUE 'FinanceTaxEncy';
  ALTER TYPE "public"."enum_articles_category" ADD VALUE 'industryInfo';
  ALTER TYPE "public"."enum_articles_category" ADD VALUE 'trends';
  ALTER TYPE "public"."enum__articles_v_version_category" ADD VALUE 'companyEncy';
  ALTER TYPE "public"."enum__articles_v_version_category" ADD VALUE 'FinanceTaxEncy';
  ALTER TYPE "public"."enum__articles_v_version_category" ADD VALUE 'industryInfo';
  ALTER TYPE "public"."enum__articles_v_version_category" ADD VALUE 'trends';
  CREATE TABLE "corporate_jurisdictions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"facts" jsonb NOT NULL,
  	"sort" numeric DEFAULT 0,
  	"enabled" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "pages_blocks_price_table" ADD COLUMN "kind" "enum_pages_blocks_price_table_kind" DEFAULT 'compliance';
  ALTER TABLE "_pages_v_blocks_price_table" ADD COLUMN "kind" "enum__pages_v_blocks_price_table_kind" DEFAULT 'compliance';
  ALTER TABLE "articles" ADD COLUMN "hot" boolean DEFAULT false;
  ALTER TABLE "_articles_v" ADD COLUMN "version_hot" boolean DEFAULT false;
  ALTER TABLE "contact_messages" ADD COLUMN "jurisdiction" "enum_contact_messages_jurisdiction";
  ALTER TABLE "contact_messages" ADD COLUMN "service" "enum_contact_messages_service";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "corporate_jurisdictions_id" integer;
  CREATE UNIQUE INDEX "corporate_jurisdictions_label_idx" ON "corporate_jurisdictions" USING btree ("label");
  CREATE INDEX "corporate_jurisdictions_updated_at_idx" ON "corporate_jurisdictions" USING btree ("updated_at");
  CREATE INDEX "corporate_jurisdictions_created_at_idx" ON "corporate_jurisdictions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_corporate_jurisdictions_fk" FOREIGN KEY ("corporate_jurisdictions_id") REFERENCES "public"."corporate_jurisdictions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "articles_hot_idx" ON "articles" USING btree ("hot");
  CREATE INDEX "_articles_v_version_version_hot_idx" ON "_articles_v" USING btree ("version_hot");
  CREATE INDEX "contact_messages_jurisdiction_idx" ON "contact_messages" USING btree ("jurisdiction");
  CREATE INDEX "payload_locked_documents_rels_corporate_jurisdictions_id_idx" ON "payload_locked_documents_rels" USING btree ("corporate_jurisdictions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "corporate_jurisdictions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "corporate_jurisdictions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_corporate_jurisdictions_fk";
  
  ALTER TABLE "price_list" ALTER COLUMN "kind" SET DATA TYPE text;
  ALTER TABLE "price_list" ALTER COLUMN "kind" SET DEFAULT 'compliance'::text;
  DROP TYPE "public"."enum_price_list_kind";
  CREATE TYPE "public"."enum_price_list_kind" AS ENUM('compliance', 'trademark');
  ALTER TABLE "price_list" ALTER COLUMN "kind" SET DEFAULT 'compliance'::"public"."enum_price_list_kind";
  ALTER TABLE "price_list" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_price_list_kind" USING "kind"::"public"."enum_price_list_kind";
  ALTER TABLE "articles" ALTER COLUMN "category" SET DATA TYPE text;
  DROP TYPE "public"."enum_articles_category";
  CREATE TYPE "public"."enum_articles_category" AS ENUM('policy', 'platform', 'guide', 'company');
  ALTER TABLE "articles" ALTER COLUMN "category" SET DATA TYPE "public"."enum_articles_category" USING "category"::"public"."enum_articles_category";
  ALTER TABLE "_articles_v" ALTER COLUMN "version_category" SET DATA TYPE text;
  DROP TYPE "public"."enum__articles_v_version_category";
  CREATE TYPE "public"."enum__articles_v_version_category" AS ENUM('policy', 'platform', 'guide', 'company');
  ALTER TABLE "_articles_v" ALTER COLUMN "version_category" SET DATA TYPE "public"."enum__articles_v_version_category" USING "version_category"::"public"."enum__articles_v_version_category";
  DROP INDEX "articles_hot_idx";
  DROP INDEX "_articles_v_version_version_hot_idx";
  DROP INDEX "contact_messages_jurisdiction_idx";
  DROP INDEX "payload_locked_documents_rels_corporate_jurisdictions_id_idx";
  ALTER TABLE "pages_blocks_price_table" DROP COLUMN "kind";
  ALTER TABLE "_pages_v_blocks_price_table" DROP COLUMN "kind";
  ALTER TABLE "articles" DROP COLUMN "hot";
  ALTER TABLE "_articles_v" DROP COLUMN "version_hot";
  ALTER TABLE "contact_messages" DROP COLUMN "jurisdiction";
  ALTER TABLE "contact_messages" DROP COLUMN "service";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "corporate_jurisdictions_id";
  DROP TYPE "public"."enum_pages_blocks_price_table_kind";
  DROP TYPE "public"."enum__pages_v_blocks_price_table_kind";
  DROP TYPE "public"."enum_contact_messages_jurisdiction";
  DROP TYPE "public"."enum_contact_messages_service";`)
}
