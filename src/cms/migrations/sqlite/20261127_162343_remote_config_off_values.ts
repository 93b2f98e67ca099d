import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_remote_configs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`brand\` text,
  	\`value\` text,
  	\`description\` text,
  	\`public\` integer DEFAULT true,
  	\`enabled\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_remote_configs\`("id", "key", "brand", "value", "description", "public", "enabled", "updated_at", "created_at") SELECT "id", "key", "brand", "value", "description", "public", "enabled", "updated_at", "created_at" FROM \`remote_configs\`;`)
  await db.run(sql`DROP TABLE \`remote_configs\`;`)
  await db.run(sql`ALTER TABLE \`__new_remote_configs\` RENAME TO \`remote_configs\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`remote_configs_key_idx\` ON \`remote_configs\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`remote_configs_updated_at_idx\` ON \`remote_configs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`remote_configs_created_at_idx\` ON \`remote_configs\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`key_brand_idx\` ON \`remote_configs\` (\`key\`,\`brand\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_remote_configs\` (
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
  await db.run(sql`INSERT INTO \`__new_remote_configs\`("id", "key", "brand", "value", "description", "public", "enabled", "updated_at", "created_at") SELECT "id", "key", "brand", "value", "description", "public", "enabled", "updated_at", "created_at" FROM \`remote_configs\`;`)
  await db.run(sql`DROP TABLE \`remote_configs\`;`)
  await db.run(sql`ALTER TABLE \`__new_remote_configs\` RENAME TO \`remote_configs\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`remote_configs_key_idx\` ON \`remote_configs\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`remote_configs_updated_at_idx\` ON \`remote_configs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`remote_configs_created_at_idx\` ON \`remote_configs\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`key_brand_idx\` ON \`remote_configs\` (\`key\`,\`brand\`);`)
}
