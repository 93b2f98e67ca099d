import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import type { MailTransport } from '@/services/mail/types'

/**
 * The worker as Next.js runs it: instrumentation.ts and every route handler are bundled
 * separately, so each holds its own copy of services/mail/worker.ts. Each copy here comes
 * from a fresh module graph (vi.resetModules), like a separate bundle; the delivery itself
 * is replaced by a recorder.
 */
const deliveries = vi.hoisted(() => ({ calls: [] as unknown[], gate: null as Promise<void> | null }))
vi.mock('@/services/mail/outbox', () => ({
  DELIVERY_CONCURRENCY: 5,
  deliverDueMail: async (payload: unknown) => {
    deliveries.calls.push(payload)
    await deliveries.gate
    return { sent: 0, failed: 0 }
  },
}))

const transport: MailTransport = { name: 'test', send: async () => {} }
const instrumentationPayload = { name: 'payload of the instrumentation bundle' } as unknown as Payload
const routePayload = { name: 'payload of a route bundle' } as unknown as Payload

async function freshCopy() {
  vi.resetModules()
  return import('@/services/mail/worker')
}

afterEach(async () => {
  await (await freshCopy()).stopMailWorker()
  deliveries.calls.length = 0
  deliveries.gate = null
  vi.useRealTimers()
})

describe('mail worker across module copies', () => {
  it('a kick from another copy reaches the worker the first copy started', async () => {
    const instrumentation = await freshCopy()
    const route = await freshCopy()
    expect(route).not.toBe(instrumentation)
    expect(route.kickMailDelivery).not.toBe(instrumentation.kickMailDelivery)

    expect(instrumentation.startMailWorker(instrumentationPayload, { transport, intervalMs: 3_600_000 })).toBe(true)
    await instrumentation.mailDeliveryIdle()
    expect(deliveries.calls).toEqual([instrumentationPayload]) // the run at start

    route.kickMailDelivery()
    await route.mailDeliveryIdle()
    expect(deliveries.calls).toEqual([instrumentationPayload, instrumentationPayload])
  })

  it('a second start, from any copy, is a no-op: one timer, one delivery loop per process', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const first = await freshCopy()
    const second = await freshCopy()
    expect(first.startMailWorker(instrumentationPayload, { transport, intervalMs: 60_000 })).toBe(true)
    expect(second.startMailWorker(routePayload, { transport, intervalMs: 60_000 })).toBe(false)
    expect(first.startMailWorker(routePayload, { transport, intervalMs: 60_000 })).toBe(false)
    await first.mailDeliveryIdle()

    for (let i = 0; i < 3; i++) {
      vi.advanceTimersByTime(60_000)
      await second.mailDeliveryIdle()
    }
    // The start run plus one per minute, all on the first start's database.
    expect(deliveries.calls).toHaveLength(4)
    expect(new Set(deliveries.calls)).toEqual(new Set([instrumentationPayload]))
  })

  it('kicks during a run never start a parallel run; they ask for exactly one more run after it', async () => {
    const worker = await freshCopy()
    let open!: () => void
    deliveries.gate = new Promise<void>((resolve) => (open = resolve))
    worker.startMailWorker(instrumentationPayload, { transport, intervalMs: 3_600_000 })
    const other = await freshCopy()
    other.kickMailDelivery()
    other.kickMailDelivery()
    worker.kickMailDelivery()
    expect(deliveries.calls).toHaveLength(1)
    deliveries.gate = null
    open()
    await worker.mailDeliveryIdle()
    expect(deliveries.calls).toHaveLength(2)
  })

  it('without a started worker (scripts, tests) a kick does nothing and the mail waits in the outbox', async () => {
    const worker = await freshCopy()
    worker.kickMailDelivery()
    await worker.mailDeliveryIdle()
    expect(deliveries.calls).toEqual([])
  })

  it('a stopped worker can be started again (a test, a restart in development)', async () => {
    const worker = await freshCopy()
    expect(worker.startMailWorker(instrumentationPayload, { transport, intervalMs: 3_600_000 })).toBe(true)
    await worker.stopMailWorker()
    worker.kickMailDelivery()
    expect(worker.startMailWorker(routePayload, { transport, intervalMs: 3_600_000 })).toBe(true)
    await worker.mailDeliveryIdle()
    expect(deliveries.calls).toEqual([instrumentationPayload, routePayload])
  })
})
