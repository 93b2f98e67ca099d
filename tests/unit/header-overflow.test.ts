import { describe, expect, it } from 'vitest'
import { fittingCount } from '@/components/header/DesktopNav'

describe('fittingCount (header items that fit before the "more" menu)', () => {
  it('keeps every item when they all fit, without reserving room for "more"', () => {
    expect(fittingCount([100, 100, 100], 300, 80)).toBe(3)
  })
  it('reserves room for "more" once anything overflows', () => {
    // 3 x 100 > 290, so "more" (80) is needed: 80 + 100 + 100 = 280 fits, a third does not.
    expect(fittingCount([100, 100, 100], 290, 80)).toBe(2)
  })
  it('keeps the order: a later short item does not jump ahead of a long one', () => {
    expect(fittingCount([100, 200, 20], 250, 50)).toBe(1)
  })
  it('can move everything into "more"', () => {
    expect(fittingCount([300, 10], 200, 80)).toBe(0)
  })
})
