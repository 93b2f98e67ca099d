import type { ActivityClock } from './activity-status'
import { ACTIVITY_STATUS } from '@/services/campaigns/constants'

/** A translator of the `activity` messages (lib/plain-messages' plainTranslator in the browser). */
export type ActivityTranslate = (key: string, values?: Record<string, string | number>) => string

const twoDigits = (n: number) => String(n).padStart(2, '0')

/**
 * The countdown in words: to the start before the activity, to its end while it runs,
 * nothing once it is over. On the last day the days are left out.
 */
export function countdownText(t: ActivityTranslate, clock: ActivityClock): string {
  if (!clock.countdown) return ''
  const { days, hours, minutes, seconds } = clock.countdown
  const toStart = clock.status === ACTIVITY_STATUS.NOT_STARTED
  const key = `countdown.${toStart ? 'toStart' : 'toEnd'}${days ? '' : 'Today'}`
  return t(key, { days, hh: twoDigits(hours), mm: twoDigits(minutes), ss: twoDigits(seconds) })
}
