import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_compliance_rules_jurisdictions" AS ENUM('GB', 'DE', 'FR', 'IT', 'ES', 'PL', 'CZ', 'AT', 'NL', 'EU', 'AE', 'SA', 'US', 'JP', 'CA', 'BR', 'IN', 'AU', 'KR', 'PH');
  CREATE TYPE "public"."enum_compliance_rules_conditions_question" AS ENUM('2', '3', '4', '5', '6', '7', '8', '9');
  CREATE TYPE "public"."enum_compliance_rules_category" AS ENUM('vat', 'epr', 'product', 'trademark');
  CREATE TYPE "public"."enum_compliance_rules_match" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_price_list_kind" AS ENUM('compliance', 'trademark');
  CREATE TABLE "compliance_rules_jurisdictions" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_compliance_rules_jurisdictions",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "compliance_rules_conditions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" "enum_compliance_rules_conditions_question" NOT NULL
  );
  
  CREATE TABLE "compliance_rules" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"sort" numeric DEFAULT 0,
  	"category" "enum_compliance_rules_category" NOT NULL,
  	"match" "enum_compliance_rules_match" DEFAULT 'all' NOT NULL,
  	"service_service_type" numeric,
  	"service_service_item" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "compliance_rules_locales" (
  	"title" varchar NOT NULL,
  	"summary" varchar NOT NULL,
  	"legal_basis" varchar NOT NULL,
  	"timing" varchar NOT NULL,
  	"risk" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "compliance_rules_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "price_list" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_price_list_kind" DEFAULT 'compliance' NOT NULL,
  	"service_type" numeric NOT NULL,
  	"country" numeric,
  	"service_item" numeric,
  	"unit_price" numeric NOT NULL,
  	"discount_price" numeric DEFAULT 0 NOT NULL,
  	"official_fee_included" boolean DEFAULT false,
  	"enabled" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "price_list_locales" (
  	"product_name" varchar NOT NULL,
  	"price_unit" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "survey_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"report_id" varchar NOT NULL,
  	"source" numeric NOT NULL,
  	"brand" varchar NOT NULL,
  	"locale" varchar NOT NULL,
  	"channel_no" varchar,
  	"channel_code" varchar,
  	"into_way" varchar,
  	"merchant_id" integer,
  	"answer_list" jsonb NOT NULL,
  	"obligation_count" numeric NOT NULL,
  	"total" numeric NOT NULL,
  	"report" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "compliance_rules_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "price_list_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "survey_reports_id" integer;
  ALTER TABLE "compliance_rules_jurisdictions" ADD CONSTRAINT "compliance_rules_jurisdictions_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."compliance_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "compliance_rules_conditions" ADD CONSTRAINT "compliance_rules_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."compliance_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "compliance_rules_locales" ADD CONSTRAINT "compliance_rules_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."compliance_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "compliance_rules_texts" ADD CONSTRAINT "compliance_rules_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."compliance_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "price_list_locales" ADD CONSTRAINT "price_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."price_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "survey_reports" ADD CONSTRAINT "survey_reports_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "compliance_rules_jurisdictions_order_idx" ON "compliance_rules_jurisdictions" USING btree ("order");
  CREATE INDEX "compliance_rules_jurisdictions_parent_idx" ON "compliance_rules_jurisdictions" USING btree ("parent_id");
  CREATE INDEX "compliance_rules_conditions_order_idx" ON "compliance_rules_conditions" USING btree ("_order");
  CREATE INDEX "compliance_rules_conditions_parent_id_idx" ON "compliance_rules_conditions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "compliance_rules_key_idx" ON "compliance_rules" USING btree ("key");
  CREATE INDEX "compliance_rules_updated_at_idx" ON "compliance_rules" USING btree ("updated_at");
  CREATE INDEX "compliance_rules_created_at_idx" ON "compliance_rules" USING btree ("created_at");
  CREATE UNIQUE INDEX "compliance_rules_locales_locale_parent_id_unique" ON "compliance_rules_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "compliance_rules_texts_order_parent" ON "compliance_rules_texts" USING btree ("order","parent_id");
  CREATE INDEX "price_list_service_type_idx" ON "price_list" USING btree ("service_type");
  CREATE INDEX "price_list_country_idx" ON "price_list" USING btree ("country");
  CREATE INDEX "price_list_updated_at_idx" ON "price_list" USING btree ("updated_at");
  CREATE INDEX "price_list_created_at_idx" ON "price_list" USING btree ("created_at");
  CREATE UNIQUE INDEX "price_list_locales_locale_parent_id_unique" ON "price_list_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "survey_reports_report_id_idx" ON "survey_reports" USING btree ("report_id");
  CREATE INDEX "survey_reports_brand_idx" ON "survey_reports" USING btree ("brand");
  CREATE INDEX "survey_reports_channel_no_idx" ON "survey_reports" USING btree ("channel_no");
  CREATE INDEX "survey_reports_merchant_idx" ON "survey_reports" USING btree ("merchant_id");
  CREATE INDEX "survey_reports_updated_at_idx" ON "survey_reports" USING btree ("updated_at");
  CREATE INDEX "survey_reports_created_at_idx" ON "survey_reports" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_compliance_rules_fk" FOREIGN KEY ("compliance_rules_id") REFERENCES "public"."compliance_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_price_list_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_survey_reports_fk" FOREIGN KEY ("survey_reports_id") REFERENCES "public"."survey_reports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_compliance_rules_id_idx" ON "payload_locked_documents_rels" USING btree ("compliance_rules_id");
  CREATE INDEX "payload_locked_documents_rels_price_list_id_idx" ON "payload_locked_documents_rels" USING btree ("price_list_id");
  CREATE INDEX "payload_locked_documents_rels_survey_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("survey_reports_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "compliance_rules_jurisdictions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "compliance_rules_conditions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "compliance_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "compliance_rules_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "compliance_rules_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "price_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "price_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "survey_reports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "compliance_rules_jurisdictions" CASCADE;
  DROP TABLE "compliance_rules_conditions" CASCADE;
  DROP TABLE "compliance_rules" CASCADE;
  DROP TABLE "compliance_rules_locales" CASCADE;
  DROP TABLE "compliance_rules_texts" CASCADE;
  DROP TABLE "price_list" CASCADE;
  DROP TABLE "price_list_locales" CASCADE;
  DROP TABLE "survey_reports" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_compliance_rules_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_price_list_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_survey_reports_fk";
  
  DROP INDEX "payload_locked_documents_rels_compliance_rules_id_idx";
  DROP INDEX "payload_locked_documents_rels_price_list_id_idx";
  DROP INDEX "payload_locked_documents_rels_survey_reports_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "compliance_rules_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "price_list_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "survey_reports_id";
  DROP TYPE "public"."enum_compliance_rules_jurisdictions";
  DROP TYPE "public"."enum_compliance_rules_conditions_question";
  DROP TYPE "public"."enum_compliance_rules_category";
  DROP TYPE "public"."enum_compliance_rules_match";
  DROP TYPE "public"."enum_price_list_kind";`)
}
