/**
 * Batches analytics events so no page ever waits on them: events queue in memory and
 * leave together every FLUSH_MS, when the batch is full, or when the page is hidden.
 */
export const FLUSH_MS = 2000
export const MAX_BATCH = 20

export interface TrackEvent {
  event: 'pageview' | 'click'
  path: string
  label?: string
  channelNo?: string
  occurredAt: string
}

export type Send = (events: TrackEvent[]) => void

export function createTracker(send: Send, schedule: (fn: () => void, ms: number) => unknown = setTimeout) {
  let queue: TrackEvent[] = []
  let scheduled = false
  const flush = () => {
    scheduled = false
    while (queue.length) send(queue.splice(0, MAX_BATCH))
  }
  return {
    track(event: TrackEvent) {
      queue.push(event)
      if (queue.length >= MAX_BATCH) flush()
      else if (!scheduled) {
        scheduled = true
        schedule(flush, FLUSH_MS)
      }
    },
    flush,
    get pending() {
      return queue.length
    },
  }
}
