import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`corporate_jurisdictions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`facts\` text NOT NULL,
  	\`sort\` numeric DEFAULT 0,
  	\`enabled\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`corporate_jurisdictions_label_idx\` ON \`corporate_jurisdictions\` (\`label\`);`)
  await db.run(sql`CREATE INDEX \`corporate_jurisdictions_updated_at_idx\` ON \`corporate_jurisdictions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`corporate_jurisdictions_created_at_idx\` ON \`corporate_jurisdictions\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_price_table\` ADD \`kind\` text DEFAULT 'compliance';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_price_table\` ADD \`kind\` text DEFAULT 'compliance';`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`hot\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`articles_hot_idx\` ON \`articles\` (\`hot\`);`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_hot\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_hot_idx\` ON \`_articles_v\` (\`version_hot\`);`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`jurisdiction\` text;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`service\` text;`)
  await db.run(sql`CREATE INDEX \`contact_messages_jurisdiction_idx\` ON \`contact_messages\` (\`jurisdiction\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`corporate_jurisdictions_id\` integer REFERENCES corporate_jurisdictions(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_corporate_jurisdictions_id_idx\` ON \`payload_locked_documents_rels\` (\`corporate_jurisdictions_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`corporate_jurisdictions\`;`)
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
  	FOREIGN KEY (\`ipr_settings_id\`) REFERENCES \`ipr_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "brands_id", "navigation_entries_id", "footer_groups_id", "services_id", "pages_id", "media_id", "users_id", "visitor_events_id", "agreements_id", "merchants_id", "merchant_sessions_id", "verification_codes_id", "sms_outbox_id", "compliance_rules_id", "price_list_id", "survey_reports_id", "articles_id", "help_categories_id", "help_articles_id", "qa_entries_id", "video_courses_id", "tax_rates_id", "partners_id", "case_studies_id", "contact_messages_id", "mail_outbox_id", "trademark_search_records_id", "trademark_requests_id", "ipr_settings_id") SELECT "id", "order", "parent_id", "path", "brands_id", "navigation_entries_id", "footer_groups_id", "services_id", "pages_id", "media_id", "users_id", "visitor_events_id", "agreements_id", "merchants_id", "merchant_sessions_id", "verification_codes_id", "sms_outbox_id", "compliance_rules_id", "price_list_id", "survey_reports_id", "articles_id", "help_categories_id", "help_articles_id", "qa_entries_id", "video_courses_id", "tax_rates_id", "partners_id", "case_studies_id", "contact_messages_id", "mail_outbox_id", "trademark_search_records_id", "trademark_requests_id", "ipr_settings_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`DROP INDEX \`articles_hot_idx\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`hot\`;`)
  await db.run(sql`DROP INDEX \`_articles_v_version_version_hot_idx\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_hot\`;`)
  await db.run(sql`DROP INDEX \`contact_messages_jurisdiction_idx\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`jurisdiction\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`service\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_price_table\` DROP COLUMN \`kind\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_price_table\` DROP COLUMN \`kind\`;`)
}
