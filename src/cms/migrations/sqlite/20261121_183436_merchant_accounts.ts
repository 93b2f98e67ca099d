import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`agreements\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`version\` text NOT NULL,
  	\`published_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`agreements_kind_idx\` ON \`agreements\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`agreements_published_at_idx\` ON \`agreements\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`agreements_updated_at_idx\` ON \`agreements\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`agreements_created_at_idx\` ON \`agreements\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`agreements_locales\` (
  	\`title\` text NOT NULL,
  	\`content\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`agreements\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`agreements_locales_locale_parent_id_unique\` ON \`agreements_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`merchants\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`merc_no\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`brand\` text NOT NULL,
  	\`channel_no\` text,
  	\`last_login_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`merchants_merc_no_idx\` ON \`merchants\` (\`merc_no\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`merchants_phone_idx\` ON \`merchants\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`merchants_channel_no_idx\` ON \`merchants\` (\`channel_no\`);`)
  await db.run(sql`CREATE INDEX \`merchants_updated_at_idx\` ON \`merchants\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`merchants_created_at_idx\` ON \`merchants\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`merchants_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`agreements_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`merchants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`agreements_id\`) REFERENCES \`agreements\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`merchants_rels_order_idx\` ON \`merchants_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`merchants_rels_parent_idx\` ON \`merchants_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`merchants_rels_path_idx\` ON \`merchants_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`merchants_rels_agreements_id_idx\` ON \`merchants_rels\` (\`agreements_id\`);`)
  await db.run(sql`CREATE TABLE \`merchant_sessions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`merchant_id\` integer NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`revoked_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`merchant_id\`) REFERENCES \`merchants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`merchant_sessions_token_hash_idx\` ON \`merchant_sessions\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`merchant_sessions_merchant_idx\` ON \`merchant_sessions\` (\`merchant_id\`);`)
  await db.run(sql`CREATE INDEX \`merchant_sessions_updated_at_idx\` ON \`merchant_sessions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`merchant_sessions_created_at_idx\` ON \`merchant_sessions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`verification_codes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`phone\` text NOT NULL,
  	\`ip\` text NOT NULL,
  	\`channel\` numeric NOT NULL,
  	\`code_hash\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`attempts\` numeric DEFAULT 0 NOT NULL,
  	\`consumed_at\` text,
  	\`delivery\` text DEFAULT 'sent',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`verification_codes_phone_idx\` ON \`verification_codes\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`verification_codes_ip_idx\` ON \`verification_codes\` (\`ip\`);`)
  await db.run(sql`CREATE INDEX \`verification_codes_updated_at_idx\` ON \`verification_codes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`verification_codes_created_at_idx\` ON \`verification_codes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`sms_outbox\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`phone\` text NOT NULL,
  	\`channel\` numeric NOT NULL,
  	\`text\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`sms_outbox_phone_idx\` ON \`sms_outbox\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`sms_outbox_updated_at_idx\` ON \`sms_outbox\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sms_outbox_created_at_idx\` ON \`sms_outbox\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`agreements_id\` integer REFERENCES agreements(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`merchants_id\` integer REFERENCES merchants(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`merchant_sessions_id\` integer REFERENCES merchant_sessions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`verification_codes_id\` integer REFERENCES verification_codes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`sms_outbox_id\` integer REFERENCES sms_outbox(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_agreements_id_idx\` ON \`payload_locked_documents_rels\` (\`agreements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_merchants_id_idx\` ON \`payload_locked_documents_rels\` (\`merchants_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_merchant_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`merchant_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_verification_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`verification_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sms_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`sms_outbox_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`agreements\`;`)
  await db.run(sql`DROP TABLE \`agreements_locales\`;`)
  await db.run(sql`DROP TABLE \`merchants\`;`)
  await db.run(sql`DROP TABLE \`merchants_rels\`;`)
  await db.run(sql`DROP TABLE \`merchant_sessions\`;`)
  await db.run(sql`DROP TABLE \`verification_codes\`;`)
  await db.run(sql`DROP TABLE \`sms_outbox\`;`)
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brands_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`navigation_entries_id\`) REFERENCES \`navigation_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`footer_groups_id\`) REFERENCES \`footer_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`visitor_events_id\`) REFERENCES \`visitor_events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "brands_id", "navigation_entries_id", "footer_groups_id", "services_id", "pages_id", "media_id", "users_id", "visitor_events_id") SELECT "id", "order", "parent_id", "path", "brands_id", "navigation_entries_id", "footer_groups_id", "services_id", "pages_id", "media_id", "users_id", "visitor_events_id" FROM \`payload_locked_documents_rels\`;`)
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
}
