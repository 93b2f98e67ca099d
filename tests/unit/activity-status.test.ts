import { describe, expect, it } from 'vitest'
import { activityClock, countdownParts } from '@/components/activity/activity-status'
import { scheduleStatus as activityStatus } from '@/services/campaigns/schedule'
import { countdownText, type ActivityTranslate } from '@/components/activity/countdown-text'
import cn from '@/i18n/messages/cn/activity.json'
import en from '@/i18n/messages/en/activity.json'
import { ACTIVITY_STATUS } from '@/services/campaigns/constants'
import { plainTranslator } from '@/lib/plain-messages'

// The 618 activity: 1 June 2027 00:00 to 18 June 2027 24:00, China time.
const schedule = { startsAt: '2027-05-31T16:00:00.000Z', endsAt: '2027-06-18T16:00:00.000Z' }
const start = Date.parse(schedule.startsAt)
const end = Date.parse(schedule.endsAt)

describe('activity status from the schedule and a given clock', () => {
  it('is not started up to the last millisecond before the start', () => {
    expect(activityStatus(schedule, start - 1)).toBe(ACTIVITY_STATUS.NOT_STARTED)
    expect(activityStatus(schedule, Date.parse('2026-11-27T08:00:00Z'))).toBe(ACTIVITY_STATUS.NOT_STARTED)
  })

  it('runs from exactly the start up to the last millisecond before the end', () => {
    expect(activityStatus(schedule, start)).toBe(ACTIVITY_STATUS.PROCESSING)
    expect(activityStatus(schedule, end - 1)).toBe(ACTIVITY_STATUS.PROCESSING)
  })

  it('is over from exactly the end', () => {
    expect(activityStatus(schedule, end)).toBe(ACTIVITY_STATUS.OVER)
    expect(activityStatus(schedule, end + 86_400_000)).toBe(ACTIVITY_STATUS.OVER)
  })
})

describe('countdown', () => {
  it('counts to the start before it, to the end while it runs, and stops when over', () => {
    expect(activityClock(schedule, start - (2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000)).toEqual({
      status: ACTIVITY_STATUS.NOT_STARTED,
      countdown: { days: 2, hours: 3, minutes: 4, seconds: 5 },
    })
    expect(activityClock(schedule, end - 61_000)).toEqual({ status: ACTIVITY_STATUS.PROCESSING, countdown: { days: 0, hours: 0, minutes: 1, seconds: 1 } })
    expect(activityClock(schedule, end)).toEqual({ status: ACTIVITY_STATUS.OVER, countdown: null })
  })

  it('rounds a started second up, so zero shows only when the time is up, and never goes negative', () => {
    expect(countdownParts(1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 })
    expect(countdownParts(999)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 })
    expect(countdownParts(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 })
    expect(countdownParts(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 })
  })

  it('words the countdown in each language, the days left out on the last day', () => {
    // The translator the status island uses in the browser.
    const tcn: ActivityTranslate = plainTranslator(cn, 'zh-CN')
    const ten: ActivityTranslate = plainTranslator(en, 'en')
    const before = activityClock(schedule, start - (2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000)
    expect(countdownText(tcn, before)).toBe('距开始还有 2 天 03 时 04 分 05 秒')
    expect(countdownText(ten, before)).toBe('Starts in 2 days 03:04:05')
    expect(countdownText(ten, activityClock(schedule, start - (86_400 + 60) * 1000))).toBe('Starts in 1 day 00:01:00')
    const lastMinute = activityClock(schedule, end - 61_000)
    expect(countdownText(tcn, lastMinute)).toBe('距结束还有 00 时 01 分 01 秒')
    expect(countdownText(ten, lastMinute)).toBe('Ends in 00:01:01')
    expect(countdownText(tcn, activityClock(schedule, end))).toBe('')
  })
})
