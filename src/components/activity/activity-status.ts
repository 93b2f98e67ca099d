import { ACTIVITY_STATUS, type ActivityStatus } from '@/services/campaigns/constants'
import { scheduleStatus } from '@/services/campaigns/schedule'

/**
 * An activity's status and countdown at a given moment, from its schedule alone, so the
 * server (at render time) and the browser island (every second after load) agree. Pure:
 * the caller passes `now`. The status rule is the gateway's (services/campaigns/schedule):
 * the start is inclusive, the end exclusive.
 */
export interface ActivitySchedule {
  startsAt: string
  endsAt: string
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
  const status = scheduleStatus(schedule, now)
  if (status === ACTIVITY_STATUS.OVER) return { status, countdown: null }
  const target = status === ACTIVITY_STATUS.NOT_STARTED ? new Date(schedule.startsAt).getTime() : new Date(schedule.endsAt).getTime()
  return { status, countdown: countdownParts(target - now) }
}
