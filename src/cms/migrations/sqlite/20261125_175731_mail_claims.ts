import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Delivery claims on the mail outbox: a run marks the rows it is about to send `sending`
 * with its claim token and a lease (`locked_until`), so parallel server processes never
 * send one mail twice and a run that dies mid-send releases its rows when the lease ends.
 * (The status is plain text on SQLite, so the new value needs no schema change.)
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`mail_outbox\` ADD \`claim_token\` text;`)
  await db.run(sql`ALTER TABLE \`mail_outbox\` ADD \`locked_until\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`UPDATE \`mail_outbox\` SET \`status\` = 'pending' WHERE \`status\` = 'sending';`)
  await db.run(sql`ALTER TABLE \`mail_outbox\` DROP COLUMN \`claim_token\`;`)
  await db.run(sql`ALTER TABLE \`mail_outbox\` DROP COLUMN \`locked_until\`;`)
}
