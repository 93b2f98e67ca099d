import type { Payload } from 'payload'
import { deliverDueMail } from './outbox'
import { configuredTransport } from './transports'
import type { MailTransport } from './types'

/**
 * Delivers the outbox in the background of a server process: once a minute, and right
 * after something is enqueued (`kickMailDelivery`). One run at a time per process; rows
 * are only picked when due, so several instances at worst retry a row early.
 */
const INTERVAL_MS = 60_000
let running: Promise<unknown> | null = null
let transport: MailTransport | null = null
/** Set once this process runs the worker; scripts and tests that never start it only enqueue. */
let workerPayload: Payload | null = null

function run(payload: Payload): Promise<unknown> {
  transport ??= configuredTransport()
  running ??= deliverDueMail(payload, transport)
    .catch((error) => console.error('[mail] delivery run failed', error))
    .finally(() => {
      running = null
    })
  return running
}

export function kickMailDelivery(): void {
  if (workerPayload) void run(workerPayload)
}

export function startMailWorker(payload: Payload): void {
  workerPayload = payload
  const timer = setInterval(() => void run(payload), INTERVAL_MS)
  timer.unref?.()
}
