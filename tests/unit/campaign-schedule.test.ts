import { describe, expect, it } from 'vitest'
import { ACTIVITY_STATUS } from '@/services/campaigns/constants'
import { chinaDay, isRunning, reachesChannel, scheduleStatus } from '@/services/campaigns/schedule'

const window = { startsAt: '2026-06-01T00:00:00.000Z', endsAt: '2026-06-18T16:00:00.000Z' }
const at = (iso: string) => new Date(iso).getTime()

describe('scheduleStatus', () => {
  it.each([
    ['a second before the start', '2026-05-31T23:59:59.000Z', ACTIVITY_STATUS.NOT_STARTED],
    ['at the start', '2026-06-01T00:00:00.000Z', ACTIVITY_STATUS.PROCESSING],
    ['in between', '2026-06-10T12:00:00.000Z', ACTIVITY_STATUS.PROCESSING],
    ['a millisecond before the end', '2026-06-18T15:59:59.999Z', ACTIVITY_STATUS.PROCESSING],
    ['at the end', '2026-06-18T16:00:00.000Z', ACTIVITY_STATUS.OVER],
    ['long after', '2027-01-01T00:00:00.000Z', ACTIVITY_STATUS.OVER],
  ])('%s', (_name, now, expected) => {
    expect(scheduleStatus(window, at(now))).toBe(expected)
    expect(isRunning(window, at(now))).toBe(expected === ACTIVITY_STATUS.PROCESSING)
  })
})

describe('reachesChannel', () => {
  it('a campaign without channels reaches everybody, with channels only their visitors', () => {
    expect(reachesChannel([], null)).toBe(true)
    expect(reachesChannel([], 'baidu')).toBe(true)
    expect(reachesChannel(['baidu'], 'baidu')).toBe(true)
    expect(reachesChannel(['baidu'], 'hgzn')).toBe(false)
    expect(reachesChannel(['baidu'], null)).toBe(false)
  })
})

describe('chinaDay', () => {
  it('is the calendar day in China, 8 hours ahead of UTC', () => {
    expect(chinaDay(at('2026-11-27T15:59:59.000Z'))).toBe('2026-11-27')
    expect(chinaDay(at('2026-11-27T16:00:00.000Z'))).toBe('2026-11-28')
    expect(chinaDay(at('2026-12-31T17:30:00.000Z'))).toBe('2027-01-01')
  })
})
