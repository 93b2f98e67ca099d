import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contact_messages_source" AS ENUM('contact', 'lead');
  CREATE TYPE "public"."enum_channels_brands" AS ENUM('lz', 'mdt', 'cht', 'hb', 'ob', 'gl', 'ar', 'hk');
  CREATE TYPE "public"."enum_popups_module_type" AS ENUM('1', '2');
  CREATE TYPE "public"."enum_popups_limit_type" AS ENUM('0', '1', '2');
  CREATE TYPE "public"."enum_popups_popup_box_trigger_type" AS ENUM('1', '2');
  CREATE TYPE "public"."enum_popups_display_style" AS ENUM('1', '2', '3');
  CREATE TYPE "public"."enum_popups_image_option_type" AS ENUM('1', '2');
  CREATE TYPE "public"."enum_posters_module" AS ENUM('1');
  CREATE TYPE "public"."enum_posters_show_position" AS ENUM('40');
  CREATE TYPE "public"."enum_posters_show_type" AS ENUM('1', '2');
  CREATE TYPE "public"."enum_campaign_stats_brand" AS ENUM('lz', 'mdt', 'cht', 'hb', 'ob', 'gl', 'ar', 'hk');
  CREATE TYPE "public"."enum_campaign_stats_kind" AS ENUM('popup', 'poster');
  CREATE TYPE "public"."enum_channel_pages_packages_award_list_award_type" AS ENUM('3', '0', '1', '2', '4');
  CREATE TYPE "public"."enum_channel_pages_packages_award_list_discount_type" AS ENUM('0', '1');
  CREATE TYPE "public"."enum_channel_pages_config_type" AS ENUM('1', '2');
  CREATE TYPE "public"."enum_activities_kind" AS ENUM('invite', 'register', 'fullFree', 'zeroSecondKill', 'thirtyPercentOff', 'setMeal', 'couponCenter', 'trademark');
  CREATE TYPE "public"."enum_remote_configs_brand" AS ENUM('lz', 'mdt', 'cht', 'hb', 'ob', 'gl', 'ar', 'hk');
  CREATE TABLE "pages_blocks_activity_calendar_days" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone,
  	"link" varchar
  );
  
  CREATE TABLE "pages_blocks_activity_calendar_days_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_activity_calendar" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"activity_id" integer,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_activity_calendar_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_limited_deposit_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"price" numeric,
  	"original_price" numeric,
  	"quantity" numeric,
  	"deposit" numeric,
  	"deduction" numeric,
  	"link" varchar
  );
  
  CREATE TABLE "pages_blocks_limited_deposit_items_locales" (
  	"name" varchar,
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_limited_deposit" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"activity_id" integer,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_limited_deposit_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_kill_price618_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"price" numeric,
  	"original_price" numeric,
  	"quantity" numeric,
  	"session_at" timestamp(3) with time zone,
  	"link" varchar
  );
  
  CREATE TABLE "pages_blocks_kill_price618_items_locales" (
  	"name" varchar,
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_kill_price618" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"activity_id" integer,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_kill_price618_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_order_free_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_order_free_steps_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_order_free_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"price" numeric,
  	"original_price" numeric,
  	"quantity" numeric,
  	"link" varchar
  );
  
  CREATE TABLE "pages_blocks_order_free_items_locales" (
  	"name" varchar,
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_order_free" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"free_orders" numeric,
  	"activity_id" integer,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_order_free_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_low_price_kill_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"price" numeric,
  	"original_price" numeric,
  	"quantity" numeric,
  	"link" varchar
  );
  
  CREATE TABLE "pages_blocks_low_price_kill_items_locales" (
  	"name" varchar,
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_low_price_kill" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"activity_id" integer,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_low_price_kill_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_full_reduction_tiers" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"threshold" numeric,
  	"reduction" numeric
  );
  
  CREATE TABLE "pages_blocks_full_reduction_tiers_locales" (
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_full_reduction" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link" varchar,
  	"activity_id" integer,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_full_reduction_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_trademark_patent_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"price" numeric,
  	"original_price" numeric,
  	"quantity" numeric,
  	"link" varchar
  );
  
  CREATE TABLE "pages_blocks_trademark_patent_items_locales" (
  	"name" varchar,
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_trademark_patent" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"activity_id" integer,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_trademark_patent_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_activity_rule_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_activity_rule_rules_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_activity_rule" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"activity_id" integer,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_activity_rule_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_lead_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"activity_id" integer,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_lead_form_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"submit_label" varchar,
  	"success_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_activity_calendar_days" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_activity_calendar_days_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_activity_calendar" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"activity_id" integer,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_activity_calendar_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_limited_deposit_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"price" numeric,
  	"original_price" numeric,
  	"quantity" numeric,
  	"deposit" numeric,
  	"deduction" numeric,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_limited_deposit_items_locales" (
  	"name" varchar,
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_limited_deposit" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"activity_id" integer,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_limited_deposit_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_kill_price618_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"price" numeric,
  	"original_price" numeric,
  	"quantity" numeric,
  	"session_at" timestamp(3) with time zone,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_kill_price618_items_locales" (
  	"name" varchar,
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_kill_price618" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"activity_id" integer,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_kill_price618_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_order_free_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_order_free_steps_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_order_free_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"price" numeric,
  	"original_price" numeric,
  	"quantity" numeric,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_order_free_items_locales" (
  	"name" varchar,
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_order_free" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"free_orders" numeric,
  	"activity_id" integer,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_order_free_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_low_price_kill_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"price" numeric,
  	"original_price" numeric,
  	"quantity" numeric,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_low_price_kill_items_locales" (
  	"name" varchar,
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_low_price_kill" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"activity_id" integer,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_low_price_kill_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_full_reduction_tiers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"threshold" numeric,
  	"reduction" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_full_reduction_tiers_locales" (
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_full_reduction" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link" varchar,
  	"activity_id" integer,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_full_reduction_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_trademark_patent_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"price" numeric,
  	"original_price" numeric,
  	"quantity" numeric,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_trademark_patent_items_locales" (
  	"name" varchar,
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_trademark_patent" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"activity_id" integer,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_trademark_patent_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_activity_rule_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_activity_rule_rules_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_activity_rule" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"activity_id" integer,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_activity_rule_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_lead_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"activity_id" integer,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_lead_form_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"submit_label" varchar,
  	"success_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "channels_brands" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_channels_brands",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "channels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"sort" numeric DEFAULT 0,
  	"enabled" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "channels_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "popups_trigger_pages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"page" varchar NOT NULL
  );
  
  CREATE TABLE "popups_button_detail_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"button_url" varchar
  );
  
  CREATE TABLE "popups_button_detail_list_locales" (
  	"button_name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "popups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"module_type" "enum_popups_module_type" DEFAULT '1' NOT NULL,
  	"limit_type" "enum_popups_limit_type" DEFAULT '0' NOT NULL,
  	"popup_box_trigger_type" "enum_popups_popup_box_trigger_type" DEFAULT '1' NOT NULL,
  	"display_style" "enum_popups_display_style" DEFAULT '3' NOT NULL,
  	"image_option_type" "enum_popups_image_option_type" DEFAULT '1' NOT NULL,
  	"img_jump_url" varchar,
  	"main_img_id" integer,
  	"icon_img_id" integer,
  	"brand_id" integer NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"ends_at" timestamp(3) with time zone NOT NULL,
  	"sort" numeric DEFAULT 0,
  	"enabled" boolean DEFAULT true,
  	"views" numeric DEFAULT 0,
  	"clicks" numeric DEFAULT 0,
  	"ctr" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "popups_locales" (
  	"title" varchar,
  	"title_rich_text" jsonb,
  	"content" varchar,
  	"content_rich_text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "popups_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"channels_id" integer
  );
  
  CREATE TABLE "posters" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"module" "enum_posters_module" DEFAULT '1' NOT NULL,
  	"show_position" "enum_posters_show_position" DEFAULT '40' NOT NULL,
  	"show_type" "enum_posters_show_type" DEFAULT '1' NOT NULL,
  	"poster_img_id" integer NOT NULL,
  	"show_way" varchar,
  	"brand_id" integer NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"ends_at" timestamp(3) with time zone NOT NULL,
  	"sort" numeric DEFAULT 0,
  	"enabled" boolean DEFAULT true,
  	"views" numeric DEFAULT 0,
  	"clicks" numeric DEFAULT 0,
  	"ctr" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "posters_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "posters_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"channels_id" integer
  );
  
  CREATE TABLE "campaign_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand" "enum_campaign_stats_brand" NOT NULL,
  	"kind" "enum_campaign_stats_kind" NOT NULL,
  	"campaign_id" numeric NOT NULL,
  	"popup_id" integer,
  	"poster_id" integer,
  	"day" varchar NOT NULL,
  	"views" numeric DEFAULT 0 NOT NULL,
  	"clicks" numeric DEFAULT 0 NOT NULL,
  	"ctr" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "channel_pages_packages_award_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"award_type" "enum_channel_pages_packages_award_list_award_type" NOT NULL,
  	"discount_type" "enum_channel_pages_packages_award_list_discount_type" DEFAULT '0' NOT NULL,
  	"count" numeric DEFAULT 1 NOT NULL,
  	"amount" numeric,
  	"threshold" numeric,
  	"award_score" numeric
  );
  
  CREATE TABLE "channel_pages_packages_award_list_locales" (
  	"service_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "channel_pages_packages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "channel_pages_packages_locales" (
  	"platform" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "channel_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"config_type" "enum_channel_pages_config_type" DEFAULT '1' NOT NULL,
  	"float_image_id" integer NOT NULL,
  	"brand_id" integer NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"ends_at" timestamp(3) with time zone NOT NULL,
  	"sort" numeric DEFAULT 0,
  	"enabled" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "channel_pages_locales" (
  	"float_alt" varchar NOT NULL,
  	"modal_title" varchar NOT NULL,
  	"modal_intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "channel_pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"channels_id" integer
  );
  
  CREATE TABLE "activities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"kind" "enum_activities_kind" NOT NULL,
  	"page" varchar NOT NULL,
  	"brand_id" integer NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"ends_at" timestamp(3) with time zone NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "activities_locales" (
  	"title" varchar NOT NULL,
  	"summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "activities_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"channels_id" integer
  );
  
  CREATE TABLE "remote_configs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"brand" "enum_remote_configs_brand",
  	"value" jsonb NOT NULL,
  	"description" varchar,
  	"public" boolean DEFAULT true,
  	"enabled" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "brands" ADD COLUMN "closure_notice_link_url" varchar;
  ALTER TABLE "brands_locales" ADD COLUMN "closure_notice_title" varchar;
  ALTER TABLE "brands_locales" ADD COLUMN "closure_notice_text" varchar;
  ALTER TABLE "brands_locales" ADD COLUMN "closure_notice_link_label" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "source" "enum_contact_messages_source" DEFAULT 'contact';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "channels_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "popups_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "posters_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "campaign_stats_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "channel_pages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "activities_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "remote_configs_id" integer;
  ALTER TABLE "pages_blocks_activity_calendar_days" ADD CONSTRAINT "pages_blocks_activity_calendar_days_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_activity_calendar"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_activity_calendar_days_locales" ADD CONSTRAINT "pages_blocks_activity_calendar_days_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_activity_calendar_days"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_activity_calendar" ADD CONSTRAINT "pages_blocks_activity_calendar_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_activity_calendar" ADD CONSTRAINT "pages_blocks_activity_calendar_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_activity_calendar_locales" ADD CONSTRAINT "pages_blocks_activity_calendar_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_activity_calendar"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_limited_deposit_items" ADD CONSTRAINT "pages_blocks_limited_deposit_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_limited_deposit"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_limited_deposit_items_locales" ADD CONSTRAINT "pages_blocks_limited_deposit_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_limited_deposit_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_limited_deposit" ADD CONSTRAINT "pages_blocks_limited_deposit_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_limited_deposit" ADD CONSTRAINT "pages_blocks_limited_deposit_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_limited_deposit_locales" ADD CONSTRAINT "pages_blocks_limited_deposit_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_limited_deposit"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_kill_price618_items" ADD CONSTRAINT "pages_blocks_kill_price618_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_kill_price618"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_kill_price618_items_locales" ADD CONSTRAINT "pages_blocks_kill_price618_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_kill_price618_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_kill_price618" ADD CONSTRAINT "pages_blocks_kill_price618_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_kill_price618" ADD CONSTRAINT "pages_blocks_kill_price618_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_kill_price618_locales" ADD CONSTRAINT "pages_blocks_kill_price618_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_kill_price618"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_order_free_steps" ADD CONSTRAINT "pages_blocks_order_free_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_order_free"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_order_free_steps_locales" ADD CONSTRAINT "pages_blocks_order_free_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_order_free_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_order_free_items" ADD CONSTRAINT "pages_blocks_order_free_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_order_free"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_order_free_items_locales" ADD CONSTRAINT "pages_blocks_order_free_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_order_free_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_order_free" ADD CONSTRAINT "pages_blocks_order_free_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_order_free" ADD CONSTRAINT "pages_blocks_order_free_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_order_free_locales" ADD CONSTRAINT "pages_blocks_order_free_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_order_free"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_low_price_kill_items" ADD CONSTRAINT "pages_blocks_low_price_kill_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_low_price_kill"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_low_price_kill_items_locales" ADD CONSTRAINT "pages_blocks_low_price_kill_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_low_price_kill_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_low_price_kill" ADD CONSTRAINT "pages_blocks_low_price_kill_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_low_price_kill" ADD CONSTRAINT "pages_blocks_low_price_kill_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_low_price_kill_locales" ADD CONSTRAINT "pages_blocks_low_price_kill_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_low_price_kill"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_full_reduction_tiers" ADD CONSTRAINT "pages_blocks_full_reduction_tiers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_full_reduction"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_full_reduction_tiers_locales" ADD CONSTRAINT "pages_blocks_full_reduction_tiers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_full_reduction_tiers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_full_reduction" ADD CONSTRAINT "pages_blocks_full_reduction_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_full_reduction" ADD CONSTRAINT "pages_blocks_full_reduction_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_full_reduction_locales" ADD CONSTRAINT "pages_blocks_full_reduction_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_full_reduction"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_trademark_patent_items" ADD CONSTRAINT "pages_blocks_trademark_patent_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_trademark_patent"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_trademark_patent_items_locales" ADD CONSTRAINT "pages_blocks_trademark_patent_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_trademark_patent_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_trademark_patent" ADD CONSTRAINT "pages_blocks_trademark_patent_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_trademark_patent" ADD CONSTRAINT "pages_blocks_trademark_patent_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_trademark_patent_locales" ADD CONSTRAINT "pages_blocks_trademark_patent_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_trademark_patent"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_activity_rule_rules" ADD CONSTRAINT "pages_blocks_activity_rule_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_activity_rule"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_activity_rule_rules_locales" ADD CONSTRAINT "pages_blocks_activity_rule_rules_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_activity_rule_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_activity_rule" ADD CONSTRAINT "pages_blocks_activity_rule_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_activity_rule" ADD CONSTRAINT "pages_blocks_activity_rule_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_activity_rule_locales" ADD CONSTRAINT "pages_blocks_activity_rule_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_activity_rule"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_lead_form" ADD CONSTRAINT "pages_blocks_lead_form_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_lead_form" ADD CONSTRAINT "pages_blocks_lead_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_lead_form_locales" ADD CONSTRAINT "pages_blocks_lead_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_lead_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_activity_calendar_days" ADD CONSTRAINT "_pages_v_blocks_activity_calendar_days_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_activity_calendar"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_activity_calendar_days_locales" ADD CONSTRAINT "_pages_v_blocks_activity_calendar_days_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_activity_calendar_days"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_activity_calendar" ADD CONSTRAINT "_pages_v_blocks_activity_calendar_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_activity_calendar" ADD CONSTRAINT "_pages_v_blocks_activity_calendar_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_activity_calendar_locales" ADD CONSTRAINT "_pages_v_blocks_activity_calendar_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_activity_calendar"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_limited_deposit_items" ADD CONSTRAINT "_pages_v_blocks_limited_deposit_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_limited_deposit"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_limited_deposit_items_locales" ADD CONSTRAINT "_pages_v_blocks_limited_deposit_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_limited_deposit_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_limited_deposit" ADD CONSTRAINT "_pages_v_blocks_limited_deposit_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_limited_deposit" ADD CONSTRAINT "_pages_v_blocks_limited_deposit_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_limited_deposit_locales" ADD CONSTRAINT "_pages_v_blocks_limited_deposit_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_limited_deposit"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_kill_price618_items" ADD CONSTRAINT "_pages_v_blocks_kill_price618_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_kill_price618"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_kill_price618_items_locales" ADD CONSTRAINT "_pages_v_blocks_kill_price618_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_kill_price618_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_kill_price618" ADD CONSTRAINT "_pages_v_blocks_kill_price618_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_kill_price618" ADD CONSTRAINT "_pages_v_blocks_kill_price618_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_kill_price618_locales" ADD CONSTRAINT "_pages_v_blocks_kill_price618_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_kill_price618"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_order_free_steps" ADD CONSTRAINT "_pages_v_blocks_order_free_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_order_free"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_order_free_steps_locales" ADD CONSTRAINT "_pages_v_blocks_order_free_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_order_free_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_order_free_items" ADD CONSTRAINT "_pages_v_blocks_order_free_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_order_free"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_order_free_items_locales" ADD CONSTRAINT "_pages_v_blocks_order_free_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_order_free_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_order_free" ADD CONSTRAINT "_pages_v_blocks_order_free_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_order_free" ADD CONSTRAINT "_pages_v_blocks_order_free_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_order_free_locales" ADD CONSTRAINT "_pages_v_blocks_order_free_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_order_free"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_low_price_kill_items" ADD CONSTRAINT "_pages_v_blocks_low_price_kill_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_low_price_kill"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_low_price_kill_items_locales" ADD CONSTRAINT "_pages_v_blocks_low_price_kill_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_low_price_kill_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_low_price_kill" ADD CONSTRAINT "_pages_v_blocks_low_price_kill_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_low_price_kill" ADD CONSTRAINT "_pages_v_blocks_low_price_kill_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_low_price_kill_locales" ADD CONSTRAINT "_pages_v_blocks_low_price_kill_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_low_price_kill"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_full_reduction_tiers" ADD CONSTRAINT "_pages_v_blocks_full_reduction_tiers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_full_reduction"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_full_reduction_tiers_locales" ADD CONSTRAINT "_pages_v_blocks_full_reduction_tiers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_full_reduction_tiers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_full_reduction" ADD CONSTRAINT "_pages_v_blocks_full_reduction_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_full_reduction" ADD CONSTRAINT "_pages_v_blocks_full_reduction_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_full_reduction_locales" ADD CONSTRAINT "_pages_v_blocks_full_reduction_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_full_reduction"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trademark_patent_items" ADD CONSTRAINT "_pages_v_blocks_trademark_patent_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_trademark_patent"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trademark_patent_items_locales" ADD CONSTRAINT "_pages_v_blocks_trademark_patent_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_trademark_patent_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trademark_patent" ADD CONSTRAINT "_pages_v_blocks_trademark_patent_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trademark_patent" ADD CONSTRAINT "_pages_v_blocks_trademark_patent_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trademark_patent_locales" ADD CONSTRAINT "_pages_v_blocks_trademark_patent_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_trademark_patent"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_activity_rule_rules" ADD CONSTRAINT "_pages_v_blocks_activity_rule_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_activity_rule"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_activity_rule_rules_locales" ADD CONSTRAINT "_pages_v_blocks_activity_rule_rules_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_activity_rule_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_activity_rule" ADD CONSTRAINT "_pages_v_blocks_activity_rule_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_activity_rule" ADD CONSTRAINT "_pages_v_blocks_activity_rule_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_activity_rule_locales" ADD CONSTRAINT "_pages_v_blocks_activity_rule_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_activity_rule"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_lead_form" ADD CONSTRAINT "_pages_v_blocks_lead_form_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_lead_form" ADD CONSTRAINT "_pages_v_blocks_lead_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_lead_form_locales" ADD CONSTRAINT "_pages_v_blocks_lead_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_lead_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channels_brands" ADD CONSTRAINT "channels_brands_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channels_locales" ADD CONSTRAINT "channels_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_trigger_pages" ADD CONSTRAINT "popups_trigger_pages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_button_detail_list" ADD CONSTRAINT "popups_button_detail_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_button_detail_list_locales" ADD CONSTRAINT "popups_button_detail_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."popups_button_detail_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups" ADD CONSTRAINT "popups_main_img_id_media_id_fk" FOREIGN KEY ("main_img_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "popups" ADD CONSTRAINT "popups_icon_img_id_media_id_fk" FOREIGN KEY ("icon_img_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "popups" ADD CONSTRAINT "popups_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "popups_locales" ADD CONSTRAINT "popups_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_rels" ADD CONSTRAINT "popups_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_rels" ADD CONSTRAINT "popups_rels_channels_fk" FOREIGN KEY ("channels_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posters" ADD CONSTRAINT "posters_poster_img_id_media_id_fk" FOREIGN KEY ("poster_img_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posters" ADD CONSTRAINT "posters_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posters_locales" ADD CONSTRAINT "posters_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posters_rels" ADD CONSTRAINT "posters_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posters_rels" ADD CONSTRAINT "posters_rels_channels_fk" FOREIGN KEY ("channels_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaign_stats" ADD CONSTRAINT "campaign_stats_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "campaign_stats" ADD CONSTRAINT "campaign_stats_poster_id_posters_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."posters"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "channel_pages_packages_award_list" ADD CONSTRAINT "channel_pages_packages_award_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."channel_pages_packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channel_pages_packages_award_list_locales" ADD CONSTRAINT "channel_pages_packages_award_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."channel_pages_packages_award_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channel_pages_packages" ADD CONSTRAINT "channel_pages_packages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."channel_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channel_pages_packages_locales" ADD CONSTRAINT "channel_pages_packages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."channel_pages_packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channel_pages" ADD CONSTRAINT "channel_pages_float_image_id_media_id_fk" FOREIGN KEY ("float_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "channel_pages" ADD CONSTRAINT "channel_pages_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "channel_pages_locales" ADD CONSTRAINT "channel_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."channel_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channel_pages_rels" ADD CONSTRAINT "channel_pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."channel_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channel_pages_rels" ADD CONSTRAINT "channel_pages_rels_channels_fk" FOREIGN KEY ("channels_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "activities" ADD CONSTRAINT "activities_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "activities_locales" ADD CONSTRAINT "activities_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "activities_rels" ADD CONSTRAINT "activities_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "activities_rels" ADD CONSTRAINT "activities_rels_channels_fk" FOREIGN KEY ("channels_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_activity_calendar_days_order_idx" ON "pages_blocks_activity_calendar_days" USING btree ("_order");
  CREATE INDEX "pages_blocks_activity_calendar_days_parent_id_idx" ON "pages_blocks_activity_calendar_days" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_activity_calendar_days_locales_locale_parent_id" ON "pages_blocks_activity_calendar_days_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_activity_calendar_order_idx" ON "pages_blocks_activity_calendar" USING btree ("_order");
  CREATE INDEX "pages_blocks_activity_calendar_parent_id_idx" ON "pages_blocks_activity_calendar" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_activity_calendar_path_idx" ON "pages_blocks_activity_calendar" USING btree ("_path");
  CREATE INDEX "pages_blocks_activity_calendar_activity_idx" ON "pages_blocks_activity_calendar" USING btree ("activity_id");
  CREATE UNIQUE INDEX "pages_blocks_activity_calendar_locales_locale_parent_id_uniq" ON "pages_blocks_activity_calendar_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_limited_deposit_items_order_idx" ON "pages_blocks_limited_deposit_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_limited_deposit_items_parent_id_idx" ON "pages_blocks_limited_deposit_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_limited_deposit_items_locales_locale_parent_id_" ON "pages_blocks_limited_deposit_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_limited_deposit_order_idx" ON "pages_blocks_limited_deposit" USING btree ("_order");
  CREATE INDEX "pages_blocks_limited_deposit_parent_id_idx" ON "pages_blocks_limited_deposit" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_limited_deposit_path_idx" ON "pages_blocks_limited_deposit" USING btree ("_path");
  CREATE INDEX "pages_blocks_limited_deposit_activity_idx" ON "pages_blocks_limited_deposit" USING btree ("activity_id");
  CREATE UNIQUE INDEX "pages_blocks_limited_deposit_locales_locale_parent_id_unique" ON "pages_blocks_limited_deposit_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_kill_price618_items_order_idx" ON "pages_blocks_kill_price618_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_kill_price618_items_parent_id_idx" ON "pages_blocks_kill_price618_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_kill_price618_items_locales_locale_parent_id_un" ON "pages_blocks_kill_price618_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_kill_price618_order_idx" ON "pages_blocks_kill_price618" USING btree ("_order");
  CREATE INDEX "pages_blocks_kill_price618_parent_id_idx" ON "pages_blocks_kill_price618" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_kill_price618_path_idx" ON "pages_blocks_kill_price618" USING btree ("_path");
  CREATE INDEX "pages_blocks_kill_price618_activity_idx" ON "pages_blocks_kill_price618" USING btree ("activity_id");
  CREATE UNIQUE INDEX "pages_blocks_kill_price618_locales_locale_parent_id_unique" ON "pages_blocks_kill_price618_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_order_free_steps_order_idx" ON "pages_blocks_order_free_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_order_free_steps_parent_id_idx" ON "pages_blocks_order_free_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_order_free_steps_locales_locale_parent_id_uniqu" ON "pages_blocks_order_free_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_order_free_items_order_idx" ON "pages_blocks_order_free_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_order_free_items_parent_id_idx" ON "pages_blocks_order_free_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_order_free_items_locales_locale_parent_id_uniqu" ON "pages_blocks_order_free_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_order_free_order_idx" ON "pages_blocks_order_free" USING btree ("_order");
  CREATE INDEX "pages_blocks_order_free_parent_id_idx" ON "pages_blocks_order_free" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_order_free_path_idx" ON "pages_blocks_order_free" USING btree ("_path");
  CREATE INDEX "pages_blocks_order_free_activity_idx" ON "pages_blocks_order_free" USING btree ("activity_id");
  CREATE UNIQUE INDEX "pages_blocks_order_free_locales_locale_parent_id_unique" ON "pages_blocks_order_free_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_low_price_kill_items_order_idx" ON "pages_blocks_low_price_kill_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_low_price_kill_items_parent_id_idx" ON "pages_blocks_low_price_kill_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_low_price_kill_items_locales_locale_parent_id_u" ON "pages_blocks_low_price_kill_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_low_price_kill_order_idx" ON "pages_blocks_low_price_kill" USING btree ("_order");
  CREATE INDEX "pages_blocks_low_price_kill_parent_id_idx" ON "pages_blocks_low_price_kill" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_low_price_kill_path_idx" ON "pages_blocks_low_price_kill" USING btree ("_path");
  CREATE INDEX "pages_blocks_low_price_kill_activity_idx" ON "pages_blocks_low_price_kill" USING btree ("activity_id");
  CREATE UNIQUE INDEX "pages_blocks_low_price_kill_locales_locale_parent_id_unique" ON "pages_blocks_low_price_kill_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_full_reduction_tiers_order_idx" ON "pages_blocks_full_reduction_tiers" USING btree ("_order");
  CREATE INDEX "pages_blocks_full_reduction_tiers_parent_id_idx" ON "pages_blocks_full_reduction_tiers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_full_reduction_tiers_locales_locale_parent_id_u" ON "pages_blocks_full_reduction_tiers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_full_reduction_order_idx" ON "pages_blocks_full_reduction" USING btree ("_order");
  CREATE INDEX "pages_blocks_full_reduction_parent_id_idx" ON "pages_blocks_full_reduction" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_full_reduction_path_idx" ON "pages_blocks_full_reduction" USING btree ("_path");
  CREATE INDEX "pages_blocks_full_reduction_activity_idx" ON "pages_blocks_full_reduction" USING btree ("activity_id");
  CREATE UNIQUE INDEX "pages_blocks_full_reduction_locales_locale_parent_id_unique" ON "pages_blocks_full_reduction_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_trademark_patent_items_order_idx" ON "pages_blocks_trademark_patent_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_trademark_patent_items_parent_id_idx" ON "pages_blocks_trademark_patent_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_trademark_patent_items_locales_locale_parent_id" ON "pages_blocks_trademark_patent_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_trademark_patent_order_idx" ON "pages_blocks_trademark_patent" USING btree ("_order");
  CREATE INDEX "pages_blocks_trademark_patent_parent_id_idx" ON "pages_blocks_trademark_patent" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_trademark_patent_path_idx" ON "pages_blocks_trademark_patent" USING btree ("_path");
  CREATE INDEX "pages_blocks_trademark_patent_activity_idx" ON "pages_blocks_trademark_patent" USING btree ("activity_id");
  CREATE UNIQUE INDEX "pages_blocks_trademark_patent_locales_locale_parent_id_uniqu" ON "pages_blocks_trademark_patent_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_activity_rule_rules_order_idx" ON "pages_blocks_activity_rule_rules" USING btree ("_order");
  CREATE INDEX "pages_blocks_activity_rule_rules_parent_id_idx" ON "pages_blocks_activity_rule_rules" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_activity_rule_rules_locales_locale_parent_id_un" ON "pages_blocks_activity_rule_rules_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_activity_rule_order_idx" ON "pages_blocks_activity_rule" USING btree ("_order");
  CREATE INDEX "pages_blocks_activity_rule_parent_id_idx" ON "pages_blocks_activity_rule" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_activity_rule_path_idx" ON "pages_blocks_activity_rule" USING btree ("_path");
  CREATE INDEX "pages_blocks_activity_rule_activity_idx" ON "pages_blocks_activity_rule" USING btree ("activity_id");
  CREATE UNIQUE INDEX "pages_blocks_activity_rule_locales_locale_parent_id_unique" ON "pages_blocks_activity_rule_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_lead_form_order_idx" ON "pages_blocks_lead_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_lead_form_parent_id_idx" ON "pages_blocks_lead_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_lead_form_path_idx" ON "pages_blocks_lead_form" USING btree ("_path");
  CREATE INDEX "pages_blocks_lead_form_activity_idx" ON "pages_blocks_lead_form" USING btree ("activity_id");
  CREATE UNIQUE INDEX "pages_blocks_lead_form_locales_locale_parent_id_unique" ON "pages_blocks_lead_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_activity_calendar_days_order_idx" ON "_pages_v_blocks_activity_calendar_days" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_activity_calendar_days_parent_id_idx" ON "_pages_v_blocks_activity_calendar_days" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_activity_calendar_days_locales_locale_parent" ON "_pages_v_blocks_activity_calendar_days_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_activity_calendar_order_idx" ON "_pages_v_blocks_activity_calendar" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_activity_calendar_parent_id_idx" ON "_pages_v_blocks_activity_calendar" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_activity_calendar_path_idx" ON "_pages_v_blocks_activity_calendar" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_activity_calendar_activity_idx" ON "_pages_v_blocks_activity_calendar" USING btree ("activity_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_activity_calendar_locales_locale_parent_id_u" ON "_pages_v_blocks_activity_calendar_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_limited_deposit_items_order_idx" ON "_pages_v_blocks_limited_deposit_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_limited_deposit_items_parent_id_idx" ON "_pages_v_blocks_limited_deposit_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_limited_deposit_items_locales_locale_parent_" ON "_pages_v_blocks_limited_deposit_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_limited_deposit_order_idx" ON "_pages_v_blocks_limited_deposit" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_limited_deposit_parent_id_idx" ON "_pages_v_blocks_limited_deposit" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_limited_deposit_path_idx" ON "_pages_v_blocks_limited_deposit" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_limited_deposit_activity_idx" ON "_pages_v_blocks_limited_deposit" USING btree ("activity_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_limited_deposit_locales_locale_parent_id_uni" ON "_pages_v_blocks_limited_deposit_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_kill_price618_items_order_idx" ON "_pages_v_blocks_kill_price618_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_kill_price618_items_parent_id_idx" ON "_pages_v_blocks_kill_price618_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_kill_price618_items_locales_locale_parent_id" ON "_pages_v_blocks_kill_price618_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_kill_price618_order_idx" ON "_pages_v_blocks_kill_price618" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_kill_price618_parent_id_idx" ON "_pages_v_blocks_kill_price618" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_kill_price618_path_idx" ON "_pages_v_blocks_kill_price618" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_kill_price618_activity_idx" ON "_pages_v_blocks_kill_price618" USING btree ("activity_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_kill_price618_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_kill_price618_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_order_free_steps_order_idx" ON "_pages_v_blocks_order_free_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_order_free_steps_parent_id_idx" ON "_pages_v_blocks_order_free_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_order_free_steps_locales_locale_parent_id_un" ON "_pages_v_blocks_order_free_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_order_free_items_order_idx" ON "_pages_v_blocks_order_free_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_order_free_items_parent_id_idx" ON "_pages_v_blocks_order_free_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_order_free_items_locales_locale_parent_id_un" ON "_pages_v_blocks_order_free_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_order_free_order_idx" ON "_pages_v_blocks_order_free" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_order_free_parent_id_idx" ON "_pages_v_blocks_order_free" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_order_free_path_idx" ON "_pages_v_blocks_order_free" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_order_free_activity_idx" ON "_pages_v_blocks_order_free" USING btree ("activity_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_order_free_locales_locale_parent_id_unique" ON "_pages_v_blocks_order_free_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_low_price_kill_items_order_idx" ON "_pages_v_blocks_low_price_kill_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_low_price_kill_items_parent_id_idx" ON "_pages_v_blocks_low_price_kill_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_low_price_kill_items_locales_locale_parent_i" ON "_pages_v_blocks_low_price_kill_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_low_price_kill_order_idx" ON "_pages_v_blocks_low_price_kill" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_low_price_kill_parent_id_idx" ON "_pages_v_blocks_low_price_kill" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_low_price_kill_path_idx" ON "_pages_v_blocks_low_price_kill" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_low_price_kill_activity_idx" ON "_pages_v_blocks_low_price_kill" USING btree ("activity_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_low_price_kill_locales_locale_parent_id_uniq" ON "_pages_v_blocks_low_price_kill_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_full_reduction_tiers_order_idx" ON "_pages_v_blocks_full_reduction_tiers" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_full_reduction_tiers_parent_id_idx" ON "_pages_v_blocks_full_reduction_tiers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_full_reduction_tiers_locales_locale_parent_i" ON "_pages_v_blocks_full_reduction_tiers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_full_reduction_order_idx" ON "_pages_v_blocks_full_reduction" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_full_reduction_parent_id_idx" ON "_pages_v_blocks_full_reduction" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_full_reduction_path_idx" ON "_pages_v_blocks_full_reduction" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_full_reduction_activity_idx" ON "_pages_v_blocks_full_reduction" USING btree ("activity_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_full_reduction_locales_locale_parent_id_uniq" ON "_pages_v_blocks_full_reduction_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_trademark_patent_items_order_idx" ON "_pages_v_blocks_trademark_patent_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_trademark_patent_items_parent_id_idx" ON "_pages_v_blocks_trademark_patent_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_trademark_patent_items_locales_locale_parent" ON "_pages_v_blocks_trademark_patent_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_trademark_patent_order_idx" ON "_pages_v_blocks_trademark_patent" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_trademark_patent_parent_id_idx" ON "_pages_v_blocks_trademark_patent" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_trademark_patent_path_idx" ON "_pages_v_blocks_trademark_patent" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_trademark_patent_activity_idx" ON "_pages_v_blocks_trademark_patent" USING btree ("activity_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_trademark_patent_locales_locale_parent_id_un" ON "_pages_v_blocks_trademark_patent_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_activity_rule_rules_order_idx" ON "_pages_v_blocks_activity_rule_rules" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_activity_rule_rules_parent_id_idx" ON "_pages_v_blocks_activity_rule_rules" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_activity_rule_rules_locales_locale_parent_id" ON "_pages_v_blocks_activity_rule_rules_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_activity_rule_order_idx" ON "_pages_v_blocks_activity_rule" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_activity_rule_parent_id_idx" ON "_pages_v_blocks_activity_rule" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_activity_rule_path_idx" ON "_pages_v_blocks_activity_rule" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_activity_rule_activity_idx" ON "_pages_v_blocks_activity_rule" USING btree ("activity_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_activity_rule_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_activity_rule_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_lead_form_order_idx" ON "_pages_v_blocks_lead_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_lead_form_parent_id_idx" ON "_pages_v_blocks_lead_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_lead_form_path_idx" ON "_pages_v_blocks_lead_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_lead_form_activity_idx" ON "_pages_v_blocks_lead_form" USING btree ("activity_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_lead_form_locales_locale_parent_id_unique" ON "_pages_v_blocks_lead_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "channels_brands_order_idx" ON "channels_brands" USING btree ("order");
  CREATE INDEX "channels_brands_parent_idx" ON "channels_brands" USING btree ("parent_id");
  CREATE UNIQUE INDEX "channels_code_idx" ON "channels" USING btree ("code");
  CREATE INDEX "channels_updated_at_idx" ON "channels" USING btree ("updated_at");
  CREATE INDEX "channels_created_at_idx" ON "channels" USING btree ("created_at");
  CREATE UNIQUE INDEX "channels_locales_locale_parent_id_unique" ON "channels_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "popups_trigger_pages_order_idx" ON "popups_trigger_pages" USING btree ("_order");
  CREATE INDEX "popups_trigger_pages_parent_id_idx" ON "popups_trigger_pages" USING btree ("_parent_id");
  CREATE INDEX "popups_button_detail_list_order_idx" ON "popups_button_detail_list" USING btree ("_order");
  CREATE INDEX "popups_button_detail_list_parent_id_idx" ON "popups_button_detail_list" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "popups_button_detail_list_locales_locale_parent_id_unique" ON "popups_button_detail_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "popups_main_img_idx" ON "popups" USING btree ("main_img_id");
  CREATE INDEX "popups_icon_img_idx" ON "popups" USING btree ("icon_img_id");
  CREATE INDEX "popups_brand_idx" ON "popups" USING btree ("brand_id");
  CREATE INDEX "popups_starts_at_idx" ON "popups" USING btree ("starts_at");
  CREATE INDEX "popups_ends_at_idx" ON "popups" USING btree ("ends_at");
  CREATE INDEX "popups_updated_at_idx" ON "popups" USING btree ("updated_at");
  CREATE INDEX "popups_created_at_idx" ON "popups" USING btree ("created_at");
  CREATE UNIQUE INDEX "popups_locales_locale_parent_id_unique" ON "popups_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "popups_rels_order_idx" ON "popups_rels" USING btree ("order");
  CREATE INDEX "popups_rels_parent_idx" ON "popups_rels" USING btree ("parent_id");
  CREATE INDEX "popups_rels_path_idx" ON "popups_rels" USING btree ("path");
  CREATE INDEX "popups_rels_channels_id_idx" ON "popups_rels" USING btree ("channels_id");
  CREATE INDEX "posters_poster_img_idx" ON "posters" USING btree ("poster_img_id");
  CREATE INDEX "posters_brand_idx" ON "posters" USING btree ("brand_id");
  CREATE INDEX "posters_starts_at_idx" ON "posters" USING btree ("starts_at");
  CREATE INDEX "posters_ends_at_idx" ON "posters" USING btree ("ends_at");
  CREATE INDEX "posters_updated_at_idx" ON "posters" USING btree ("updated_at");
  CREATE INDEX "posters_created_at_idx" ON "posters" USING btree ("created_at");
  CREATE UNIQUE INDEX "posters_locales_locale_parent_id_unique" ON "posters_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posters_rels_order_idx" ON "posters_rels" USING btree ("order");
  CREATE INDEX "posters_rels_parent_idx" ON "posters_rels" USING btree ("parent_id");
  CREATE INDEX "posters_rels_path_idx" ON "posters_rels" USING btree ("path");
  CREATE INDEX "posters_rels_channels_id_idx" ON "posters_rels" USING btree ("channels_id");
  CREATE INDEX "campaign_stats_brand_idx" ON "campaign_stats" USING btree ("brand");
  CREATE INDEX "campaign_stats_campaign_id_idx" ON "campaign_stats" USING btree ("campaign_id");
  CREATE INDEX "campaign_stats_popup_idx" ON "campaign_stats" USING btree ("popup_id");
  CREATE INDEX "campaign_stats_poster_idx" ON "campaign_stats" USING btree ("poster_id");
  CREATE INDEX "campaign_stats_day_idx" ON "campaign_stats" USING btree ("day");
  CREATE INDEX "campaign_stats_updated_at_idx" ON "campaign_stats" USING btree ("updated_at");
  CREATE INDEX "campaign_stats_created_at_idx" ON "campaign_stats" USING btree ("created_at");
  CREATE UNIQUE INDEX "kind_campaignId_day_idx" ON "campaign_stats" USING btree ("kind","campaign_id","day");
  CREATE INDEX "channel_pages_packages_award_list_order_idx" ON "channel_pages_packages_award_list" USING btree ("_order");
  CREATE INDEX "channel_pages_packages_award_list_parent_id_idx" ON "channel_pages_packages_award_list" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "channel_pages_packages_award_list_locales_locale_parent_id_u" ON "channel_pages_packages_award_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "channel_pages_packages_order_idx" ON "channel_pages_packages" USING btree ("_order");
  CREATE INDEX "channel_pages_packages_parent_id_idx" ON "channel_pages_packages" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "channel_pages_packages_locales_locale_parent_id_unique" ON "channel_pages_packages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "channel_pages_float_image_idx" ON "channel_pages" USING btree ("float_image_id");
  CREATE INDEX "channel_pages_brand_idx" ON "channel_pages" USING btree ("brand_id");
  CREATE INDEX "channel_pages_starts_at_idx" ON "channel_pages" USING btree ("starts_at");
  CREATE INDEX "channel_pages_ends_at_idx" ON "channel_pages" USING btree ("ends_at");
  CREATE INDEX "channel_pages_updated_at_idx" ON "channel_pages" USING btree ("updated_at");
  CREATE INDEX "channel_pages_created_at_idx" ON "channel_pages" USING btree ("created_at");
  CREATE UNIQUE INDEX "channel_pages_locales_locale_parent_id_unique" ON "channel_pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "channel_pages_rels_order_idx" ON "channel_pages_rels" USING btree ("order");
  CREATE INDEX "channel_pages_rels_parent_idx" ON "channel_pages_rels" USING btree ("parent_id");
  CREATE INDEX "channel_pages_rels_path_idx" ON "channel_pages_rels" USING btree ("path");
  CREATE INDEX "channel_pages_rels_channels_id_idx" ON "channel_pages_rels" USING btree ("channels_id");
  CREATE INDEX "activities_key_idx" ON "activities" USING btree ("key");
  CREATE INDEX "activities_brand_idx" ON "activities" USING btree ("brand_id");
  CREATE INDEX "activities_starts_at_idx" ON "activities" USING btree ("starts_at");
  CREATE INDEX "activities_ends_at_idx" ON "activities" USING btree ("ends_at");
  CREATE INDEX "activities_updated_at_idx" ON "activities" USING btree ("updated_at");
  CREATE INDEX "activities_created_at_idx" ON "activities" USING btree ("created_at");
  CREATE UNIQUE INDEX "brand_key_idx" ON "activities" USING btree ("brand_id","key");
  CREATE UNIQUE INDEX "activities_locales_locale_parent_id_unique" ON "activities_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "activities_rels_order_idx" ON "activities_rels" USING btree ("order");
  CREATE INDEX "activities_rels_parent_idx" ON "activities_rels" USING btree ("parent_id");
  CREATE INDEX "activities_rels_path_idx" ON "activities_rels" USING btree ("path");
  CREATE INDEX "activities_rels_channels_id_idx" ON "activities_rels" USING btree ("channels_id");
  CREATE INDEX "remote_configs_key_idx" ON "remote_configs" USING btree ("key");
  CREATE INDEX "remote_configs_updated_at_idx" ON "remote_configs" USING btree ("updated_at");
  CREATE INDEX "remote_configs_created_at_idx" ON "remote_configs" USING btree ("created_at");
  CREATE UNIQUE INDEX "key_brand_idx" ON "remote_configs" USING btree ("key","brand");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_channels_fk" FOREIGN KEY ("channels_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_popups_fk" FOREIGN KEY ("popups_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_posters_fk" FOREIGN KEY ("posters_id") REFERENCES "public"."posters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_campaign_stats_fk" FOREIGN KEY ("campaign_stats_id") REFERENCES "public"."campaign_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_channel_pages_fk" FOREIGN KEY ("channel_pages_id") REFERENCES "public"."channel_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_activities_fk" FOREIGN KEY ("activities_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_remote_configs_fk" FOREIGN KEY ("remote_configs_id") REFERENCES "public"."remote_configs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "contact_messages_source_idx" ON "contact_messages" USING btree ("source");
  CREATE INDEX "payload_locked_documents_rels_channels_id_idx" ON "payload_locked_documents_rels" USING btree ("channels_id");
  CREATE INDEX "payload_locked_documents_rels_popups_id_idx" ON "payload_locked_documents_rels" USING btree ("popups_id");
  CREATE INDEX "payload_locked_documents_rels_posters_id_idx" ON "payload_locked_documents_rels" USING btree ("posters_id");
  CREATE INDEX "payload_locked_documents_rels_campaign_stats_id_idx" ON "payload_locked_documents_rels" USING btree ("campaign_stats_id");
  CREATE INDEX "payload_locked_documents_rels_channel_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("channel_pages_id");
  CREATE INDEX "payload_locked_documents_rels_activities_id_idx" ON "payload_locked_documents_rels" USING btree ("activities_id");
  CREATE INDEX "payload_locked_documents_rels_remote_configs_id_idx" ON "payload_locked_documents_rels" USING btree ("remote_configs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_activity_calendar_days" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_activity_calendar_days_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_activity_calendar" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_activity_calendar_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_limited_deposit_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_limited_deposit_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_limited_deposit" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_limited_deposit_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_kill_price618_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_kill_price618_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_kill_price618" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_kill_price618_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_order_free_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_order_free_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_order_free_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_order_free_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_order_free" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_order_free_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_low_price_kill_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_low_price_kill_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_low_price_kill" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_low_price_kill_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_full_reduction_tiers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_full_reduction_tiers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_full_reduction" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_full_reduction_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_trademark_patent_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_trademark_patent_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_trademark_patent" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_trademark_patent_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_activity_rule_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_activity_rule_rules_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_activity_rule" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_activity_rule_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_lead_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_lead_form_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_activity_calendar_days" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_activity_calendar_days_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_activity_calendar" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_activity_calendar_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_limited_deposit_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_limited_deposit_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_limited_deposit" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_limited_deposit_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_kill_price618_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_kill_price618_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_kill_price618" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_kill_price618_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_order_free_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_order_free_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_order_free_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_order_free_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_order_free" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_order_free_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_low_price_kill_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_low_price_kill_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_low_price_kill" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_low_price_kill_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_full_reduction_tiers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_full_reduction_tiers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_full_reduction" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_full_reduction_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_trademark_patent_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_trademark_patent_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_trademark_patent" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_trademark_patent_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_activity_rule_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_activity_rule_rules_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_activity_rule" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_activity_rule_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_lead_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_lead_form_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "channels_brands" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "channels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "channels_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "popups_trigger_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "popups_button_detail_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "popups_button_detail_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "popups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "popups_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "popups_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posters_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posters_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "campaign_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "channel_pages_packages_award_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "channel_pages_packages_award_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "channel_pages_packages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "channel_pages_packages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "channel_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "channel_pages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "channel_pages_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "activities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "activities_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "activities_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "remote_configs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_activity_calendar_days" CASCADE;
  DROP TABLE "pages_blocks_activity_calendar_days_locales" CASCADE;
  DROP TABLE "pages_blocks_activity_calendar" CASCADE;
  DROP TABLE "pages_blocks_activity_calendar_locales" CASCADE;
  DROP TABLE "pages_blocks_limited_deposit_items" CASCADE;
  DROP TABLE "pages_blocks_limited_deposit_items_locales" CASCADE;
  DROP TABLE "pages_blocks_limited_deposit" CASCADE;
  DROP TABLE "pages_blocks_limited_deposit_locales" CASCADE;
  DROP TABLE "pages_blocks_kill_price618_items" CASCADE;
  DROP TABLE "pages_blocks_kill_price618_items_locales" CASCADE;
  DROP TABLE "pages_blocks_kill_price618" CASCADE;
  DROP TABLE "pages_blocks_kill_price618_locales" CASCADE;
  DROP TABLE "pages_blocks_order_free_steps" CASCADE;
  DROP TABLE "pages_blocks_order_free_steps_locales" CASCADE;
  DROP TABLE "pages_blocks_order_free_items" CASCADE;
  DROP TABLE "pages_blocks_order_free_items_locales" CASCADE;
  DROP TABLE "pages_blocks_order_free" CASCADE;
  DROP TABLE "pages_blocks_order_free_locales" CASCADE;
  DROP TABLE "pages_blocks_low_price_kill_items" CASCADE;
  DROP TABLE "pages_blocks_low_price_kill_items_locales" CASCADE;
  DROP TABLE "pages_blocks_low_price_kill" CASCADE;
  DROP TABLE "pages_blocks_low_price_kill_locales" CASCADE;
  DROP TABLE "pages_blocks_full_reduction_tiers" CASCADE;
  DROP TABLE "pages_blocks_full_reduction_tiers_locales" CASCADE;
  DROP TABLE "pages_blocks_full_reduction" CASCADE;
  DROP TABLE "pages_blocks_full_reduction_locales" CASCADE;
  DROP TABLE "pages_blocks_trademark_patent_items" CASCADE;
  DROP TABLE "pages_blocks_trademark_patent_items_locales" CASCADE;
  DROP TABLE "pages_blocks_trademark_patent" CASCADE;
  DROP TABLE "pages_blocks_trademark_patent_locales" CASCADE;
  DROP TABLE "pages_blocks_activity_rule_rules" CASCADE;
  DROP TABLE "pages_blocks_activity_rule_rules_locales" CASCADE;
  DROP TABLE "pages_blocks_activity_rule" CASCADE;
  DROP TABLE "pages_blocks_activity_rule_locales" CASCADE;
  DROP TABLE "pages_blocks_lead_form" CASCADE;
  DROP TABLE "pages_blocks_lead_form_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_activity_calendar_days" CASCADE;
  DROP TABLE "_pages_v_blocks_activity_calendar_days_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_activity_calendar" CASCADE;
  DROP TABLE "_pages_v_blocks_activity_calendar_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_limited_deposit_items" CASCADE;
  DROP TABLE "_pages_v_blocks_limited_deposit_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_limited_deposit" CASCADE;
  DROP TABLE "_pages_v_blocks_limited_deposit_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_kill_price618_items" CASCADE;
  DROP TABLE "_pages_v_blocks_kill_price618_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_kill_price618" CASCADE;
  DROP TABLE "_pages_v_blocks_kill_price618_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_order_free_steps" CASCADE;
  DROP TABLE "_pages_v_blocks_order_free_steps_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_order_free_items" CASCADE;
  DROP TABLE "_pages_v_blocks_order_free_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_order_free" CASCADE;
  DROP TABLE "_pages_v_blocks_order_free_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_low_price_kill_items" CASCADE;
  DROP TABLE "_pages_v_blocks_low_price_kill_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_low_price_kill" CASCADE;
  DROP TABLE "_pages_v_blocks_low_price_kill_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_full_reduction_tiers" CASCADE;
  DROP TABLE "_pages_v_blocks_full_reduction_tiers_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_full_reduction" CASCADE;
  DROP TABLE "_pages_v_blocks_full_reduction_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_trademark_patent_items" CASCADE;
  DROP TABLE "_pages_v_blocks_trademark_patent_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_trademark_patent" CASCADE;
  DROP TABLE "_pages_v_blocks_trademark_patent_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_activity_rule_rules" CASCADE;
  DROP TABLE "_pages_v_blocks_activity_rule_rules_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_activity_rule" CASCADE;
  DROP TABLE "_pages_v_blocks_activity_rule_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_lead_form" CASCADE;
  DROP TABLE "_pages_v_blocks_lead_form_locales" CASCADE;
  DROP TABLE "channels_brands" CASCADE;
  DROP TABLE "channels" CASCADE;
  DROP TABLE "channels_locales" CASCADE;
  DROP TABLE "popups_trigger_pages" CASCADE;
  DROP TABLE "popups_button_detail_list" CASCADE;
  DROP TABLE "popups_button_detail_list_locales" CASCADE;
  DROP TABLE "popups" CASCADE;
  DROP TABLE "popups_locales" CASCADE;
  DROP TABLE "popups_rels" CASCADE;
  DROP TABLE "posters" CASCADE;
  DROP TABLE "posters_locales" CASCADE;
  DROP TABLE "posters_rels" CASCADE;
  DROP TABLE "campaign_stats" CASCADE;
  DROP TABLE "channel_pages_packages_award_list" CASCADE;
  DROP TABLE "channel_pages_packages_award_list_locales" CASCADE;
  DROP TABLE "channel_pages_packages" CASCADE;
  DROP TABLE "channel_pages_packages_locales" CASCADE;
  DROP TABLE "channel_pages" CASCADE;
  DROP TABLE "channel_pages_locales" CASCADE;
  DROP TABLE "channel_pages_rels" CASCADE;
  DROP TABLE "activities" CASCADE;
  DROP TABLE "activities_locales" CASCADE;
  DROP TABLE "activities_rels" CASCADE;
  DROP TABLE "remote_configs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_channels_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_popups_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_posters_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_campaign_stats_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_channel_pages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_activities_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_remote_configs_fk";
  
  DROP INDEX "contact_messages_source_idx";
  DROP INDEX "payload_locked_documents_rels_channels_id_idx";
  DROP INDEX "payload_locked_documents_rels_popups_id_idx";
  DROP INDEX "payload_locked_documents_rels_posters_id_idx";
  DROP INDEX "payload_locked_documents_rels_campaign_stats_id_idx";
  DROP INDEX "payload_locked_documents_rels_channel_pages_id_idx";
  DROP INDEX "payload_locked_documents_rels_activities_id_idx";
  DROP INDEX "payload_locked_documents_rels_remote_configs_id_idx";
  ALTER TABLE "brands" DROP COLUMN "closure_notice_link_url";
  ALTER TABLE "brands_locales" DROP COLUMN "closure_notice_title";
  ALTER TABLE "brands_locales" DROP COLUMN "closure_notice_text";
  ALTER TABLE "brands_locales" DROP COLUMN "closure_notice_link_label";
  ALTER TABLE "contact_messages" DROP COLUMN "source";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "channels_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "popups_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "posters_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "campaign_stats_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "channel_pages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "activities_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "remote_configs_id";
  DROP TYPE "public"."enum_contact_messages_source";
  DROP TYPE "public"."enum_channels_brands";
  DROP TYPE "public"."enum_popups_module_type";
  DROP TYPE "public"."enum_popups_limit_type";
  DROP TYPE "public"."enum_popups_popup_box_trigger_type";
  DROP TYPE "public"."enum_popups_display_style";
  DROP TYPE "public"."enum_popups_image_option_type";
  DROP TYPE "public"."enum_posters_module";
  DROP TYPE "public"."enum_posters_show_position";
  DROP TYPE "public"."enum_posters_show_type";
  DROP TYPE "public"."enum_campaign_stats_brand";
  DROP TYPE "public"."enum_campaign_stats_kind";
  DROP TYPE "public"."enum_channel_pages_packages_award_list_award_type";
  DROP TYPE "public"."enum_channel_pages_packages_award_list_discount_type";
  DROP TYPE "public"."enum_channel_pages_config_type";
  DROP TYPE "public"."enum_activities_kind";
  DROP TYPE "public"."enum_remote_configs_brand";`)
}
