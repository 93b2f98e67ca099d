import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`compliance_rules_jurisdictions\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`compliance_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`compliance_rules_jurisdictions_order_idx\` ON \`compliance_rules_jurisdictions\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`compliance_rules_jurisdictions_parent_idx\` ON \`compliance_rules_jurisdictions\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`compliance_rules_conditions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`compliance_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`compliance_rules_conditions_order_idx\` ON \`compliance_rules_conditions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`compliance_rules_conditions_parent_id_idx\` ON \`compliance_rules_conditions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`compliance_rules\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`enabled\` integer DEFAULT true,
  	\`sort\` numeric DEFAULT 0,
  	\`category\` text NOT NULL,
  	\`match\` text DEFAULT 'all' NOT NULL,
  	\`service_service_type\` numeric,
  	\`service_service_item\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`compliance_rules_key_idx\` ON \`compliance_rules\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`compliance_rules_updated_at_idx\` ON \`compliance_rules\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`compliance_rules_created_at_idx\` ON \`compliance_rules\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`compliance_rules_locales\` (
  	\`title\` text NOT NULL,
  	\`summary\` text NOT NULL,
  	\`legal_basis\` text NOT NULL,
  	\`timing\` text NOT NULL,
  	\`risk\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`compliance_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`compliance_rules_locales_locale_parent_id_unique\` ON \`compliance_rules_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`compliance_rules_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`compliance_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`compliance_rules_texts_order_parent\` ON \`compliance_rules_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`price_list\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'compliance' NOT NULL,
  	\`service_type\` numeric NOT NULL,
  	\`country\` numeric,
  	\`service_item\` numeric,
  	\`unit_price\` numeric NOT NULL,
  	\`discount_price\` numeric DEFAULT 0 NOT NULL,
  	\`official_fee_included\` integer DEFAULT false,
  	\`enabled\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`price_list_service_type_idx\` ON \`price_list\` (\`service_type\`);`)
  await db.run(sql`CREATE INDEX \`price_list_country_idx\` ON \`price_list\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`price_list_updated_at_idx\` ON \`price_list\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`price_list_created_at_idx\` ON \`price_list\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`price_list_locales\` (
  	\`product_name\` text NOT NULL,
  	\`price_unit\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`price_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`price_list_locales_locale_parent_id_unique\` ON \`price_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`survey_reports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`report_id\` text NOT NULL,
  	\`source\` numeric NOT NULL,
  	\`brand\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`channel_no\` text,
  	\`channel_code\` text,
  	\`into_way\` text,
  	\`merchant_id\` integer,
  	\`answer_list\` text NOT NULL,
  	\`obligation_count\` numeric NOT NULL,
  	\`total\` numeric NOT NULL,
  	\`report\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`merchant_id\`) REFERENCES \`merchants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`survey_reports_report_id_idx\` ON \`survey_reports\` (\`report_id\`);`)
  await db.run(sql`CREATE INDEX \`survey_reports_brand_idx\` ON \`survey_reports\` (\`brand\`);`)
  await db.run(sql`CREATE INDEX \`survey_reports_channel_no_idx\` ON \`survey_reports\` (\`channel_no\`);`)
  await db.run(sql`CREATE INDEX \`survey_reports_merchant_idx\` ON \`survey_reports\` (\`merchant_id\`);`)
  await db.run(sql`CREATE INDEX \`survey_reports_updated_at_idx\` ON \`survey_reports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`survey_reports_created_at_idx\` ON \`survey_reports\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`compliance_rules_id\` integer REFERENCES compliance_rules(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`price_list_id\` integer REFERENCES price_list(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`survey_reports_id\` integer REFERENCES survey_reports(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_compliance_rules_id_idx\` ON \`payload_locked_documents_rels\` (\`compliance_rules_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_price_list_id_idx\` ON \`payload_locked_documents_rels\` (\`price_list_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_survey_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`survey_reports_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`compliance_rules_jurisdictions\`;`)
  await db.run(sql`DROP TABLE \`compliance_rules_conditions\`;`)
  await db.run(sql`DROP TABLE \`compliance_rules\`;`)
  await db.run(sql`DROP TABLE \`compliance_rules_locales\`;`)
  await db.run(sql`DROP TABLE \`compliance_rules_texts\`;`)
  await db.run(sql`DROP TABLE \`price_list\`;`)
  await db.run(sql`DROP TABLE \`price_list_locales\`;`)
  await db.run(sql`DROP TABLE \`survey_reports\`;`)
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
  	FOREIGN KEY (\`sms_outbox_id\`) REFERENCES \`sms_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "brands_id", "navigation_entries_id", "footer_groups_id", "services_id", "pages_id", "media_id", "users_id", "visitor_events_id", "agreements_id", "merchants_id", "merchant_sessions_id", "verification_codes_id", "sms_outbox_id") SELECT "id", "order", "parent_id", "path", "brands_id", "navigation_entries_id", "footer_groups_id", "services_id", "pages_id", "media_id", "users_id", "visitor_events_id", "agreements_id", "merchants_id", "merchant_sessions_id", "verification_codes_id", "sms_outbox_id" FROM \`payload_locked_documents_rels\`;`)
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
}
