import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_articles_category" AS ENUM('policy', 'platform', 'guide', 'company');
  CREATE TYPE "public"."enum_articles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__articles_v_version_category" AS ENUM('policy', 'platform', 'guide', 'company');
  CREATE TYPE "public"."enum__articles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__articles_v_published_locale" AS ENUM('cn', 'en', 'de', 'ko');
  CREATE TYPE "public"."enum_help_articles_kind" AS ENUM('manual', 'faq');
  CREATE TYPE "public"."enum_qa_entries_qa_type" AS ENUM('vat', 'epr', 'agent', 'platform', 'product', 'other');
  CREATE TYPE "public"."enum_partners_kind" AS ENUM('partner', 'introducer');
  CREATE TYPE "public"."enum_contact_messages_status" AS ENUM('new', 'replied', 'closed');
  CREATE TYPE "public"."enum_mail_outbox_status" AS ENUM('pending', 'sent', 'failed');
  CREATE TABLE "pages_blocks_price_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"service_types" varchar,
  	"countries" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_price_table_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_price_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"service_types" varchar,
  	"countries" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_price_table_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "articles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand_id" integer,
  	"category" "enum_articles_category",
  	"cover_id" integer,
  	"published_at" timestamp(3) with time zone,
  	"featured" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_articles_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "articles_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"content" jsonb,
  	"keywords" varchar,
  	"author" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_brand_id" integer,
  	"version_category" "enum__articles_v_version_category",
  	"version_cover_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_featured" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__articles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__articles_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_articles_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_content" jsonb,
  	"version_keywords" varchar,
  	"version_author" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "help_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand_id" integer NOT NULL,
  	"icon" varchar,
  	"sort" numeric DEFAULT 0,
  	"enabled" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "help_categories_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "help_articles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand_id" integer NOT NULL,
  	"kind" "enum_help_articles_kind" DEFAULT 'manual' NOT NULL,
  	"category_id" integer NOT NULL,
  	"sort" numeric DEFAULT 0,
  	"enabled" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "help_articles_locales" (
  	"title" varchar NOT NULL,
  	"summary" varchar,
  	"content" jsonb NOT NULL,
  	"keywords" varchar,
  	"search_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "qa_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand_id" integer NOT NULL,
  	"qa_type" "enum_qa_entries_qa_type" NOT NULL,
  	"sort" numeric DEFAULT 0,
  	"enabled" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "qa_entries_locales" (
  	"question" varchar NOT NULL,
  	"answer" jsonb NOT NULL,
  	"keywords" varchar,
  	"search_text" varchar,
  	"answered_by" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "video_courses_chapters" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"start_seconds" numeric NOT NULL
  );
  
  CREATE TABLE "video_courses_chapters_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "video_courses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand_id" integer NOT NULL,
  	"uid" varchar NOT NULL,
  	"duration_seconds" numeric,
  	"video_file_id" integer,
  	"video_url" varchar,
  	"poster_url" varchar,
  	"file_i_d" varchar,
  	"app_i_d" varchar,
  	"autoplay" boolean DEFAULT false,
  	"sort" numeric DEFAULT 0,
  	"enabled" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "video_courses_locales" (
  	"title" varchar NOT NULL,
  	"summary" varchar NOT NULL,
  	"meta_keywords" varchar,
  	"category" varchar,
  	"lecturer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "tax_rates_reduced_rates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"rate" numeric NOT NULL
  );
  
  CREATE TABLE "tax_rates_reduced_rates_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "tax_rates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"country" numeric NOT NULL,
  	"currency" varchar NOT NULL,
  	"standard_rate" numeric NOT NULL,
  	"service_type" numeric,
  	"sort" numeric DEFAULT 0,
  	"enabled" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tax_rates_locales" (
  	"country_name" varchar NOT NULL,
  	"tax_name" varchar NOT NULL,
  	"notes" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "partners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand_id" integer NOT NULL,
  	"kind" "enum_partners_kind" DEFAULT 'partner' NOT NULL,
  	"friend_id" varchar NOT NULL,
  	"website" varchar,
  	"channel_no" varchar,
  	"sort" numeric DEFAULT 0,
  	"enabled" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "partners_locales" (
  	"name" varchar NOT NULL,
  	"category" varchar,
  	"summary" varchar NOT NULL,
  	"description" varchar,
  	"offer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "case_studies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand_id" integer NOT NULL,
  	"sort" numeric DEFAULT 0,
  	"enabled" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "case_studies_locales" (
  	"title" varchar NOT NULL,
  	"client" varchar NOT NULL,
  	"industry" varchar,
  	"challenge" varchar NOT NULL,
  	"solution" varchar NOT NULL,
  	"result" varchar NOT NULL,
  	"services" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "contact_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"company_name" varchar,
  	"subject" varchar NOT NULL,
  	"content" varchar NOT NULL,
  	"locale" varchar,
  	"page" varchar,
  	"channel_no" varchar,
  	"status" "enum_contact_messages_status" DEFAULT 'new' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "mail_outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"to" varchar NOT NULL,
  	"reply_to" varchar,
  	"subject" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"status" "enum_mail_outbox_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"next_attempt_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"source" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "articles_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "help_categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "help_articles_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "qa_entries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "video_courses_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tax_rates_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "partners_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "case_studies_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contact_messages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "mail_outbox_id" integer;
  ALTER TABLE "pages_blocks_price_table" ADD CONSTRAINT "pages_blocks_price_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_price_table_locales" ADD CONSTRAINT "pages_blocks_price_table_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_price_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_price_table" ADD CONSTRAINT "_pages_v_blocks_price_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_price_table_locales" ADD CONSTRAINT "_pages_v_blocks_price_table_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_price_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_locales" ADD CONSTRAINT "articles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_parent_id_articles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_brand_id_brands_id_fk" FOREIGN KEY ("version_brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_locales" ADD CONSTRAINT "_articles_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "help_categories" ADD CONSTRAINT "help_categories_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "help_categories_locales" ADD CONSTRAINT "help_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."help_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_category_id_help_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."help_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "help_articles_locales" ADD CONSTRAINT "help_articles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."help_articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "qa_entries" ADD CONSTRAINT "qa_entries_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "qa_entries_locales" ADD CONSTRAINT "qa_entries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."qa_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "video_courses_chapters" ADD CONSTRAINT "video_courses_chapters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."video_courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "video_courses_chapters_locales" ADD CONSTRAINT "video_courses_chapters_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."video_courses_chapters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "video_courses" ADD CONSTRAINT "video_courses_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "video_courses" ADD CONSTRAINT "video_courses_video_file_id_media_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "video_courses_locales" ADD CONSTRAINT "video_courses_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."video_courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tax_rates_reduced_rates" ADD CONSTRAINT "tax_rates_reduced_rates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tax_rates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tax_rates_reduced_rates_locales" ADD CONSTRAINT "tax_rates_reduced_rates_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tax_rates_reduced_rates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tax_rates_locales" ADD CONSTRAINT "tax_rates_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tax_rates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "partners" ADD CONSTRAINT "partners_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "partners_locales" ADD CONSTRAINT "partners_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "case_studies_locales" ADD CONSTRAINT "case_studies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_price_table_order_idx" ON "pages_blocks_price_table" USING btree ("_order");
  CREATE INDEX "pages_blocks_price_table_parent_id_idx" ON "pages_blocks_price_table" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_price_table_path_idx" ON "pages_blocks_price_table" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_price_table_locales_locale_parent_id_unique" ON "pages_blocks_price_table_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_price_table_order_idx" ON "_pages_v_blocks_price_table" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_price_table_parent_id_idx" ON "_pages_v_blocks_price_table" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_price_table_path_idx" ON "_pages_v_blocks_price_table" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_price_table_locales_locale_parent_id_unique" ON "_pages_v_blocks_price_table_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_brand_idx" ON "articles" USING btree ("brand_id");
  CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category");
  CREATE INDEX "articles_cover_idx" ON "articles" USING btree ("cover_id");
  CREATE INDEX "articles_published_at_idx" ON "articles" USING btree ("published_at");
  CREATE INDEX "articles_updated_at_idx" ON "articles" USING btree ("updated_at");
  CREATE INDEX "articles_created_at_idx" ON "articles" USING btree ("created_at");
  CREATE INDEX "articles__status_idx" ON "articles" USING btree ("_status");
  CREATE UNIQUE INDEX "articles_locales_locale_parent_id_unique" ON "articles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_parent_idx" ON "_articles_v" USING btree ("parent_id");
  CREATE INDEX "_articles_v_version_version_brand_idx" ON "_articles_v" USING btree ("version_brand_id");
  CREATE INDEX "_articles_v_version_version_category_idx" ON "_articles_v" USING btree ("version_category");
  CREATE INDEX "_articles_v_version_version_cover_idx" ON "_articles_v" USING btree ("version_cover_id");
  CREATE INDEX "_articles_v_version_version_published_at_idx" ON "_articles_v" USING btree ("version_published_at");
  CREATE INDEX "_articles_v_version_version_updated_at_idx" ON "_articles_v" USING btree ("version_updated_at");
  CREATE INDEX "_articles_v_version_version_created_at_idx" ON "_articles_v" USING btree ("version_created_at");
  CREATE INDEX "_articles_v_version_version__status_idx" ON "_articles_v" USING btree ("version__status");
  CREATE INDEX "_articles_v_created_at_idx" ON "_articles_v" USING btree ("created_at");
  CREATE INDEX "_articles_v_updated_at_idx" ON "_articles_v" USING btree ("updated_at");
  CREATE INDEX "_articles_v_snapshot_idx" ON "_articles_v" USING btree ("snapshot");
  CREATE INDEX "_articles_v_published_locale_idx" ON "_articles_v" USING btree ("published_locale");
  CREATE INDEX "_articles_v_latest_idx" ON "_articles_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_articles_v_locales_locale_parent_id_unique" ON "_articles_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "help_categories_brand_idx" ON "help_categories" USING btree ("brand_id");
  CREATE INDEX "help_categories_updated_at_idx" ON "help_categories" USING btree ("updated_at");
  CREATE INDEX "help_categories_created_at_idx" ON "help_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "help_categories_locales_locale_parent_id_unique" ON "help_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "help_articles_brand_idx" ON "help_articles" USING btree ("brand_id");
  CREATE INDEX "help_articles_kind_idx" ON "help_articles" USING btree ("kind");
  CREATE INDEX "help_articles_category_idx" ON "help_articles" USING btree ("category_id");
  CREATE INDEX "help_articles_updated_at_idx" ON "help_articles" USING btree ("updated_at");
  CREATE INDEX "help_articles_created_at_idx" ON "help_articles" USING btree ("created_at");
  CREATE UNIQUE INDEX "help_articles_locales_locale_parent_id_unique" ON "help_articles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "qa_entries_brand_idx" ON "qa_entries" USING btree ("brand_id");
  CREATE INDEX "qa_entries_qa_type_idx" ON "qa_entries" USING btree ("qa_type");
  CREATE INDEX "qa_entries_updated_at_idx" ON "qa_entries" USING btree ("updated_at");
  CREATE INDEX "qa_entries_created_at_idx" ON "qa_entries" USING btree ("created_at");
  CREATE UNIQUE INDEX "qa_entries_locales_locale_parent_id_unique" ON "qa_entries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "video_courses_chapters_order_idx" ON "video_courses_chapters" USING btree ("_order");
  CREATE INDEX "video_courses_chapters_parent_id_idx" ON "video_courses_chapters" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "video_courses_chapters_locales_locale_parent_id_unique" ON "video_courses_chapters_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "video_courses_brand_idx" ON "video_courses" USING btree ("brand_id");
  CREATE INDEX "video_courses_uid_idx" ON "video_courses" USING btree ("uid");
  CREATE INDEX "video_courses_video_file_idx" ON "video_courses" USING btree ("video_file_id");
  CREATE INDEX "video_courses_updated_at_idx" ON "video_courses" USING btree ("updated_at");
  CREATE INDEX "video_courses_created_at_idx" ON "video_courses" USING btree ("created_at");
  CREATE UNIQUE INDEX "video_courses_locales_locale_parent_id_unique" ON "video_courses_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "tax_rates_reduced_rates_order_idx" ON "tax_rates_reduced_rates" USING btree ("_order");
  CREATE INDEX "tax_rates_reduced_rates_parent_id_idx" ON "tax_rates_reduced_rates" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "tax_rates_reduced_rates_locales_locale_parent_id_unique" ON "tax_rates_reduced_rates_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "tax_rates_country_idx" ON "tax_rates" USING btree ("country");
  CREATE INDEX "tax_rates_updated_at_idx" ON "tax_rates" USING btree ("updated_at");
  CREATE INDEX "tax_rates_created_at_idx" ON "tax_rates" USING btree ("created_at");
  CREATE UNIQUE INDEX "tax_rates_locales_locale_parent_id_unique" ON "tax_rates_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "partners_brand_idx" ON "partners" USING btree ("brand_id");
  CREATE INDEX "partners_friend_id_idx" ON "partners" USING btree ("friend_id");
  CREATE INDEX "partners_updated_at_idx" ON "partners" USING btree ("updated_at");
  CREATE INDEX "partners_created_at_idx" ON "partners" USING btree ("created_at");
  CREATE UNIQUE INDEX "partners_locales_locale_parent_id_unique" ON "partners_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "case_studies_brand_idx" ON "case_studies" USING btree ("brand_id");
  CREATE INDEX "case_studies_updated_at_idx" ON "case_studies" USING btree ("updated_at");
  CREATE INDEX "case_studies_created_at_idx" ON "case_studies" USING btree ("created_at");
  CREATE UNIQUE INDEX "case_studies_locales_locale_parent_id_unique" ON "case_studies_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "contact_messages_brand_idx" ON "contact_messages" USING btree ("brand_id");
  CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status");
  CREATE INDEX "contact_messages_updated_at_idx" ON "contact_messages" USING btree ("updated_at");
  CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");
  CREATE INDEX "mail_outbox_status_idx" ON "mail_outbox" USING btree ("status");
  CREATE INDEX "mail_outbox_next_attempt_at_idx" ON "mail_outbox" USING btree ("next_attempt_at");
  CREATE INDEX "mail_outbox_updated_at_idx" ON "mail_outbox" USING btree ("updated_at");
  CREATE INDEX "mail_outbox_created_at_idx" ON "mail_outbox" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_help_categories_fk" FOREIGN KEY ("help_categories_id") REFERENCES "public"."help_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_help_articles_fk" FOREIGN KEY ("help_articles_id") REFERENCES "public"."help_articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_qa_entries_fk" FOREIGN KEY ("qa_entries_id") REFERENCES "public"."qa_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_video_courses_fk" FOREIGN KEY ("video_courses_id") REFERENCES "public"."video_courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tax_rates_fk" FOREIGN KEY ("tax_rates_id") REFERENCES "public"."tax_rates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_partners_fk" FOREIGN KEY ("partners_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_case_studies_fk" FOREIGN KEY ("case_studies_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_messages_fk" FOREIGN KEY ("contact_messages_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mail_outbox_fk" FOREIGN KEY ("mail_outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_articles_id_idx" ON "payload_locked_documents_rels" USING btree ("articles_id");
  CREATE INDEX "payload_locked_documents_rels_help_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("help_categories_id");
  CREATE INDEX "payload_locked_documents_rels_help_articles_id_idx" ON "payload_locked_documents_rels" USING btree ("help_articles_id");
  CREATE INDEX "payload_locked_documents_rels_qa_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("qa_entries_id");
  CREATE INDEX "payload_locked_documents_rels_video_courses_id_idx" ON "payload_locked_documents_rels" USING btree ("video_courses_id");
  CREATE INDEX "payload_locked_documents_rels_tax_rates_id_idx" ON "payload_locked_documents_rels" USING btree ("tax_rates_id");
  CREATE INDEX "payload_locked_documents_rels_partners_id_idx" ON "payload_locked_documents_rels" USING btree ("partners_id");
  CREATE INDEX "payload_locked_documents_rels_case_studies_id_idx" ON "payload_locked_documents_rels" USING btree ("case_studies_id");
  CREATE INDEX "payload_locked_documents_rels_contact_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_messages_id");
  CREATE INDEX "payload_locked_documents_rels_mail_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("mail_outbox_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_price_table" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_price_table_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_price_table" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_price_table_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "help_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "help_categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "help_articles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "help_articles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "qa_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "qa_entries_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "video_courses_chapters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "video_courses_chapters_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "video_courses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "video_courses_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tax_rates_reduced_rates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tax_rates_reduced_rates_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tax_rates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tax_rates_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "partners" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "partners_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "case_studies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "case_studies_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mail_outbox" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_price_table" CASCADE;
  DROP TABLE "pages_blocks_price_table_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_price_table" CASCADE;
  DROP TABLE "_pages_v_blocks_price_table_locales" CASCADE;
  DROP TABLE "articles" CASCADE;
  DROP TABLE "articles_locales" CASCADE;
  DROP TABLE "_articles_v" CASCADE;
  DROP TABLE "_articles_v_locales" CASCADE;
  DROP TABLE "help_categories" CASCADE;
  DROP TABLE "help_categories_locales" CASCADE;
  DROP TABLE "help_articles" CASCADE;
  DROP TABLE "help_articles_locales" CASCADE;
  DROP TABLE "qa_entries" CASCADE;
  DROP TABLE "qa_entries_locales" CASCADE;
  DROP TABLE "video_courses_chapters" CASCADE;
  DROP TABLE "video_courses_chapters_locales" CASCADE;
  DROP TABLE "video_courses" CASCADE;
  DROP TABLE "video_courses_locales" CASCADE;
  DROP TABLE "tax_rates_reduced_rates" CASCADE;
  DROP TABLE "tax_rates_reduced_rates_locales" CASCADE;
  DROP TABLE "tax_rates" CASCADE;
  DROP TABLE "tax_rates_locales" CASCADE;
  DROP TABLE "partners" CASCADE;
  DROP TABLE "partners_locales" CASCADE;
  DROP TABLE "case_studies" CASCADE;
  DROP TABLE "case_studies_locales" CASCADE;
  DROP TABLE "contact_messages" CASCADE;
  DROP TABLE "mail_outbox" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_articles_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_help_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_help_articles_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_qa_entries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_video_courses_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tax_rates_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_partners_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_case_studies_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contact_messages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_mail_outbox_fk";
  
  DROP INDEX "payload_locked_documents_rels_articles_id_idx";
  DROP INDEX "payload_locked_documents_rels_help_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_help_articles_id_idx";
  DROP INDEX "payload_locked_documents_rels_qa_entries_id_idx";
  DROP INDEX "payload_locked_documents_rels_video_courses_id_idx";
  DROP INDEX "payload_locked_documents_rels_tax_rates_id_idx";
  DROP INDEX "payload_locked_documents_rels_partners_id_idx";
  DROP INDEX "payload_locked_documents_rels_case_studies_id_idx";
  DROP INDEX "payload_locked_documents_rels_contact_messages_id_idx";
  DROP INDEX "payload_locked_documents_rels_mail_outbox_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "articles_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "help_categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "help_articles_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "qa_entries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "video_courses_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tax_rates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "partners_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "case_studies_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contact_messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "mail_outbox_id";
  DROP TYPE "public"."enum_articles_category";
  DROP TYPE "public"."enum_articles_status";
  DROP TYPE "public"."enum__articles_v_version_category";
  DROP TYPE "public"."enum__articles_v_version_status";
  DROP TYPE "public"."enum__articles_v_published_locale";
  DROP TYPE "public"."enum_help_articles_kind";
  DROP TYPE "public"."enum_qa_entries_qa_type";
  DROP TYPE "public"."enum_partners_kind";
  DROP TYPE "public"."enum_contact_messages_status";
  DROP TYPE "public"."enum_mail_outbox_status";`)
}
