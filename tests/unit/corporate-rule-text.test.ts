import { describe, expect, it } from 'vitest'
import { describeRule } from '@/services/corporate/rule-text'

describe('a date rule in words', () => {
  it.each([
    [{ kind: 'anniversary', offsetDays: 42 }, '每年成立周年日后 42 天内', 'Within 42 days after each anniversary of incorporation'],
    [{ kind: 'anniversary', offsetDays: 0 }, '每年成立周年日', 'On each anniversary of incorporation'],
    [{ kind: 'anniversary', offsetMonths: -1 }, '每年成立周年日前 1 个月', '1 month before each anniversary of incorporation'],
    [{ kind: 'afterYearEnd', months: 9, days: 1 }, '每个财政年度结束后 9 个月零 1 天内', 'Within 9 months and 1 day after each financial year end'],
    [
      { kind: 'afterYearEnd', months: 9, firstPeriod: { monthsAfterIncorporation: 21 } },
      '每个财政年度结束后 9 个月内；首个会计期间另按成立后 21 个月计算',
      'Within 9 months after each financial year end; the first period is counted as 21 months after incorporation',
    ],
    [{ kind: 'fixedDate', month: 6, day: 1 }, '每年6月1日前（针对上一年度）', 'By 1 June each year, for the year before'],
    [{ kind: 'firstDayOfAnniversaryMonth' }, '每年成立月份的第一天', 'On the first day of the anniversary month each year'],
    [
      { kind: 'byIncorporationHalf', firstHalf: { month: 5, day: 31 }, secondHalf: { month: 11, day: 30 } },
      '每年5月31日前（1月1日至6月30日成立）或11月30日前（7月1日至12月31日成立）',
      'By 31 May each year (incorporated 1 January to 30 June) or by 30 November (incorporated 1 July to 31 December)',
    ],
  ] as const)('%j', (rule, cn, en) => {
    expect(describeRule(rule, 'cn')).toBe(cn)
    expect(describeRule(rule, 'en')).toBe(en)
  })

  it('says when a weekend deadline moves', () => {
    expect(describeRule({ kind: 'fixedDate', month: 4, day: 15 }, 'en', 'nextBusinessDay')).toBe('By 15 April each year, for the year before (moved to the next business day when it falls on a weekend)')
  })
})
