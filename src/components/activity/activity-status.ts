import { ACTIVITY_STATUS, type ActivityStatus } from '@/services/campaigns/constants'

/**
 * Where an activity stands at a given moment, worked out from its schedule alone, so the
 * server (at render time) and the browser island (every second after load) agree. Pure:
 * the caller passes `now`, so tests control the clock.
 *
 * The start is inclusive and the end exclusive: at exactly `startsAt` the activity runs,
 * at exactly `endsAt` it is over.
 */
export interface ActivitySchedule {
  startsAt: string | number | Date
  endsAt: string | number | Date
}

const millis = (value: string | number | Date): number => (value instanceof Date ? value.getTime() : typeof value === 'number' ? value : new Date(value).getTime())

export function activityStatus(schedule: ActivitySchedule, now: number): ActivityStatus {
  if (now < millis(schedule.startsAt)) return ACTIVITY_STATUS.NOT_STARTED
  if (now < millis(schedule.endsAt)) return ACTIVITY_STATUS.PROCESSING
  return ACTIVITY_STATUS.OVER
}

/** The parts of a countdown, whole units, never negative. */
export interface Countdown {
  days: number
  hours: number
  minutes: number
  seconds: number
}

/** Milliseconds left, in days, hours, minutes and seconds (a started second counts as a whole one, so 0 shows only when the time is up). */
export function countdownParts(remainingMs: number): Countdown {
  const total = Math.max(0, Math.ceil(remainingMs / 1000))
  return { days: Math.floor(total / 86_400), hours: Math.floor((total % 86_400) / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 }
}

/** The activity's state at `now` and what its countdown counts to: the start before it, the end while it runs, nothing after. */
export interface ActivityClock {
  status: ActivityStatus
  /** Null once the activity is over. */
  countdown: Countdown | null
}

export function activityClock(schedule: ActivitySchedule, now: number): ActivityClock {
  const status = activityStatus(schedule, now)
  if (status === ACTIVITY_STATUS.OVER) return { status, countdown: null }
  const target = status === ACTIVITY_STATUS.NOT_STARTED ? millis(schedule.startsAt) : millis(schedule.endsAt)
  return { status, countdown: countdownParts(target - now) }
}
