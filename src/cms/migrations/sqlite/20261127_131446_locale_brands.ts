import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_order_idx\` ON \`pages_blocks_contact_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_parent_id_idx\` ON \`pages_blocks_contact_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_path_idx\` ON \`pages_blocks_contact_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_form_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_contact_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_contact_form_locales_locale_parent_id_unique\` ON \`pages_blocks_contact_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_contact_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_form_order_idx\` ON \`_pages_v_blocks_contact_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_form_parent_id_idx\` ON \`_pages_v_blocks_contact_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_form_path_idx\` ON \`_pages_v_blocks_contact_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_contact_form_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_contact_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_contact_form_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_contact_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_stats\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_feature_grid\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_steps\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_faq\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_price_table\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cta\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rich_text\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_stats\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_feature_grid\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_steps\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_faq\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_price_table\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_cta\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_rich_text\` ADD \`anchor\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_contact_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_form_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contact_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contact_form_locales\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_stats\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_feature_grid\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_steps\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_faq\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_price_table\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cta\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rich_text\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_stats\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_feature_grid\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_steps\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_faq\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_price_table\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_cta\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_rich_text\` DROP COLUMN \`anchor\`;`)
}
