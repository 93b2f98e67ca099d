import { TIME_ZONE } from '@/i18n/time-zone'
import { ACTIVITY_STATUS, type ActivityStatus } from './constants'

/**
 * When a campaign shows, as pure rules over a clock the caller passes in: cached lists
 * keep every campaign and these filters run at request time, so a list cached before a
 * campaign ended never shows it afterwards.
 */

export interface Scheduled {
  startsAt: string
  endsAt: string
}

const ms = (value: string) => new Date(value).getTime()

/** Not started before its start, running from the start up to (not including) the end, over from the end. */
export function scheduleStatus(item: Scheduled, now: number): ActivityStatus {
  if (now < ms(item.startsAt)) return ACTIVITY_STATUS.NOT_STARTED
  if (now >= ms(item.endsAt)) return ACTIVITY_STATUS.OVER
  return ACTIVITY_STATUS.PROCESSING
}

export function isRunning(item: Scheduled, now: number): boolean {
  return scheduleStatus(item, now) === ACTIVITY_STATUS.PROCESSING
}

/** Targeting by channel: a campaign naming no channel is for everybody, else only for visitors of a named channel. */
export function reachesChannel(channels: string[], visitorChannel: string | null): boolean {
  return channels.length === 0 || (visitorChannel !== null && channels.includes(visitorChannel))
}

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })

/** The calendar day in China at `now`, as `2026-11-27`: the day figures are counted under. */
export function chinaDay(now: number): string {
  return dayFormat.format(new Date(now))
}
