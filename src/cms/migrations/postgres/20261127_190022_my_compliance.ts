import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_compliance_checklist_status" AS ENUM('todo', 'inProgress', 'done', 'notApplicable');
  CREATE TYPE "public"."enum_compliance_checklist_frequency" AS ENUM('monthly', 'quarterly', 'yearly');
  CREATE TABLE "compliance_checklist" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"merchant_id" integer NOT NULL,
  	"rule_key" varchar NOT NULL,
  	"jurisdiction" varchar NOT NULL,
  	"status" "enum_compliance_checklist_status" DEFAULT 'todo' NOT NULL,
  	"number" varchar,
  	"started_on" varchar,
  	"frequency" "enum_compliance_checklist_frequency",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "compliance_reminders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"merchant_id" integer NOT NULL,
  	"deadline" varchar NOT NULL,
  	"date" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "merchants" ADD COLUMN "reminder_email" varchar;
  ALTER TABLE "merchants" ADD COLUMN "reminders_enabled" boolean DEFAULT false;
  ALTER TABLE "merchants" ADD COLUMN "reminder_days" numeric DEFAULT 14;
  ALTER TABLE "merchants" ADD COLUMN "reminder_locale" varchar;
  ALTER TABLE "merchants" ADD COLUMN "calendar_version" numeric DEFAULT 0;
  ALTER TABLE "contact_messages" ADD COLUMN "merchant_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "compliance_checklist_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "compliance_reminders_id" integer;
  ALTER TABLE "compliance_checklist" ADD CONSTRAINT "compliance_checklist_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "compliance_reminders" ADD CONSTRAINT "compliance_reminders_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "compliance_checklist_merchant_idx" ON "compliance_checklist" USING btree ("merchant_id");
  CREATE INDEX "compliance_checklist_updated_at_idx" ON "compliance_checklist" USING btree ("updated_at");
  CREATE INDEX "compliance_checklist_created_at_idx" ON "compliance_checklist" USING btree ("created_at");
  CREATE UNIQUE INDEX "merchant_ruleKey_jurisdiction_idx" ON "compliance_checklist" USING btree ("merchant_id","rule_key","jurisdiction");
  CREATE INDEX "compliance_reminders_merchant_idx" ON "compliance_reminders" USING btree ("merchant_id");
  CREATE INDEX "compliance_reminders_updated_at_idx" ON "compliance_reminders" USING btree ("updated_at");
  CREATE INDEX "compliance_reminders_created_at_idx" ON "compliance_reminders" USING btree ("created_at");
  CREATE UNIQUE INDEX "merchant_deadline_idx" ON "compliance_reminders" USING btree ("merchant_id","deadline");
  ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_compliance_checklist_fk" FOREIGN KEY ("compliance_checklist_id") REFERENCES "public"."compliance_checklist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_compliance_reminders_fk" FOREIGN KEY ("compliance_reminders_id") REFERENCES "public"."compliance_reminders"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "contact_messages_merchant_idx" ON "contact_messages" USING btree ("merchant_id");
  CREATE INDEX "payload_locked_documents_rels_compliance_checklist_id_idx" ON "payload_locked_documents_rels" USING btree ("compliance_checklist_id");
  CREATE INDEX "payload_locked_documents_rels_compliance_reminders_id_idx" ON "payload_locked_documents_rels" USING btree ("compliance_reminders_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "compliance_checklist" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "compliance_reminders" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "compliance_checklist" CASCADE;
  DROP TABLE "compliance_reminders" CASCADE;
  ALTER TABLE "contact_messages" DROP CONSTRAINT "contact_messages_merchant_id_merchants_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_compliance_checklist_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_compliance_reminders_fk";
  
  DROP INDEX "contact_messages_merchant_idx";
  DROP INDEX "payload_locked_documents_rels_compliance_checklist_id_idx";
  DROP INDEX "payload_locked_documents_rels_compliance_reminders_id_idx";
  ALTER TABLE "merchants" DROP COLUMN "reminder_email";
  ALTER TABLE "merchants" DROP COLUMN "reminders_enabled";
  ALTER TABLE "merchants" DROP COLUMN "reminder_days";
  ALTER TABLE "merchants" DROP COLUMN "reminder_locale";
  ALTER TABLE "merchants" DROP COLUMN "calendar_version";
  ALTER TABLE "contact_messages" DROP COLUMN "merchant_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "compliance_checklist_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "compliance_reminders_id";
  DROP TYPE "public"."enum_compliance_checklist_status";
  DROP TYPE "public"."enum_compliance_checklist_frequency";`)
}
