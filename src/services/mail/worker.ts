import 'server-only'
import type { Payload } from 'payload'
import { deliverDueMail } from './outbox'
import { configuredTransport } from './transports'
import type { MailTransport } from './types'

/**
 * Delivers the outbox in the background of a server process: at start, once a minute,
 * and right after something is enqueued (`kickMailDelivery`).
 *
 * Next.js bundles `instrumentation.ts` (which starts the worker) and each route handler
 * (which kicks it) separately, so each bundle has its own copy of this module and its
 * module-level variables. The running worker is therefore kept on `globalThis` under a
 * registered symbol, which every copy in the process finds: a kick from any route
 * reaches the one worker, and a second start is a no-op. Parallel processes are safe
 * through the row claims of the delivery itself (claims.ts).
 */
const WORKER = Symbol.for('compliance-sites.mail-worker')
const INTERVAL_MS = 60_000

/** What the process-wide slot holds: the functions of the copy that started the worker. */
interface RunningWorker {
  kick(): void
  /** Settles when no delivery run is going on. */
  idle(): Promise<void>
  stop(): Promise<void>
}

const slot = globalThis as typeof globalThis & { [WORKER]?: RunningWorker }

export interface MailWorkerOptions {
  transport?: MailTransport
  intervalMs?: number
}

/** Starts this process's worker; answers false (and does nothing) when one is already running. */
export function startMailWorker(payload: Payload, options: MailWorkerOptions = {}): boolean {
  if (slot[WORKER]) return false
  const transport = options.transport ?? configuredTransport()
  let running: Promise<void> | null = null
  let again = false

  // One run at a time; a kick during a run asks for one more run after it, so mail queued
  // just as a run was finishing does not wait for the timer.
  const run = (): Promise<void> => {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      try {
        do {
          again = false
          await deliverDueMail(payload, transport).catch((error) => console.error('[mail] delivery run failed', error))
        } while (again)
      } finally {
        running = null
      }
    })()
    return running
  }

  const timer = setInterval(() => void run(), options.intervalMs ?? INTERVAL_MS)
  timer.unref?.()
  const worker: RunningWorker = {
    kick: () => void run(),
    idle: async () => {
      while (running) await running
    },
    stop: async () => {
      clearInterval(timer)
      if (slot[WORKER] === worker) delete slot[WORKER]
      while (running) await running
      transport.close?.()
    },
  }
  slot[WORKER] = worker
  // Mail left queued when the previous process stopped goes out now, not in a minute.
  void run()
  return true
}

/** Asks the worker to deliver now; in a process without a worker (scripts, tests) mail just waits. */
export function kickMailDelivery(): void {
  slot[WORKER]?.kick()
}

/** Settles once the worker has no delivery run going (tests, orderly shutdown). */
export function mailDeliveryIdle(): Promise<void> {
  return slot[WORKER]?.idle() ?? Promise.resolve()
}

/** Stops the timer, waits for a run in progress and closes the transport's connections. */
export async function stopMailWorker(): Promise<void> {
  await slot[WORKER]?.stop()
}
