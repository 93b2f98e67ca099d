/**
 * Runs once when a server process starts, before it answers requests: checks the
 * environment variables (lib/env.ts: a bad value stops the server with a message naming
 * the variable), brings the database to the committed schema and, on an empty database,
 * writes the demo content (SEED_DEMO=0 turns that off). Every instance does this at boot,
 * so a deploy needs no separate migration step; migrations are idempotent and recorded in
 * the database.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { getEnv } = await import('@/lib/env')
  const env = getEnv()
  const [{ getPayload }, { default: config }, { prepareDatabase }, { startMailWorker }, { startReminderScheduler }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('@/cms/bootstrap'),
    import('@/services/mail/worker'),
    import('@/services/compliance/reminders'),
  ])
  const payload = await getPayload({ config })
  const { seeded } = await prepareDatabase(payload, { seed: env.SEED_DEMO })
  console.log(seeded ? '[db] migrations applied; demo content seeded' : '[db] migrations applied; content kept')
  // Mail waits in the outbox until this delivers it (and retries what failed). The worker
  // lives on globalThis, so the routes' kicks reach it from their own bundles; should
  // register() run twice in one process, the second start does nothing.
  startMailWorker(payload)
  // Deadline reminders of "My compliance": an hourly sweep queues them into the same outbox.
  startReminderScheduler(payload)
}
