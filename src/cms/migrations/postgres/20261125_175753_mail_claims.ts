import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Delivery claims on the mail outbox: a run marks the rows it is about to send `sending`
 * with its claim token and a lease (`locked_until`), so parallel server processes never
 * send one mail twice and a run that dies mid-send releases its rows when the lease ends.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_mail_outbox_status" ADD VALUE 'sending' BEFORE 'sent';
  ALTER TABLE "mail_outbox" ADD COLUMN "claim_token" varchar;
  ALTER TABLE "mail_outbox" ADD COLUMN "locked_until" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // A row held by a run when the migration is reverted goes back to the queue.
  await db.execute(sql`
   UPDATE "mail_outbox" SET "status" = 'pending' WHERE "status" = 'sending';
   ALTER TABLE "mail_outbox" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "mail_outbox" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_mail_outbox_status";
  CREATE TYPE "public"."enum_mail_outbox_status" AS ENUM('pending', 'sent', 'failed');
  ALTER TABLE "mail_outbox" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_mail_outbox_status";
  ALTER TABLE "mail_outbox" ALTER COLUMN "status" SET DATA TYPE "public"."enum_mail_outbox_status" USING "status"::"public"."enum_mail_outbox_status";
  ALTER TABLE "mail_outbox" DROP COLUMN "claim_token";
  ALTER TABLE "mail_outbox" DROP COLUMN "locked_until";`)
}
