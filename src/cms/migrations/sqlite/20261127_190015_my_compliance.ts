import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`compliance_checklist\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`merchant_id\` integer NOT NULL,
  	\`rule_key\` text NOT NULL,
  	\`jurisdiction\` text NOT NULL,
  	\`status\` text DEFAULT 'todo' NOT NULL,
  	\`number\` text,
  	\`started_on\` text,
  	\`frequency\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`merchant_id\`) REFERENCES \`merchants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`compliance_checklist_merchant_idx\` ON \`compliance_checklist\` (\`merchant_id\`);`)
  await db.run(sql`CREATE INDEX \`compliance_checklist_updated_at_idx\` ON \`compliance_checklist\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`compliance_checklist_created_at_idx\` ON \`compliance_checklist\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`merchant_ruleKey_jurisdiction_idx\` ON \`compliance_checklist\` (\`merchant_id\`,\`rule_key\`,\`jurisdiction\`);`)
  await db.run(sql`CREATE TABLE \`compliance_reminders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`merchant_id\` integer NOT NULL,
  	\`deadline\` text NOT NULL,
  	\`date\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`merchant_id\`) REFERENCES \`merchants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`compliance_reminders_merchant_idx\` ON \`compliance_reminders\` (\`merchant_id\`);`)
  await db.run(sql`CREATE INDEX \`compliance_reminders_updated_at_idx\` ON \`compliance_reminders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`compliance_reminders_created_at_idx\` ON \`compliance_reminders\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`merchant_deadline_idx\` ON \`compliance_reminders\` (\`merchant_id\`,\`deadline\`);`)
  await db.run(sql`ALTER TABLE \`merchants\` ADD \`reminder_email\` text;`)
  await db.run(sql`ALTER TABLE \`merchants\` ADD \`reminders_enabled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`merchants\` ADD \`reminder_days\` numeric DEFAULT 14;`)
  await db.run(sql`ALTER TABLE \`merchants\` ADD \`reminder_locale\` text;`)
  await db.run(sql`ALTER TABLE \`merchants\` ADD \`calendar_version\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`merchant_id\` integer REFERENCES merchants(id);`)
  await db.run(sql`CREATE INDEX \`contact_messages_merchant_idx\` ON \`contact_messages\` (\`merchant_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`compliance_checklist_id\` integer REFERENCES compliance_checklist(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`compliance_reminders_id\` integer REFERENCES compliance_reminders(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_compliance_checklist_id_idx\` ON \`payload_locked_documents_rels\` (\`compliance_checklist_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_compliance_reminders_id_idx\` ON \`payload_locked_documents_rels\` (\`compliance_reminders_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`compliance_checklist\`;`)
  await db.run(sql`DROP TABLE \`compliance_reminders\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_contact_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand_id\` integer NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`company_name\` text,
  	\`subject\` text NOT NULL,
  	\`content\` text NOT NULL,
  	\`locale\` text,
  	\`jurisdiction\` text,
  	\`service\` text,
  	\`page\` text,
  	\`channel_no\` text,
  	\`source\` text DEFAULT 'contact',
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`brand_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact_messages\`("id", "brand_id", "name", "email", "phone", "company_name", "subject", "content", "locale", "jurisdiction", "service", "page", "channel_no", "source", "status", "updated_at", "created_at") SELECT "id", "brand_id", "name", "email", "phone", "company_name", "subject", "content", "locale", "jurisdiction", "service", "page", "channel_no", "source", "status", "updated_at", "created_at" FROM \`contact_messages\`;`)
  await db.run(sql`DROP TABLE \`contact_messages\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_messages\` RENAME TO \`contact_messages\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`contact_messages_brand_idx\` ON \`contact_messages\` (\`brand_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_jurisdiction_idx\` ON \`contact_messages\` (\`jurisdiction\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_source_idx\` ON \`contact_messages\` (\`source\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_status_idx\` ON \`contact_messages\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_updated_at_idx\` ON \`contact_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_created_at_idx\` ON \`contact_messages\` (\`created_at\`);`)
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
  	\`channels_id\` integer,
  	\`popups_id\` integer,
  	\`posters_id\` integer,
  	\`campaign_stats_id\` integer,
  	\`channel_pages_id\` integer,
  	\`activities_id\` integer,
  	\`remote_configs_id\` integer,
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
  	FOREIGN KEY (\`corporate_jurisdictions_id\`) REFERENCES \`corporate_jurisdictions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`channels_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`popups_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posters_id\`) REFERENCES \`posters\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`campaign_stats_id\`) REFERENCES \`campaign_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`channel_pages_id\`) REFERENCES \`channel_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`activities_id\`) REFERENCES \`activities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`remote_configs_id\`) REFERENCES \`remote_configs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "brands_id", "navigation_entries_id", "footer_groups_id", "services_id", "pages_id", "media_id", "users_id", "visitor_events_id", "agreements_id", "merchants_id", "merchant_sessions_id", "verification_codes_id", "sms_outbox_id", "compliance_rules_id", "price_list_id", "survey_reports_id", "articles_id", "help_categories_id", "help_articles_id", "qa_entries_id", "video_courses_id", "tax_rates_id", "partners_id", "case_studies_id", "contact_messages_id", "mail_outbox_id", "trademark_search_records_id", "trademark_requests_id", "ipr_settings_id", "corporate_jurisdictions_id", "channels_id", "popups_id", "posters_id", "campaign_stats_id", "channel_pages_id", "activities_id", "remote_configs_id") SELECT "id", "order", "parent_id", "path", "brands_id", "navigation_entries_id", "footer_groups_id", "services_id", "pages_id", "media_id", "users_id", "visitor_events_id", "agreements_id", "merchants_id", "merchant_sessions_id", "verification_codes_id", "sms_outbox_id", "compliance_rules_id", "price_list_id", "survey_reports_id", "articles_id", "help_categories_id", "help_articles_id", "qa_entries_id", "video_courses_id", "tax_rates_id", "partners_id", "case_studies_id", "contact_messages_id", "mail_outbox_id", "trademark_search_records_id", "trademark_requests_id", "ipr_settings_id", "corporate_jurisdictions_id", "channels_id", "popups_id", "posters_id", "campaign_stats_id", "channel_pages_id", "activities_id", "remote_configs_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_channels_id_idx\` ON \`payload_locked_documents_rels\` (\`channels_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_popups_id_idx\` ON \`payload_locked_documents_rels\` (\`popups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posters_id_idx\` ON \`payload_locked_documents_rels\` (\`posters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_campaign_stats_id_idx\` ON \`payload_locked_documents_rels\` (\`campaign_stats_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_channel_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`channel_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_activities_id_idx\` ON \`payload_locked_documents_rels\` (\`activities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_remote_configs_id_idx\` ON \`payload_locked_documents_rels\` (\`remote_configs_id\`);`)
  await db.run(sql`ALTER TABLE \`merchants\` DROP COLUMN \`reminder_email\`;`)
  await db.run(sql`ALTER TABLE \`merchants\` DROP COLUMN \`reminders_enabled\`;`)
  await db.run(sql`ALTER TABLE \`merchants\` DROP COLUMN \`reminder_days\`;`)
  await db.run(sql`ALTER TABLE \`merchants\` DROP COLUMN \`reminder_locale\`;`)
  await db.run(sql`ALTER TABLE \`merchants\` DROP COLUMN \`calendar_version\`;`)
}
