import { localDay } from '@/components/layout/merger-notice-rules'
import { POSTER_MAX_PER_DAY, POSTER_MIN_GAP_MS } from '@/services/campaigns/constants'

/**
 * The home page poster's limits per visitor: at most a few times a local calendar day
 * and never twice within the minimum gap (also across midnight: a poster seen at 23:30
 * waits until 00:30). Pure, so the rules are tested with any clock.
 */
export interface PosterMemory {
  /** The local day the count belongs to, YYYY-MM-DD. */
  day: string
  /** Times shown on that day. */
  count: number
  /** When it was last shown, in milliseconds since the epoch. */
  lastShownAt: number
}

export function posterAllowed(memory: PosterMemory | null, now: Date): boolean {
  if (!memory) return true
  if (now.getTime() - memory.lastShownAt < POSTER_MIN_GAP_MS) return false
  return memory.day !== localDay(now) || memory.count < POSTER_MAX_PER_DAY
}

/** The memory after showing the poster at `now`: the count starts again on a new day. */
export function posterShown(memory: PosterMemory | null, now: Date): PosterMemory {
  const day = localDay(now)
  return { day, count: memory?.day === day ? memory.count + 1 : 1, lastShownAt: now.getTime() }
}
