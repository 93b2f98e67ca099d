import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_activity_calendar_days\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date\` text,
  	\`link\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_activity_calendar\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_activity_calendar_days_order_idx\` ON \`pages_blocks_activity_calendar_days\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_activity_calendar_days_parent_id_idx\` ON \`pages_blocks_activity_calendar_days\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_activity_calendar_days_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_activity_calendar_days\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_activity_calendar_days_locales_locale_parent_id\` ON \`pages_blocks_activity_calendar_days_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_activity_calendar\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`activity_id\` integer,
  	\`anchor\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`activity_id\`) REFERENCES \`activities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_activity_calendar_order_idx\` ON \`pages_blocks_activity_calendar\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_activity_calendar_parent_id_idx\` ON \`pages_blocks_activity_calendar\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_activity_calendar_path_idx\` ON \`pages_blocks_activity_calendar\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_activity_calendar_activity_idx\` ON \`pages_blocks_activity_calendar\` (\`activity_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_activity_calendar_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_activity_calendar\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_activity_calendar_locales_locale_parent_id_uniq\` ON \`pages_blocks_activity_calendar_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_limited_deposit_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`price\` numeric,
  	\`original_price\` numeric,
  	\`quantity\` numeric,
  	\`deposit\` numeric,
  	\`deduction\` numeric,
  	\`link\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_limited_deposit\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_limited_deposit_items_order_idx\` ON \`pages_blocks_limited_deposit_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_limited_deposit_items_parent_id_idx\` ON \`pages_blocks_limited_deposit_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_limited_deposit_items_locales\` (
  	\`name\` text,
  	\`note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_limited_deposit_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_limited_deposit_items_locales_locale_parent_id_\` ON \`pages_blocks_limited_deposit_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_limited_deposit\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`activity_id\` integer,
  	\`anchor\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`activity_id\`) REFERENCES \`activities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_limited_deposit_order_idx\` ON \`pages_blocks_limited_deposit\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_limited_deposit_parent_id_idx\` ON \`pages_blocks_limited_deposit\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_limited_deposit_path_idx\` ON \`pages_blocks_limited_deposit\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_limited_deposit_activity_idx\` ON \`pages_blocks_limited_deposit\` (\`activity_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_limited_deposit_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_limited_deposit\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_limited_deposit_locales_locale_parent_id_unique\` ON \`pages_blocks_limited_deposit_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_kill_price618_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`price\` numeric,
  	\`original_price\` numeric,
  	\`quantity\` numeric,
  	\`session_at\` text,
  	\`link\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_kill_price618\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_kill_price618_items_order_idx\` ON \`pages_blocks_kill_price618_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_kill_price618_items_parent_id_idx\` ON \`pages_blocks_kill_price618_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_kill_price618_items_locales\` (
  	\`name\` text,
  	\`note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_kill_price618_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_kill_price618_items_locales_locale_parent_id_un\` ON \`pages_blocks_kill_price618_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_kill_price618\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`activity_id\` integer,
  	\`anchor\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`activity_id\`) REFERENCES \`activities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_kill_price618_order_idx\` ON \`pages_blocks_kill_price618\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_kill_price618_parent_id_idx\` ON \`pages_blocks_kill_price618\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_kill_price618_path_idx\` ON \`pages_blocks_kill_price618\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_kill_price618_activity_idx\` ON \`pages_blocks_kill_price618\` (\`activity_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_kill_price618_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_kill_price618\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_kill_price618_locales_locale_parent_id_unique\` ON \`pages_blocks_kill_price618_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_order_free_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_order_free\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_order_free_steps_order_idx\` ON \`pages_blocks_order_free_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_order_free_steps_parent_id_idx\` ON \`pages_blocks_order_free_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_order_free_steps_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_order_free_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_order_free_steps_locales_locale_parent_id_uniqu\` ON \`pages_blocks_order_free_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_order_free_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`price\` numeric,
  	\`original_price\` numeric,
  	\`quantity\` numeric,
  	\`link\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_order_free\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_order_free_items_order_idx\` ON \`pages_blocks_order_free_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_order_free_items_parent_id_idx\` ON \`pages_blocks_order_free_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_order_free_items_locales\` (
  	\`name\` text,
  	\`note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_order_free_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_order_free_items_locales_locale_parent_id_uniqu\` ON \`pages_blocks_order_free_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_order_free\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`free_orders\` numeric,
  	\`activity_id\` integer,
  	\`anchor\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`activity_id\`) REFERENCES \`activities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_order_free_order_idx\` ON \`pages_blocks_order_free\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_order_free_parent_id_idx\` ON \`pages_blocks_order_free\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_order_free_path_idx\` ON \`pages_blocks_order_free\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_order_free_activity_idx\` ON \`pages_blocks_order_free\` (\`activity_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_order_free_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_order_free\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_order_free_locales_locale_parent_id_unique\` ON \`pages_blocks_order_free_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_low_price_kill_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`price\` numeric,
  	\`original_price\` numeric,
  	\`quantity\` numeric,
  	\`link\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_low_price_kill\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_low_price_kill_items_order_idx\` ON \`pages_blocks_low_price_kill_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_low_price_kill_items_parent_id_idx\` ON \`pages_blocks_low_price_kill_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_low_price_kill_items_locales\` (
  	\`name\` text,
  	\`note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_low_price_kill_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_low_price_kill_items_locales_locale_parent_id_u\` ON \`pages_blocks_low_price_kill_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_low_price_kill\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`activity_id\` integer,
  	\`anchor\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`activity_id\`) REFERENCES \`activities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_low_price_kill_order_idx\` ON \`pages_blocks_low_price_kill\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_low_price_kill_parent_id_idx\` ON \`pages_blocks_low_price_kill\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_low_price_kill_path_idx\` ON \`pages_blocks_low_price_kill\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_low_price_kill_activity_idx\` ON \`pages_blocks_low_price_kill\` (\`activity_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_low_price_kill_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_low_price_kill\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_low_price_kill_locales_locale_parent_id_unique\` ON \`pages_blocks_low_price_kill_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_full_reduction_tiers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`threshold\` numeric,
  	\`reduction\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_full_reduction\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_full_reduction_tiers_order_idx\` ON \`pages_blocks_full_reduction_tiers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_full_reduction_tiers_parent_id_idx\` ON \`pages_blocks_full_reduction_tiers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_full_reduction_tiers_locales\` (
  	\`note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_full_reduction_tiers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_full_reduction_tiers_locales_locale_parent_id_u\` ON \`pages_blocks_full_reduction_tiers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_full_reduction\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link\` text,
  	\`activity_id\` integer,
  	\`anchor\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`activity_id\`) REFERENCES \`activities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_full_reduction_order_idx\` ON \`pages_blocks_full_reduction\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_full_reduction_parent_id_idx\` ON \`pages_blocks_full_reduction\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_full_reduction_path_idx\` ON \`pages_blocks_full_reduction\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_full_reduction_activity_idx\` ON \`pages_blocks_full_reduction\` (\`activity_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_full_reduction_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_full_reduction\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_full_reduction_locales_locale_parent_id_unique\` ON \`pages_blocks_full_reduction_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_trademark_patent_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`price\` numeric,
  	\`original_price\` numeric,
  	\`quantity\` numeric,
  	\`link\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_trademark_patent\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_trademark_patent_items_order_idx\` ON \`pages_blocks_trademark_patent_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trademark_patent_items_parent_id_idx\` ON \`pages_blocks_trademark_patent_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_trademark_patent_items_locales\` (
  	\`name\` text,
  	\`note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_trademark_patent_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_trademark_patent_items_locales_locale_parent_id\` ON \`pages_blocks_trademark_patent_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_trademark_patent\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`activity_id\` integer,
  	\`anchor\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`activity_id\`) REFERENCES \`activities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_trademark_patent_order_idx\` ON \`pages_blocks_trademark_patent\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trademark_patent_parent_id_idx\` ON \`pages_blocks_trademark_patent\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trademark_patent_path_idx\` ON \`pages_blocks_trademark_patent\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trademark_patent_activity_idx\` ON \`pages_blocks_trademark_patent\` (\`activity_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_trademark_patent_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_trademark_patent\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_trademark_patent_locales_locale_parent_id_uniqu\` ON \`pages_blocks_trademark_patent_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_activity_rule_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_activity_rule\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_activity_rule_rules_order_idx\` ON \`pages_blocks_activity_rule_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_activity_rule_rules_parent_id_idx\` ON \`pages_blocks_activity_rule_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_activity_rule_rules_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_activity_rule_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_activity_rule_rules_locales_locale_parent_id_un\` ON \`pages_blocks_activity_rule_rules_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_activity_rule\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`activity_id\` integer,
  	\`anchor\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`activity_id\`) REFERENCES \`activities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_activity_rule_order_idx\` ON \`pages_blocks_activity_rule\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_activity_rule_parent_id_idx\` ON \`pages_blocks_activity_rule\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_activity_rule_path_idx\` ON \`pages_blocks_activity_rule\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_activity_rule_activity_idx\` ON \`pages_blocks_activity_rule\` (\`activity_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_activity_rule_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_activity_rule\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_activity_rule_locales_locale_parent_id_unique\` ON \`pages_blocks_activity_rule_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_lead_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`activity_id\` integer,
  	\`anchor\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`activity_id\`) REFERENCES \`activities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_lead_form_order_idx\` ON \`pages_blocks_lead_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_lead_form_parent_id_idx\` ON \`pages_blocks_lead_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_lead_form_path_idx\` ON \`pages_blocks_lead_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_lead_form_activity_idx\` ON \`pages_blocks_lead_form\` (\`activity_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_lead_form_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`submit_label\` text,
  	\`success_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_lead_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_lead_form_locales_locale_parent_id_unique\` ON \`pages_blocks_lead_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_activity_calendar_days\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`date\` text,
  	\`link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_activity_calendar\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_activity_calendar_days_order_idx\` ON \`_pages_v_blocks_activity_calendar_days\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_activity_calendar_days_parent_id_idx\` ON \`_pages_v_blocks_activity_calendar_days\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_activity_calendar_days_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_activity_calendar_days\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_activity_calendar_days_locales_locale_parent\` ON \`_pages_v_blocks_activity_calendar_days_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_activity_calendar\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`activity_id\` integer,
  	\`anchor\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`activity_id\`) REFERENCES \`activities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_activity_calendar_order_idx\` ON \`_pages_v_blocks_activity_calendar\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_activity_calendar_parent_id_idx\` ON \`_pages_v_blocks_activity_calendar\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_activity_calendar_path_idx\` ON \`_pages_v_blocks_activity_calendar\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_activity_calendar_activity_idx\` ON \`_pages_v_blocks_activity_calendar\` (\`activity_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_activity_calendar_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_activity_calendar\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_activity_calendar_locales_locale_parent_id_u\` ON \`_pages_v_blocks_activity_calendar_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_limited_deposit_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`price\` numeric,
  	\`original_price\` numeric,
  	\`quantity\` numeric,
  	\`deposit\` numeric,
  	\`deduction\` numeric,
  	\`link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_limited_deposit\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_limited_deposit_items_order_idx\` ON \`_pages_v_blocks_limited_deposit_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_limited_deposit_items_parent_id_idx\` ON \`_pages_v_blocks_limited_deposit_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_limited_deposit_items_locales\` (
  	\`name\` text,
  	\`note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_limited_deposit_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_limited_deposit_items_locales_locale_parent_\` ON \`_pages_v_blocks_limited_deposit_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_limited_deposit\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`activity_id\` integer,
  	\`anchor\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`activity_id\`) REFERENCES \`activities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_limited_deposit_order_idx\` ON \`_pages_v_blocks_limited_deposit\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_limited_deposit_parent_id_idx\` ON \`_pages_v_blocks_limited_deposit\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_limited_deposit_path_idx\` ON \`_pages_v_blocks_limited_deposit\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_limited_deposit_activity_idx\` ON \`_pages_v_blocks_limited_deposit\` (\`activity_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_limited_deposit_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_limited_deposit\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_limited_deposit_locales_locale_parent_id_uni\` ON \`_pages_v_blocks_limited_deposit_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_kill_price618_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`price\` numeric,
  	\`original_price\` numeric,
  	\`quantity\` numeric,
  	\`session_at\` text,
  	\`link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_kill_price618\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_kill_price618_items_order_idx\` ON \`_pages_v_blocks_kill_price618_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_kill_price618_items_parent_id_idx\` ON \`_pages_v_blocks_kill_price618_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_kill_price618_items_locales\` (
  	\`name\` text,
  	\`note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_kill_price618_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_kill_price618_items_locales_locale_parent_id\` ON \`_pages_v_blocks_kill_price618_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_kill_price618\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`activity_id\` integer,
  	\`anchor\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`activity_id\`) REFERENCES \`activities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_kill_price618_order_idx\` ON \`_pages_v_blocks_kill_price618\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_kill_price618_parent_id_idx\` ON \`_pages_v_blocks_kill_price618\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_kill_price618_path_idx\` ON \`_pages_v_blocks_kill_price618\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_kill_price618_activity_idx\` ON \`_pages_v_blocks_kill_price618\` (\`activity_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_kill_price618_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_kill_price618\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_kill_price618_locales_locale_parent_id_uniqu\` ON \`_pages_v_blocks_kill_price618_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_order_free_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_order_free\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_order_free_steps_order_idx\` ON \`_pages_v_blocks_order_free_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_order_free_steps_parent_id_idx\` ON \`_pages_v_blocks_order_free_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_order_free_steps_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_order_free_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_order_free_steps_locales_locale_parent_id_un\` ON \`_pages_v_blocks_order_free_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_order_free_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`price\` numeric,
  	\`original_price\` numeric,
  	\`quantity\` numeric,
  	\`link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_order_free\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_order_free_items_order_idx\` ON \`_pages_v_blocks_order_free_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_order_free_items_parent_id_idx\` ON \`_pages_v_blocks_order_free_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_order_free_items_locales\` (
  	\`name\` text,
  	\`note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_order_free_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_order_free_items_locales_locale_parent_id_un\` ON \`_pages_v_blocks_order_free_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_order_free\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`free_orders\` numeric,
  	\`activity_id\` integer,
  	\`anchor\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`activity_id\`) REFERENCES \`activities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_order_free_order_idx\` ON \`_pages_v_blocks_order_free\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_order_free_parent_id_idx\` ON \`_pages_v_blocks_order_free\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_order_free_path_idx\` ON \`_pages_v_blocks_order_free\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_order_free_activity_idx\` ON \`_pages_v_blocks_order_free\` (\`activity_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_order_free_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_order_free\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_order_free_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_order_free_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_low_price_kill_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`price\` numeric,
  	\`original_price\` numeric,
  	\`quantity\` numeric,
  	\`link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_low_price_kill\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_low_price_kill_items_order_idx\` ON \`_pages_v_blocks_low_price_kill_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_low_price_kill_items_parent_id_idx\` ON \`_pages_v_blocks_low_price_kill_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_low_price_kill_items_locales\` (
  	\`name\` text,
  	\`note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_low_price_kill_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_low_price_kill_items_locales_locale_parent_i\` ON \`_pages_v_blocks_low_price_kill_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_low_price_kill\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`activity_id\` integer,
  	\`anchor\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`activity_id\`) REFERENCES \`activities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_low_price_kill_order_idx\` ON \`_pages_v_blocks_low_price_kill\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_low_price_kill_parent_id_idx\` ON \`_pages_v_blocks_low_price_kill\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_low_price_kill_path_idx\` ON \`_pages_v_blocks_low_price_kill\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_low_price_kill_activity_idx\` ON \`_pages_v_blocks_low_price_kill\` (\`activity_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_low_price_kill_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_low_price_kill\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_low_price_kill_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_low_price_kill_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_full_reduction_tiers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`threshold\` numeric,
  	\`reduction\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_full_reduction\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_full_reduction_tiers_order_idx\` ON \`_pages_v_blocks_full_reduction_tiers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_full_reduction_tiers_parent_id_idx\` ON \`_pages_v_blocks_full_reduction_tiers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_full_reduction_tiers_locales\` (
  	\`note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_full_reduction_tiers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_full_reduction_tiers_locales_locale_parent_i\` ON \`_pages_v_blocks_full_reduction_tiers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_full_reduction\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link\` text,
  	\`activity_id\` integer,
  	\`anchor\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`activity_id\`) REFERENCES \`activities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_full_reduction_order_idx\` ON \`_pages_v_blocks_full_reduction\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_full_reduction_parent_id_idx\` ON \`_pages_v_blocks_full_reduction\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_full_reduction_path_idx\` ON \`_pages_v_blocks_full_reduction\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_full_reduction_activity_idx\` ON \`_pages_v_blocks_full_reduction\` (\`activity_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_full_reduction_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_full_reduction\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_full_reduction_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_full_reduction_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_trademark_patent_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`price\` numeric,
  	\`original_price\` numeric,
  	\`quantity\` numeric,
  	\`link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_trademark_patent\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trademark_patent_items_order_idx\` ON \`_pages_v_blocks_trademark_patent_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trademark_patent_items_parent_id_idx\` ON \`_pages_v_blocks_trademark_patent_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_trademark_patent_items_locales\` (
  	\`name\` text,
  	\`note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_trademark_patent_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_trademark_patent_items_locales_locale_parent\` ON \`_pages_v_blocks_trademark_patent_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_trademark_patent\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`activity_id\` integer,
  	\`anchor\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`activity_id\`) REFERENCES \`activities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trademark_patent_order_idx\` ON \`_pages_v_blocks_trademark_patent\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trademark_patent_parent_id_idx\` ON \`_pages_v_blocks_trademark_patent\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trademark_patent_path_idx\` ON \`_pages_v_blocks_trademark_patent\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trademark_patent_activity_idx\` ON \`_pages_v_blocks_trademark_patent\` (\`activity_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_trademark_patent_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_trademark_patent\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_trademark_patent_locales_locale_parent_id_un\` ON \`_pages_v_blocks_trademark_patent_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_activity_rule_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_activity_rule\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_activity_rule_rules_order_idx\` ON \`_pages_v_blocks_activity_rule_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_activity_rule_rules_parent_id_idx\` ON \`_pages_v_blocks_activity_rule_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_activity_rule_rules_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_activity_rule_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_activity_rule_rules_locales_locale_parent_id\` ON \`_pages_v_blocks_activity_rule_rules_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_activity_rule\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`activity_id\` integer,
  	\`anchor\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`activity_id\`) REFERENCES \`activities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_activity_rule_order_idx\` ON \`_pages_v_blocks_activity_rule\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_activity_rule_parent_id_idx\` ON \`_pages_v_blocks_activity_rule\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_activity_rule_path_idx\` ON \`_pages_v_blocks_activity_rule\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_activity_rule_activity_idx\` ON \`_pages_v_blocks_activity_rule\` (\`activity_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_activity_rule_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_activity_rule\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_activity_rule_locales_locale_parent_id_uniqu\` ON \`_pages_v_blocks_activity_rule_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_lead_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`activity_id\` integer,
  	\`anchor\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`activity_id\`) REFERENCES \`activities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_lead_form_order_idx\` ON \`_pages_v_blocks_lead_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_lead_form_parent_id_idx\` ON \`_pages_v_blocks_lead_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_lead_form_path_idx\` ON \`_pages_v_blocks_lead_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_lead_form_activity_idx\` ON \`_pages_v_blocks_lead_form\` (\`activity_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_lead_form_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`submit_label\` text,
  	\`success_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_lead_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_lead_form_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_lead_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`channels_brands\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`channels_brands_order_idx\` ON \`channels_brands\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`channels_brands_parent_idx\` ON \`channels_brands\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`channels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`sort\` numeric DEFAULT 0,
  	\`enabled\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`channels_code_idx\` ON \`channels\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`channels_updated_at_idx\` ON \`channels\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`channels_created_at_idx\` ON \`channels\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`channels_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`channels_locales_locale_parent_id_unique\` ON \`channels_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`popups_trigger_pages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`page\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`popups_trigger_pages_order_idx\` ON \`popups_trigger_pages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`popups_trigger_pages_parent_id_idx\` ON \`popups_trigger_pages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`popups_button_detail_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`button_url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`popups_button_detail_list_order_idx\` ON \`popups_button_detail_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`popups_button_detail_list_parent_id_idx\` ON \`popups_button_detail_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`popups_button_detail_list_locales\` (
  	\`button_name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`popups_button_detail_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`popups_button_detail_list_locales_locale_parent_id_unique\` ON \`popups_button_detail_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`popups\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`module_type\` text DEFAULT '1' NOT NULL,
  	\`limit_type\` text DEFAULT '0' NOT NULL,
  	\`popup_box_trigger_type\` text DEFAULT '1' NOT NULL,
  	\`display_style\` text DEFAULT '3' NOT NULL,
  	\`image_option_type\` text DEFAULT '1' NOT NULL,
  	\`img_jump_url\` text,
  	\`main_img_id\` integer,
  	\`icon_img_id\` integer,
  	\`brand_id\` integer NOT NULL,
  	\`starts_at\` text NOT NULL,
  	\`ends_at\` text NOT NULL,
  	\`sort\` numeric DEFAULT 0,
  	\`enabled\` integer DEFAULT true,
  	\`views\` numeric DEFAULT 0,
  	\`clicks\` numeric DEFAULT 0,
  	\`ctr\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`main_img_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`icon_img_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`brand_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`popups_main_img_idx\` ON \`popups\` (\`main_img_id\`);`)
  await db.run(sql`CREATE INDEX \`popups_icon_img_idx\` ON \`popups\` (\`icon_img_id\`);`)
  await db.run(sql`CREATE INDEX \`popups_brand_idx\` ON \`popups\` (\`brand_id\`);`)
  await db.run(sql`CREATE INDEX \`popups_starts_at_idx\` ON \`popups\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`popups_ends_at_idx\` ON \`popups\` (\`ends_at\`);`)
  await db.run(sql`CREATE INDEX \`popups_updated_at_idx\` ON \`popups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`popups_created_at_idx\` ON \`popups\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`popups_locales\` (
  	\`title\` text,
  	\`title_rich_text\` text,
  	\`content\` text,
  	\`content_rich_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`popups_locales_locale_parent_id_unique\` ON \`popups_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`popups_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`channels_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`channels_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`popups_rels_order_idx\` ON \`popups_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`popups_rels_parent_idx\` ON \`popups_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`popups_rels_path_idx\` ON \`popups_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`popups_rels_channels_id_idx\` ON \`popups_rels\` (\`channels_id\`);`)
  await db.run(sql`CREATE TABLE \`posters\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`module\` text DEFAULT '1' NOT NULL,
  	\`show_position\` text DEFAULT '40' NOT NULL,
  	\`show_type\` text DEFAULT '1' NOT NULL,
  	\`poster_img_id\` integer NOT NULL,
  	\`show_way\` text,
  	\`brand_id\` integer NOT NULL,
  	\`starts_at\` text NOT NULL,
  	\`ends_at\` text NOT NULL,
  	\`sort\` numeric DEFAULT 0,
  	\`enabled\` integer DEFAULT true,
  	\`views\` numeric DEFAULT 0,
  	\`clicks\` numeric DEFAULT 0,
  	\`ctr\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`poster_img_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`brand_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`posters_poster_img_idx\` ON \`posters\` (\`poster_img_id\`);`)
  await db.run(sql`CREATE INDEX \`posters_brand_idx\` ON \`posters\` (\`brand_id\`);`)
  await db.run(sql`CREATE INDEX \`posters_starts_at_idx\` ON \`posters\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`posters_ends_at_idx\` ON \`posters\` (\`ends_at\`);`)
  await db.run(sql`CREATE INDEX \`posters_updated_at_idx\` ON \`posters\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`posters_created_at_idx\` ON \`posters\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`posters_locales\` (
  	\`alt\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`posters_locales_locale_parent_id_unique\` ON \`posters_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`posters_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`channels_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`posters\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`channels_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posters_rels_order_idx\` ON \`posters_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`posters_rels_parent_idx\` ON \`posters_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posters_rels_path_idx\` ON \`posters_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`posters_rels_channels_id_idx\` ON \`posters_rels\` (\`channels_id\`);`)
  await db.run(sql`CREATE TABLE \`campaign_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`campaign_id\` numeric NOT NULL,
  	\`popup_id\` integer,
  	\`poster_id\` integer,
  	\`day\` text NOT NULL,
  	\`views\` numeric DEFAULT 0 NOT NULL,
  	\`clicks\` numeric DEFAULT 0 NOT NULL,
  	\`ctr\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`popup_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`posters\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`campaign_stats_brand_idx\` ON \`campaign_stats\` (\`brand\`);`)
  await db.run(sql`CREATE INDEX \`campaign_stats_campaign_id_idx\` ON \`campaign_stats\` (\`campaign_id\`);`)
  await db.run(sql`CREATE INDEX \`campaign_stats_popup_idx\` ON \`campaign_stats\` (\`popup_id\`);`)
  await db.run(sql`CREATE INDEX \`campaign_stats_poster_idx\` ON \`campaign_stats\` (\`poster_id\`);`)
  await db.run(sql`CREATE INDEX \`campaign_stats_day_idx\` ON \`campaign_stats\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`campaign_stats_updated_at_idx\` ON \`campaign_stats\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`campaign_stats_created_at_idx\` ON \`campaign_stats\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`kind_campaignId_day_idx\` ON \`campaign_stats\` (\`kind\`,\`campaign_id\`,\`day\`);`)
  await db.run(sql`CREATE TABLE \`channel_pages_packages_award_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`award_type\` text NOT NULL,
  	\`discount_type\` text DEFAULT '0' NOT NULL,
  	\`count\` numeric DEFAULT 1 NOT NULL,
  	\`amount\` numeric,
  	\`threshold\` numeric,
  	\`award_score\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`channel_pages_packages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`channel_pages_packages_award_list_order_idx\` ON \`channel_pages_packages_award_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`channel_pages_packages_award_list_parent_id_idx\` ON \`channel_pages_packages_award_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`channel_pages_packages_award_list_locales\` (
  	\`service_name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`channel_pages_packages_award_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`channel_pages_packages_award_list_locales_locale_parent_id_u\` ON \`channel_pages_packages_award_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`channel_pages_packages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`channel_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`channel_pages_packages_order_idx\` ON \`channel_pages_packages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`channel_pages_packages_parent_id_idx\` ON \`channel_pages_packages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`channel_pages_packages_locales\` (
  	\`platform\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`channel_pages_packages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`channel_pages_packages_locales_locale_parent_id_unique\` ON \`channel_pages_packages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`channel_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`config_type\` text DEFAULT '1' NOT NULL,
  	\`float_image_id\` integer NOT NULL,
  	\`brand_id\` integer NOT NULL,
  	\`starts_at\` text NOT NULL,
  	\`ends_at\` text NOT NULL,
  	\`sort\` numeric DEFAULT 0,
  	\`enabled\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`float_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`brand_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`channel_pages_float_image_idx\` ON \`channel_pages\` (\`float_image_id\`);`)
  await db.run(sql`CREATE INDEX \`channel_pages_brand_idx\` ON \`channel_pages\` (\`brand_id\`);`)
  await db.run(sql`CREATE INDEX \`channel_pages_starts_at_idx\` ON \`channel_pages\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`channel_pages_ends_at_idx\` ON \`channel_pages\` (\`ends_at\`);`)
  await db.run(sql`CREATE INDEX \`channel_pages_updated_at_idx\` ON \`channel_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`channel_pages_created_at_idx\` ON \`channel_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`channel_pages_locales\` (
  	\`float_alt\` text NOT NULL,
  	\`modal_title\` text NOT NULL,
  	\`modal_intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`channel_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`channel_pages_locales_locale_parent_id_unique\` ON \`channel_pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`channel_pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`channels_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`channel_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`channels_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`channel_pages_rels_order_idx\` ON \`channel_pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`channel_pages_rels_parent_idx\` ON \`channel_pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`channel_pages_rels_path_idx\` ON \`channel_pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`channel_pages_rels_channels_id_idx\` ON \`channel_pages_rels\` (\`channels_id\`);`)
  await db.run(sql`CREATE TABLE \`activities\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`page\` text NOT NULL,
  	\`brand_id\` integer NOT NULL,
  	\`starts_at\` text NOT NULL,
  	\`ends_at\` text NOT NULL,
  	\`enabled\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`brand_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`activities_key_idx\` ON \`activities\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`activities_brand_idx\` ON \`activities\` (\`brand_id\`);`)
  await db.run(sql`CREATE INDEX \`activities_starts_at_idx\` ON \`activities\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`activities_ends_at_idx\` ON \`activities\` (\`ends_at\`);`)
  await db.run(sql`CREATE INDEX \`activities_updated_at_idx\` ON \`activities\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`activities_created_at_idx\` ON \`activities\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`brand_key_idx\` ON \`activities\` (\`brand_id\`,\`key\`);`)
  await db.run(sql`CREATE TABLE \`activities_locales\` (
  	\`title\` text NOT NULL,
  	\`summary\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`activities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`activities_locales_locale_parent_id_unique\` ON \`activities_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`activities_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`channels_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`activities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`channels_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`activities_rels_order_idx\` ON \`activities_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`activities_rels_parent_idx\` ON \`activities_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`activities_rels_path_idx\` ON \`activities_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`activities_rels_channels_id_idx\` ON \`activities_rels\` (\`channels_id\`);`)
  await db.run(sql`CREATE TABLE \`remote_configs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`brand\` text,
  	\`value\` text NOT NULL,
  	\`description\` text,
  	\`public\` integer DEFAULT true,
  	\`enabled\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`remote_configs_key_idx\` ON \`remote_configs\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`remote_configs_updated_at_idx\` ON \`remote_configs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`remote_configs_created_at_idx\` ON \`remote_configs\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`key_brand_idx\` ON \`remote_configs\` (\`key\`,\`brand\`);`)
  await db.run(sql`ALTER TABLE \`brands\` ADD \`closure_notice_link_url\` text;`)
  await db.run(sql`ALTER TABLE \`brands_locales\` ADD \`closure_notice_title\` text;`)
  await db.run(sql`ALTER TABLE \`brands_locales\` ADD \`closure_notice_text\` text;`)
  await db.run(sql`ALTER TABLE \`brands_locales\` ADD \`closure_notice_link_label\` text;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`source\` text DEFAULT 'contact';`)
  await db.run(sql`CREATE INDEX \`contact_messages_source_idx\` ON \`contact_messages\` (\`source\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`channels_id\` integer REFERENCES channels(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`popups_id\` integer REFERENCES popups(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`posters_id\` integer REFERENCES posters(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`campaign_stats_id\` integer REFERENCES campaign_stats(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`channel_pages_id\` integer REFERENCES channel_pages(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`activities_id\` integer REFERENCES activities(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`remote_configs_id\` integer REFERENCES remote_configs(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_channels_id_idx\` ON \`payload_locked_documents_rels\` (\`channels_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_popups_id_idx\` ON \`payload_locked_documents_rels\` (\`popups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posters_id_idx\` ON \`payload_locked_documents_rels\` (\`posters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_campaign_stats_id_idx\` ON \`payload_locked_documents_rels\` (\`campaign_stats_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_channel_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`channel_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_activities_id_idx\` ON \`payload_locked_documents_rels\` (\`activities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_remote_configs_id_idx\` ON \`payload_locked_documents_rels\` (\`remote_configs_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_activity_calendar_days\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_activity_calendar_days_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_activity_calendar\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_activity_calendar_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_limited_deposit_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_limited_deposit_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_limited_deposit\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_limited_deposit_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_kill_price618_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_kill_price618_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_kill_price618\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_kill_price618_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_order_free_steps\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_order_free_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_order_free_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_order_free_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_order_free\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_order_free_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_low_price_kill_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_low_price_kill_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_low_price_kill\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_low_price_kill_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_full_reduction_tiers\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_full_reduction_tiers_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_full_reduction\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_full_reduction_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_trademark_patent_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_trademark_patent_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_trademark_patent\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_trademark_patent_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_activity_rule_rules\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_activity_rule_rules_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_activity_rule\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_activity_rule_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_lead_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_lead_form_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_activity_calendar_days\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_activity_calendar_days_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_activity_calendar\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_activity_calendar_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_limited_deposit_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_limited_deposit_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_limited_deposit\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_limited_deposit_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_kill_price618_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_kill_price618_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_kill_price618\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_kill_price618_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_order_free_steps\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_order_free_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_order_free_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_order_free_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_order_free\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_order_free_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_low_price_kill_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_low_price_kill_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_low_price_kill\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_low_price_kill_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_full_reduction_tiers\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_full_reduction_tiers_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_full_reduction\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_full_reduction_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_trademark_patent_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_trademark_patent_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_trademark_patent\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_trademark_patent_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_activity_rule_rules\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_activity_rule_rules_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_activity_rule\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_activity_rule_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_lead_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_lead_form_locales\`;`)
  await db.run(sql`DROP TABLE \`channels_brands\`;`)
  await db.run(sql`DROP TABLE \`channels\`;`)
  await db.run(sql`DROP TABLE \`channels_locales\`;`)
  await db.run(sql`DROP TABLE \`popups_trigger_pages\`;`)
  await db.run(sql`DROP TABLE \`popups_button_detail_list\`;`)
  await db.run(sql`DROP TABLE \`popups_button_detail_list_locales\`;`)
  await db.run(sql`DROP TABLE \`popups\`;`)
  await db.run(sql`DROP TABLE \`popups_locales\`;`)
  await db.run(sql`DROP TABLE \`popups_rels\`;`)
  await db.run(sql`DROP TABLE \`posters\`;`)
  await db.run(sql`DROP TABLE \`posters_locales\`;`)
  await db.run(sql`DROP TABLE \`posters_rels\`;`)
  await db.run(sql`DROP TABLE \`campaign_stats\`;`)
  await db.run(sql`DROP TABLE \`channel_pages_packages_award_list\`;`)
  await db.run(sql`DROP TABLE \`channel_pages_packages_award_list_locales\`;`)
  await db.run(sql`DROP TABLE \`channel_pages_packages\`;`)
  await db.run(sql`DROP TABLE \`channel_pages_packages_locales\`;`)
  await db.run(sql`DROP TABLE \`channel_pages\`;`)
  await db.run(sql`DROP TABLE \`channel_pages_locales\`;`)
  await db.run(sql`DROP TABLE \`channel_pages_rels\`;`)
  await db.run(sql`DROP TABLE \`activities\`;`)
  await db.run(sql`DROP TABLE \`activities_locales\`;`)
  await db.run(sql`DROP TABLE \`activities_rels\`;`)
  await db.run(sql`DROP TABLE \`remote_configs\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`brands_id\` integer,
  	\`navigation_entries_id\` integer,
  	\`footer_groups_id\` integer,
  	\`services_id\` integer,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	\`visitor_events_id\` integer,
  	\`agreements_id\` integer,
  	\`merchants_id\` integer,
  	\`merchant_sessions_id\` integer,
  	\`verification_codes_id\` integer,
  	\`sms_outbox_id\` integer,
  	\`compliance_rules_id\` integer,
  	\`price_list_id\` integer,
  	\`survey_reports_id\` integer,
  	\`articles_id\` integer,
  	\`help_categories_id\` integer,
  	\`help_articles_id\` integer,
  	\`qa_entries_id\` integer,
  	\`video_courses_id\` integer,
  	\`tax_rates_id\` integer,
  	\`partners_id\` integer,
  	\`case_studies_id\` integer,
  	\`contact_messages_id\` integer,
  	\`mail_outbox_id\` integer,
  	\`trademark_search_records_id\` integer,
  	\`trademark_requests_id\` integer,
  	\`ipr_settings_id\` integer,
  	\`corporate_jurisdictions_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brands_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`navigation_entries_id\`) REFERENCES \`navigation_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`footer_groups_id\`) REFERENCES \`footer_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`visitor_events_id\`) REFERENCES \`visitor_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`agreements_id\`) REFERENCES \`agreements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`merchants_id\`) REFERENCES \`merchants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`merchant_sessions_id\`) REFERENCES \`merchant_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`verification_codes_id\`) REFERENCES \`verification_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sms_outbox_id\`) REFERENCES \`sms_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`compliance_rules_id\`) REFERENCES \`compliance_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`price_list_id\`) REFERENCES \`price_list\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`survey_reports_id\`) REFERENCES \`survey_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`help_categories_id\`) REFERENCES \`help_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`help_articles_id\`) REFERENCES \`help_articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`qa_entries_id\`) REFERENCES \`qa_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`video_courses_id\`) REFERENCES \`video_courses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tax_rates_id\`) REFERENCES \`tax_rates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`partners_id\`) REFERENCES \`partners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mail_outbox_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`trademark_search_records_id\`) REFERENCES \`trademark_search_records\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`trademark_requests_id\`) REFERENCES \`trademark_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ipr_settings_id\`) REFERENCES \`ipr_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`corporate_jurisdictions_id\`) REFERENCES \`corporate_jurisdictions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "brands_id", "navigation_entries_id", "footer_groups_id", "services_id", "pages_id", "media_id", "users_id", "visitor_events_id", "agreements_id", "merchants_id", "merchant_sessions_id", "verification_codes_id", "sms_outbox_id", "compliance_rules_id", "price_list_id", "survey_reports_id", "articles_id", "help_categories_id", "help_articles_id", "qa_entries_id", "video_courses_id", "tax_rates_id", "partners_id", "case_studies_id", "contact_messages_id", "mail_outbox_id", "trademark_search_records_id", "trademark_requests_id", "ipr_settings_id", "corporate_jurisdictions_id") SELECT "id", "order", "parent_id", "path", "brands_id", "navigation_entries_id", "footer_groups_id", "services_id", "pages_id", "media_id", "users_id", "visitor_events_id", "agreements_id", "merchants_id", "merchant_sessions_id", "verification_codes_id", "sms_outbox_id", "compliance_rules_id", "price_list_id", "survey_reports_id", "articles_id", "help_categories_id", "help_articles_id", "qa_entries_id", "video_courses_id", "tax_rates_id", "partners_id", "case_studies_id", "contact_messages_id", "mail_outbox_id", "trademark_search_records_id", "trademark_requests_id", "ipr_settings_id", "corporate_jurisdictions_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_brands_id_idx\` ON \`payload_locked_documents_rels\` (\`brands_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_navigation_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`navigation_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_footer_groups_id_idx\` ON \`payload_locked_documents_rels\` (\`footer_groups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_services_id_idx\` ON \`payload_locked_documents_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_visitor_events_id_idx\` ON \`payload_locked_documents_rels\` (\`visitor_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_agreements_id_idx\` ON \`payload_locked_documents_rels\` (\`agreements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_merchants_id_idx\` ON \`payload_locked_documents_rels\` (\`merchants_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_merchant_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`merchant_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_verification_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`verification_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sms_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`sms_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_compliance_rules_id_idx\` ON \`payload_locked_documents_rels\` (\`compliance_rules_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_price_list_id_idx\` ON \`payload_locked_documents_rels\` (\`price_list_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_survey_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`survey_reports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_help_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`help_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_help_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`help_articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_qa_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`qa_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_video_courses_id_idx\` ON \`payload_locked_documents_rels\` (\`video_courses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tax_rates_id_idx\` ON \`payload_locked_documents_rels\` (\`tax_rates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_partners_id_idx\` ON \`payload_locked_documents_rels\` (\`partners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_case_studies_id_idx\` ON \`payload_locked_documents_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trademark_search_records_i_idx\` ON \`payload_locked_documents_rels\` (\`trademark_search_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trademark_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`trademark_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ipr_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`ipr_settings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_corporate_jurisdictions_id_idx\` ON \`payload_locked_documents_rels\` (\`corporate_jurisdictions_id\`);`)
  await db.run(sql`DROP INDEX \`contact_messages_source_idx\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`source\`;`)
  await db.run(sql`ALTER TABLE \`brands\` DROP COLUMN \`closure_notice_link_url\`;`)
  await db.run(sql`ALTER TABLE \`brands_locales\` DROP COLUMN \`closure_notice_title\`;`)
  await db.run(sql`ALTER TABLE \`brands_locales\` DROP COLUMN \`closure_notice_text\`;`)
  await db.run(sql`ALTER TABLE \`brands_locales\` DROP COLUMN \`closure_notice_link_label\`;`)
}
