import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_trademark_search_records_brand" AS ENUM('lz', 'mdt', 'cht', 'hb', 'ob', 'gl', 'ar', 'hk');
  CREATE TYPE "public"."enum_trademark_search_records_search_type" AS ENUM('0', '2', '3');
  CREATE TYPE "public"."enum_trademark_search_records_risk" AS ENUM('high', 'medium', 'low');
  CREATE TYPE "public"."enum_trademark_requests_brand" AS ENUM('lz', 'mdt', 'cht', 'hb', 'ob', 'gl', 'ar', 'hk');
  CREATE TYPE "public"."enum_trademark_requests_status" AS ENUM('new', 'inProgress', 'answered', 'closed');
  CREATE TYPE "public"."enum_ipr_settings_kind" AS ENUM('common', 'custom');
  CREATE TABLE "trademark_search_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"merchant_id" integer NOT NULL,
  	"brand" "enum_trademark_search_records_brand" NOT NULL,
  	"search_type" "enum_trademark_search_records_search_type" NOT NULL,
  	"keyword" varchar NOT NULL,
  	"countries" jsonb,
  	"class_ids" jsonb,
  	"total" numeric DEFAULT 0 NOT NULL,
  	"risk" "enum_trademark_search_records_risk",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "trademark_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"merchant_id" integer NOT NULL,
  	"brand" "enum_trademark_requests_brand" NOT NULL,
  	"mark_name" varchar NOT NULL,
  	"class_ids" jsonb NOT NULL,
  	"countries" jsonb NOT NULL,
  	"goods" varchar,
  	"contact_name" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"email" varchar,
  	"note" varchar,
  	"locale" varchar,
  	"status" "enum_trademark_requests_status" DEFAULT 'new' NOT NULL,
  	"attorney_reply" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "ipr_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"kind" "enum_ipr_settings_kind" DEFAULT 'common' NOT NULL,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "ipr_settings_locales" (
  	"label" varchar NOT NULL,
  	"value" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "price_list" ADD COLUMN "member_prices_vip" numeric;
  ALTER TABLE "price_list" ADD COLUMN "member_prices_svip" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trademark_search_records_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trademark_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ipr_settings_id" integer;
  ALTER TABLE "trademark_search_records" ADD CONSTRAINT "trademark_search_records_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trademark_requests" ADD CONSTRAINT "trademark_requests_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ipr_settings_locales" ADD CONSTRAINT "ipr_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ipr_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "trademark_search_records_merchant_idx" ON "trademark_search_records" USING btree ("merchant_id");
  CREATE INDEX "trademark_search_records_updated_at_idx" ON "trademark_search_records" USING btree ("updated_at");
  CREATE INDEX "trademark_search_records_created_at_idx" ON "trademark_search_records" USING btree ("created_at");
  CREATE INDEX "trademark_requests_merchant_idx" ON "trademark_requests" USING btree ("merchant_id");
  CREATE INDEX "trademark_requests_status_idx" ON "trademark_requests" USING btree ("status");
  CREATE INDEX "trademark_requests_updated_at_idx" ON "trademark_requests" USING btree ("updated_at");
  CREATE INDEX "trademark_requests_created_at_idx" ON "trademark_requests" USING btree ("created_at");
  CREATE UNIQUE INDEX "ipr_settings_key_idx" ON "ipr_settings" USING btree ("key");
  CREATE INDEX "ipr_settings_updated_at_idx" ON "ipr_settings" USING btree ("updated_at");
  CREATE INDEX "ipr_settings_created_at_idx" ON "ipr_settings" USING btree ("created_at");
  CREATE UNIQUE INDEX "ipr_settings_locales_locale_parent_id_unique" ON "ipr_settings_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trademark_search_records_fk" FOREIGN KEY ("trademark_search_records_id") REFERENCES "public"."trademark_search_records"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trademark_requests_fk" FOREIGN KEY ("trademark_requests_id") REFERENCES "public"."trademark_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ipr_settings_fk" FOREIGN KEY ("ipr_settings_id") REFERENCES "public"."ipr_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_trademark_search_records_i_idx" ON "payload_locked_documents_rels" USING btree ("trademark_search_records_id");
  CREATE INDEX "payload_locked_documents_rels_trademark_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("trademark_requests_id");
  CREATE INDEX "payload_locked_documents_rels_ipr_settings_id_idx" ON "payload_locked_documents_rels" USING btree ("ipr_settings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trademark_search_records" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trademark_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ipr_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ipr_settings_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "trademark_search_records" CASCADE;
  DROP TABLE "trademark_requests" CASCADE;
  DROP TABLE "ipr_settings" CASCADE;
  DROP TABLE "ipr_settings_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trademark_search_records_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trademark_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_ipr_settings_fk";
  
  DROP INDEX "payload_locked_documents_rels_trademark_search_records_i_idx";
  DROP INDEX "payload_locked_documents_rels_trademark_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_ipr_settings_id_idx";
  ALTER TABLE "price_list" DROP COLUMN "member_prices_vip";
  ALTER TABLE "price_list" DROP COLUMN "member_prices_svip";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trademark_search_records_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trademark_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ipr_settings_id";
  DROP TYPE "public"."enum_trademark_search_records_brand";
  DROP TYPE "public"."enum_trademark_search_records_search_type";
  DROP TYPE "public"."enum_trademark_search_records_risk";
  DROP TYPE "public"."enum_trademark_requests_brand";
  DROP TYPE "public"."enum_trademark_requests_status";
  DROP TYPE "public"."enum_ipr_settings_kind";`)
}
