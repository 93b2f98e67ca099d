import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_agreements_kind" AS ENUM('service', 'privacy');
  CREATE TYPE "public"."enum_merchants_brand" AS ENUM('lz', 'mdt', 'cht', 'hb', 'ob', 'gl', 'ar', 'hk');
  CREATE TYPE "public"."enum_verification_codes_delivery" AS ENUM('sent', 'failed');
  CREATE TABLE "agreements" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_agreements_kind" NOT NULL,
  	"version" varchar NOT NULL,
  	"published_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "agreements_locales" (
  	"title" varchar NOT NULL,
  	"content" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "merchants" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"merc_no" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"brand" "enum_merchants_brand" NOT NULL,
  	"channel_no" varchar,
  	"last_login_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "merchants_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"agreements_id" integer
  );
  
  CREATE TABLE "merchant_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"merchant_id" integer NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"revoked_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "verification_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"phone" varchar NOT NULL,
  	"ip" varchar NOT NULL,
  	"channel" numeric NOT NULL,
  	"code_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"consumed_at" timestamp(3) with time zone,
  	"delivery" "enum_verification_codes_delivery" DEFAULT 'sent',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sms_outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"phone" varchar NOT NULL,
  	"channel" numeric NOT NULL,
  	"text" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "agreements_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "merchants_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "merchant_sessions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "verification_codes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sms_outbox_id" integer;
  ALTER TABLE "agreements_locales" ADD CONSTRAINT "agreements_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "merchants_rels" ADD CONSTRAINT "merchants_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "merchants_rels" ADD CONSTRAINT "merchants_rels_agreements_fk" FOREIGN KEY ("agreements_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "merchant_sessions" ADD CONSTRAINT "merchant_sessions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "agreements_kind_idx" ON "agreements" USING btree ("kind");
  CREATE INDEX "agreements_published_at_idx" ON "agreements" USING btree ("published_at");
  CREATE INDEX "agreements_updated_at_idx" ON "agreements" USING btree ("updated_at");
  CREATE INDEX "agreements_created_at_idx" ON "agreements" USING btree ("created_at");
  CREATE UNIQUE INDEX "agreements_locales_locale_parent_id_unique" ON "agreements_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "merchants_merc_no_idx" ON "merchants" USING btree ("merc_no");
  CREATE UNIQUE INDEX "merchants_phone_idx" ON "merchants" USING btree ("phone");
  CREATE INDEX "merchants_channel_no_idx" ON "merchants" USING btree ("channel_no");
  CREATE INDEX "merchants_updated_at_idx" ON "merchants" USING btree ("updated_at");
  CREATE INDEX "merchants_created_at_idx" ON "merchants" USING btree ("created_at");
  CREATE INDEX "merchants_rels_order_idx" ON "merchants_rels" USING btree ("order");
  CREATE INDEX "merchants_rels_parent_idx" ON "merchants_rels" USING btree ("parent_id");
  CREATE INDEX "merchants_rels_path_idx" ON "merchants_rels" USING btree ("path");
  CREATE INDEX "merchants_rels_agreements_id_idx" ON "merchants_rels" USING btree ("agreements_id");
  CREATE UNIQUE INDEX "merchant_sessions_token_hash_idx" ON "merchant_sessions" USING btree ("token_hash");
  CREATE INDEX "merchant_sessions_merchant_idx" ON "merchant_sessions" USING btree ("merchant_id");
  CREATE INDEX "merchant_sessions_updated_at_idx" ON "merchant_sessions" USING btree ("updated_at");
  CREATE INDEX "merchant_sessions_created_at_idx" ON "merchant_sessions" USING btree ("created_at");
  CREATE INDEX "verification_codes_phone_idx" ON "verification_codes" USING btree ("phone");
  CREATE INDEX "verification_codes_ip_idx" ON "verification_codes" USING btree ("ip");
  CREATE INDEX "verification_codes_updated_at_idx" ON "verification_codes" USING btree ("updated_at");
  CREATE INDEX "verification_codes_created_at_idx" ON "verification_codes" USING btree ("created_at");
  CREATE INDEX "sms_outbox_phone_idx" ON "sms_outbox" USING btree ("phone");
  CREATE INDEX "sms_outbox_updated_at_idx" ON "sms_outbox" USING btree ("updated_at");
  CREATE INDEX "sms_outbox_created_at_idx" ON "sms_outbox" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_agreements_fk" FOREIGN KEY ("agreements_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_merchants_fk" FOREIGN KEY ("merchants_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_merchant_sessions_fk" FOREIGN KEY ("merchant_sessions_id") REFERENCES "public"."merchant_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_verification_codes_fk" FOREIGN KEY ("verification_codes_id") REFERENCES "public"."verification_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sms_outbox_fk" FOREIGN KEY ("sms_outbox_id") REFERENCES "public"."sms_outbox"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_agreements_id_idx" ON "payload_locked_documents_rels" USING btree ("agreements_id");
  CREATE INDEX "payload_locked_documents_rels_merchants_id_idx" ON "payload_locked_documents_rels" USING btree ("merchants_id");
  CREATE INDEX "payload_locked_documents_rels_merchant_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("merchant_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_verification_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("verification_codes_id");
  CREATE INDEX "payload_locked_documents_rels_sms_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("sms_outbox_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "agreements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "agreements_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "merchants" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "merchants_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "merchant_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "verification_codes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sms_outbox" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "agreements" CASCADE;
  DROP TABLE "agreements_locales" CASCADE;
  DROP TABLE "merchants" CASCADE;
  DROP TABLE "merchants_rels" CASCADE;
  DROP TABLE "merchant_sessions" CASCADE;
  DROP TABLE "verification_codes" CASCADE;
  DROP TABLE "sms_outbox" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_agreements_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_merchants_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_merchant_sessions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_verification_codes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sms_outbox_fk";
  
  DROP INDEX "payload_locked_documents_rels_agreements_id_idx";
  DROP INDEX "payload_locked_documents_rels_merchants_id_idx";
  DROP INDEX "payload_locked_documents_rels_merchant_sessions_id_idx";
  DROP INDEX "payload_locked_documents_rels_verification_codes_id_idx";
  DROP INDEX "payload_locked_documents_rels_sms_outbox_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "agreements_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "merchants_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "merchant_sessions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "verification_codes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sms_outbox_id";
  DROP TYPE "public"."enum_agreements_kind";
  DROP TYPE "public"."enum_merchants_brand";
  DROP TYPE "public"."enum_verification_codes_delivery";`)
}
