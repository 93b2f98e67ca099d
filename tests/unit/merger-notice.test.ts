import { describe, expect, it } from 'vitest'
import { localDay, shouldShowMergerNotice } from '@/components/layout/merger-notice-rules'

describe('the merger notice shows at most once a day, never after "do not show again"', () => {
  const morning = new Date(2026, 10, 27, 9, 0)
  const evening = new Date(2026, 10, 27, 23, 59)
  const nextDay = new Date(2026, 10, 28, 0, 1)

  it('names the visitor’s local day', () => {
    expect(localDay(morning)).toBe('2026-11-27')
    expect(localDay(nextDay)).toBe('2026-11-28')
  })

  it('shows on a first visit, not again the same day, again the next day', () => {
    expect(shouldShowMergerNotice({ lastShownDay: null, neverAgain: false }, morning)).toBe(true)
    expect(shouldShowMergerNotice({ lastShownDay: localDay(morning), neverAgain: false }, evening)).toBe(false)
    expect(shouldShowMergerNotice({ lastShownDay: localDay(morning), neverAgain: false }, nextDay)).toBe(true)
  })

  it('never shows once "do not show again" was ticked', () => {
    expect(shouldShowMergerNotice({ lastShownDay: null, neverAgain: true }, morning)).toBe(false)
    expect(shouldShowMergerNotice({ lastShownDay: '2025-01-01', neverAgain: true }, nextDay)).toBe(false)
  })
})
