import { describe, expect, it } from 'vitest'
import { eventUid, planToICalendar } from '@/services/corporate/calendar'
import { planDeadlines, type PlanInput, type PlanObligation } from '@/services/corporate/deadlines'
import { dateRuleSchema, needsYearEnd, obligationSchema, obligationsSchema, type DateRule, type WeekendRule } from '@/services/corporate/obligation-rules'

/**
 * The deadline planner's engine on hand-written sample obligations (the jurisdiction facts
 * live in their own data file and have their own checks): each kind of date rule, month-end
 * and leap-year arithmetic, the weekend rule, the window's edges and the iCalendar file.
 */

function sample(key: string, rule: DateRule, extra: Partial<PlanObligation> = {}): PlanObligation {
  return {
    key,
    title: { cn: `${key} 中文`, en: `${key} title` },
    rule,
    authority: { cn: '注册处', en: 'Registry' },
    source: 'https://registry.example.org/rules',
    ...extra,
  }
}

function dates(input: Omit<PlanInput, 'from'> & { from?: string }): string[] {
  return planDeadlines({ from: input.incorporatedOn, ...input }).map((d) => d.date)
}

describe('obligation records', () => {
  const record = {
    key: 'annual-return',
    title: { cn: '周年申报表', en: 'Annual return' },
    rule: { kind: 'anniversary', offsetDays: 42 },
    authority: { cn: '公司注册处', en: 'Companies Registry' },
    governmentFee: { amount: 105, currency: 'HKD' },
    ourPrice: 800,
    source: 'https://www.cr.gov.hk/en/services/annual-return.htm',
  }

  it('parses a record and leaves deadlines in place unless told otherwise', () => {
    const parsed = obligationSchema.parse(record)
    expect(parsed.weekendRule).toBe('none')
    expect(obligationSchema.parse({ ...record, weekendRule: 'nextBusinessDay' }).weekendRule).toBe('nextBusinessDay')
  })

  it.each([
    ['an unknown rule kind', { rule: { kind: 'monthly' } }],
    ['a day the month lacks', { rule: { kind: 'fixedDate', month: 4, day: 31 } }],
    ['a half-year day the month lacks', { rule: { kind: 'byIncorporationHalf', firstHalf: { month: 2, day: 30 }, secondHalf: { month: 11, day: 30 } } }],
    ['an unknown field', { deadline: 'soon' }],
    ['a currency that is no code', { governmentFee: { amount: 105, currency: 'HK$' } }],
    ['a source that is no web address', { source: 'the registry' }],
    ['a key with capitals', { key: 'AnnualReturn' }],
  ])('rejects %s', (_, change) => {
    expect(obligationSchema.safeParse({ ...record, ...change }).success).toBe(false)
  })

  it('accepts every rule kind of the vocabulary', () => {
    const rules = [
      { kind: 'anniversary' },
      { kind: 'anniversary', offsetMonths: -1, offsetDays: 14 },
      { kind: 'afterYearEnd', months: 9, firstPeriod: { monthsAfterIncorporation: 21 } },
      { kind: 'afterYearEnd', months: 9, days: 1, firstPeriod: { monthsAfterIncorporation: 21, onlyIfLongerThanMonths: 12, notBeforeMonthsAfterYearEnd: 3 } },
      { kind: 'fixedDate', month: 6, day: 1 },
      { kind: 'fixedDate', month: 2, day: 29, fromIncorporationYear: true },
      { kind: 'firstDayOfAnniversaryMonth' },
      { kind: 'byIncorporationHalf', firstHalf: { month: 5, day: 31 }, secondHalf: { month: 11, day: 30 } },
    ]
    for (const rule of rules) expect(dateRuleSchema.safeParse(rule).success, JSON.stringify(rule)).toBe(true)
  })

  it('wants each key once in a jurisdiction, and knows when a year end is needed', () => {
    expect(obligationsSchema.safeParse([record, record]).success).toBe(false)
    const list = obligationsSchema.parse([record])
    expect(needsYearEnd(list)).toBe(false)
    expect(needsYearEnd([...list, { rule: { kind: 'afterYearEnd', months: 6 } }])).toBe(true)
  })
})

describe('anniversary rules', () => {
  it.each([
    ['HK annual return, 42 days after', { offsetDays: 42 }, '2025-03-10', ['2026-04-21', '2027-04-21']],
    ['UK confirmation statement, 14 days after', { offsetDays: 14 }, '2024-06-20', ['2025-07-04', '2026-07-04']],
    ['Seychelles licence fee, on the day', {}, '2024-11-05', ['2025-11-05', '2026-11-05']],
    ['a month before, from a month end', { offsetMonths: -1 }, '2025-03-31', ['2026-02-28', '2027-02-28']],
    ['29 February: 28 February in common years', {}, '2024-02-29', ['2025-02-28', '2026-02-28']],
    ['31 January + 1 month: the end of February, leap years included', { offsetMonths: 1 }, '2023-01-31', ['2024-02-29', '2025-02-28']],
  ])('%s', (_, offsets, incorporatedOn, expected) => {
    expect(dates({ obligations: [sample('a', { kind: 'anniversary', ...offsets })], incorporatedOn, months: 30 })).toEqual(expected)
  })

  it('counts every anniversary from the incorporation date, so a short February does not carry over', () => {
    const plan = dates({ obligations: [sample('a', { kind: 'anniversary' })], incorporatedOn: '2023-01-31', from: '2024-01-01', months: 48 })
    expect(plan).toEqual(['2024-01-31', '2025-01-31', '2026-01-31', '2027-01-31'])
    const leap = dates({ obligations: [sample('a', { kind: 'anniversary' })], incorporatedOn: '2024-02-29', from: '2025-01-01', months: 48 })
    expect(leap).toEqual(['2025-02-28', '2026-02-28', '2027-02-28', '2028-02-29'])
  })
})

describe('rules counted from the financial year end', () => {
  it('Singapore annual return, 7 months after a 31 December year end', () => {
    const plan = planDeadlines({ obligations: [sample('annual-return', { kind: 'afterYearEnd', months: 7 })], incorporatedOn: '2025-03-15', yearEnd: { month: 12, day: 31 }, from: '2025-03-15', months: 36 })
    expect(plan.map((d) => [d.date, d.periodEnd])).toEqual([
      ['2026-07-31', '2025-12-31'],
      ['2027-07-31', '2026-12-31'],
    ])
  })

  it('a year end on a month end gives a month end (30 June + 6 months = 31 December); another day keeps its day', () => {
    expect(dates({ obligations: [sample('r', { kind: 'afterYearEnd', months: 6 })], incorporatedOn: '2024-01-10', yearEnd: { month: 6, day: 30 }, months: 36 })).toEqual(['2025-12-31', '2026-12-31'])
    expect(dates({ obligations: [sample('r', { kind: 'afterYearEnd', months: 6 })], incorporatedOn: '2024-01-10', yearEnd: { month: 6, day: 15 }, months: 36 })).toEqual(['2025-12-15', '2026-12-15'])
    expect(dates({ obligations: [sample('r', { kind: 'afterYearEnd', months: 1 })], incorporatedOn: '2022-06-01', yearEnd: { month: 1, day: 31 }, from: '2023-01-01', months: 30 })).toEqual(['2023-02-28', '2024-02-29', '2025-02-28'])
  })

  it('adds days after the months', () => {
    expect(dates({ obligations: [sample('r', { kind: 'afterYearEnd', months: 1, days: 15 })], incorporatedOn: '2024-01-10', yearEnd: { month: 3, day: 31 }, months: 30 })).toEqual(['2025-05-15', '2026-05-15'])
  })

  it('the first financial year ends at least six months after incorporation', () => {
    const rule: DateRule = { kind: 'afterYearEnd', months: 7 }
    expect(planDeadlines({ obligations: [sample('r', rule)], incorporatedOn: '2025-11-01', yearEnd: { month: 12, day: 31 }, from: '2025-11-01' })[0]?.periodEnd).toBe('2026-12-31')
    expect(planDeadlines({ obligations: [sample('r', rule)], incorporatedOn: '2025-06-30', yearEnd: { month: 12, day: 31 }, from: '2025-06-30' })[0]?.periodEnd).toBe('2025-12-31')
    // The seller may name a shorter (or longer) first year.
    const named = planDeadlines({ obligations: [sample('r', rule)], incorporatedOn: '2025-11-01', yearEnd: { month: 12, day: 31 }, firstYearEnd: '2025-12-31', from: '2025-11-01' })
    expect(named.map((d) => [d.date, d.periodEnd])).toEqual([
      ['2026-07-31', '2025-12-31'],
      ['2027-07-31', '2026-12-31'],
    ])
  })

  it('UK accounts: the first ones 21 months after incorporation, later ones 9 months after the year end (by default the end of the incorporation month)', () => {
    const ukAccounts = sample('accounts', { kind: 'afterYearEnd', months: 9, firstPeriod: { monthsAfterIncorporation: 21 } })
    const plan = planDeadlines({ obligations: [ukAccounts], incorporatedOn: '2024-04-15', from: '2024-04-15', months: 36 })
    expect(plan.map((d) => [d.date, d.periodEnd, d.firstPeriod ?? false])).toEqual([
      ['2026-01-15', '2025-04-30', true],
      ['2027-01-31', '2026-04-30', false],
    ])
    expect(dates({ obligations: [ukAccounts], incorporatedOn: '2025-01-31', months: 36 })).toEqual(['2026-10-31', '2027-10-31'])
    // Incorporated on a month's last day: the first accounts are due on a month's last day.
    expect(dates({ obligations: [ukAccounts], incorporatedOn: '2025-02-28', months: 24 })).toEqual(['2026-11-30'])
  })

  it('the first-period rule can be limited to a first year over 12 months and kept at least 3 months after its end', () => {
    const accounts = sample('accounts', { kind: 'afterYearEnd', months: 9, firstPeriod: { monthsAfterIncorporation: 21, onlyIfLongerThanMonths: 12, notBeforeMonthsAfterYearEnd: 3 } })
    const run = (input: Omit<PlanInput, 'obligations' | 'from'>) => planDeadlines({ obligations: [accounts], from: input.incorporatedOn, ...input }).map((d) => [d.date, d.periodEnd, d.firstPeriod ?? false])
    // Default year end, a first year of a little over 12 months: 21 months after incorporation.
    expect(run({ incorporatedOn: '2024-04-15' })).toEqual([['2026-01-15', '2025-04-30', true]])
    // A first year of 9 months: the ordinary 9 months after its end.
    expect(run({ incorporatedOn: '2025-03-31', yearEnd: { month: 12, day: 31 }, months: 18 })).toEqual([['2026-09-30', '2025-12-31', false]])
    // Exactly 12 months is not longer than 12 months.
    expect(run({ incorporatedOn: '2025-03-15', firstYearEnd: '2026-03-14', yearEnd: { month: 3, day: 14 }, months: 24 })).toEqual([['2026-12-14', '2026-03-14', false]])
    // A first year of 18 months: 3 months after its end comes later than 21 months after incorporation.
    expect(run({ incorporatedOn: '2025-01-10', firstYearEnd: '2026-07-31', yearEnd: { month: 7, day: 31 }, months: 24 })).toEqual([['2026-10-31', '2026-07-31', true]])
  })
})

describe('calendar-year rules', () => {
  const delaware = sample('annual-tax', { kind: 'fixedDate', month: 6, day: 1 })
  const form5472 = sample('form-5472', { kind: 'fixedDate', month: 4, day: 15 })

  it('a fixed date falls from the year after incorporation on (Delaware annual tax, Form 5472)', () => {
    expect(dates({ obligations: [delaware], incorporatedOn: '2025-03-10', from: '2025-01-01', months: 30 })).toEqual(['2026-06-01', '2027-06-01'])
    expect(dates({ obligations: [form5472], incorporatedOn: '2025-08-01' })).toEqual(['2026-04-15', '2027-04-15'])
  })

  it('fromIncorporationYear also counts the incorporation year when the day comes after incorporation', () => {
    const sameYear = sample('fee', { kind: 'fixedDate', month: 6, day: 1, fromIncorporationYear: true })
    expect(dates({ obligations: [sameYear], incorporatedOn: '2025-03-10', months: 24 })).toEqual(['2025-06-01', '2026-06-01'])
    expect(dates({ obligations: [sameYear], incorporatedOn: '2025-07-01', months: 24 })).toEqual(['2026-06-01', '2027-06-01'])
  })

  it('Wyoming annual report: the first day of the anniversary month, from the year after incorporation', () => {
    const wyoming = sample('annual-report', { kind: 'firstDayOfAnniversaryMonth' })
    expect(dates({ obligations: [wyoming], incorporatedOn: '2025-03-18' })).toEqual(['2026-03-01', '2027-03-01'])
    expect(dates({ obligations: [wyoming], incorporatedOn: '2024-02-29' })).toEqual(['2025-02-01', '2026-02-01'])
  })

  it.each([
    ['1 January', '2025-01-01', ['2026-05-31', '2027-05-31']],
    ['30 June', '2025-06-30', ['2026-05-31', '2027-05-31']],
    ['1 July', '2025-07-01', ['2026-11-30', '2027-11-30']],
    ['31 December', '2024-12-31', ['2025-11-30', '2026-11-30']],
  ])('BVI annual fee, incorporated %s', (_, incorporatedOn, expected) => {
    const bvi = sample('annual-fee', { kind: 'byIncorporationHalf', firstHalf: { month: 5, day: 31 }, secondHalf: { month: 11, day: 30 } })
    expect(dates({ obligations: [bvi], incorporatedOn, months: 30 })).toEqual(expected)
  })
})

describe('the weekend rule', () => {
  const bvi = (weekendRule?: WeekendRule) => sample('annual-fee', { kind: 'byIncorporationHalf', firstHalf: { month: 5, day: 31 }, secondHalf: { month: 11, day: 30 } }, weekendRule ? { weekendRule } : {})

  it('leaves a Sunday deadline in place by default', () => {
    const plan = planDeadlines({ obligations: [bvi()], incorporatedOn: '2025-03-01', from: '2025-03-01', months: 30 })
    expect(plan.map((d) => [d.date, d.moved])).toEqual([
      ['2026-05-31', false],
      ['2027-05-31', false],
    ])
    expect(dates({ obligations: [bvi('none')], incorporatedOn: '2025-03-01', months: 30 })).toEqual(['2026-05-31', '2027-05-31'])
  })

  it('moves a Sunday to Monday and a Saturday to Monday when the obligation says so; weekdays stay', () => {
    const plan = planDeadlines({ obligations: [bvi('nextBusinessDay')], incorporatedOn: '2025-03-01', from: '2025-03-01', months: 30 })
    expect(plan.map((d) => [d.date, d.ruleDate, d.moved])).toEqual([
      ['2026-06-01', '2026-05-31', true],
      ['2027-05-31', '2027-05-31', false],
    ])
    const saturday = sample('confirmation', { kind: 'anniversary', offsetDays: 14 }, { weekendRule: 'nextBusinessDay' })
    expect(dates({ obligations: [saturday], incorporatedOn: '2024-06-20', months: 30 })).toEqual(['2025-07-04', '2026-07-06'])
  })

  it('judges the window on the moved date', () => {
    expect(dates({ obligations: [bvi('nextBusinessDay')], incorporatedOn: '2025-03-01', from: '2026-06-01', months: 12 })).toEqual(['2026-06-01', '2027-05-31'])
    expect(dates({ obligations: [bvi('nextBusinessDay')], incorporatedOn: '2025-03-01', from: '2025-05-31', months: 12 })).toEqual([])
    expect(dates({ obligations: [bvi('none')], incorporatedOn: '2025-03-01', from: '2025-05-31', months: 12 })).toEqual(['2026-05-31'])
  })
})

describe('the window', () => {
  const yearly = sample('a', { kind: 'anniversary' })

  it('includes both ends: from and from + months', () => {
    expect(dates({ obligations: [yearly], incorporatedOn: '2020-05-10', from: '2025-05-10' })).toEqual(['2025-05-10', '2026-05-10', '2027-05-10'])
    expect(dates({ obligations: [yearly], incorporatedOn: '2020-05-10', from: '2025-05-11' })).toEqual(['2026-05-10', '2027-05-10'])
    expect(dates({ obligations: [yearly], incorporatedOn: '2020-05-10', from: '2025-05-11', months: 12 })).toEqual(['2026-05-10'])
    expect(dates({ obligations: [yearly], incorporatedOn: '2020-05-10', from: '2025-05-09', months: 24 })).toEqual(['2025-05-10', '2026-05-10'])
  })

  it('a window from 31 January ends at the end of February of the last year', () => {
    expect(dates({ obligations: [sample('a', { kind: 'anniversary' })], incorporatedOn: '2022-02-28', from: '2026-01-31', months: 1 })).toEqual(['2026-02-28'])
  })

  it('has nothing before incorporation or before the first anniversary', () => {
    expect(dates({ obligations: [yearly], incorporatedOn: '2025-05-10', from: '2025-01-01', months: 12 })).toEqual([])
  })

  it('sorts several obligations by date, then by key, and copies their fees', () => {
    const plan = planDeadlines({
      obligations: [
        sample('licence', { kind: 'anniversary' }, { governmentFee: { amount: 100, currency: 'USD' }, ourPrice: 1500 }),
        sample('accounts', { kind: 'afterYearEnd', months: 6 }),
        sample('annual-return', { kind: 'anniversary' }),
      ],
      incorporatedOn: '2024-06-30',
      yearEnd: { month: 12, day: 31 },
      from: '2025-01-01',
      months: 12,
    })
    expect(plan.map((d) => `${d.date} ${d.key}`)).toEqual(['2025-06-30 accounts', '2025-06-30 annual-return', '2025-06-30 licence'])
    expect(plan[2]).toMatchObject({ governmentFee: { amount: 100, currency: 'USD' }, ourPrice: 1500, title: { en: 'licence title' } })
    expect(plan[0]).not.toHaveProperty('governmentFee')
  })

  it.each([
    ['a malformed date', { incorporatedOn: '2025-2-1' }, /incorporatedOn/],
    ['a day the calendar lacks', { from: '2025-02-29' }, /from/],
    ['a window of no months', { months: 0 }, /months/],
    ['a year end the calendar lacks', { yearEnd: { month: 4, day: 31 } }, /yearEnd/],
    ['a first year end before incorporation', { firstYearEnd: '2024-12-31' }, /firstYearEnd/],
  ])('refuses %s', (_, change, message) => {
    expect(() => planDeadlines({ obligations: [yearly], incorporatedOn: '2025-01-01', from: '2025-01-01', ...change })).toThrow(message)
  })
})

describe('the iCalendar file', () => {
  const plan = planDeadlines({
    obligations: [
      sample('annual-return', { kind: 'anniversary', offsetDays: 42 }, { governmentFee: { amount: 105, currency: 'HKD' }, ourPrice: 1200 }),
      sample('profits-tax', { kind: 'afterYearEnd', months: 3 }, { note: { cn: '首份报税表另行发出', en: 'The first return is issued separately' } }),
    ],
    incorporatedOn: '2025-03-10',
    yearEnd: { month: 9, day: 30 },
    from: '2025-03-10',
  })
  const site = { name: 'Example Corporate', domain: 'corp.example.com' }

  function lines(text: string): string[] {
    // Unfold continuation lines (a line break followed by a space or a tab).
    return text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/)
  }

  it('holds one all-day event per deadline', () => {
    expect(plan.map((d) => `${d.date} ${d.key}`)).toEqual(['2025-12-31 profits-tax', '2026-04-21 annual-return', '2026-12-31 profits-tax'])
    const result = planToICalendar(plan, { site, locale: 'en' })
    if (!result.ok) throw new Error(result.error)
    const all = lines(result.text)
    expect(all[0]).toBe('BEGIN:VCALENDAR')
    expect(all.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(plan.length)
    expect(all.filter((line) => line.startsWith('DTSTART;VALUE=DATE:'))).toEqual(['DTSTART;VALUE=DATE:20251231', 'DTSTART;VALUE=DATE:20260421', 'DTSTART;VALUE=DATE:20261231'])
    expect(all.filter((line) => line.startsWith('DTEND;VALUE=DATE:'))).toEqual(['DTEND;VALUE=DATE:20260101', 'DTEND;VALUE=DATE:20260422', 'DTEND;VALUE=DATE:20270101'])
    expect(all.find((line) => line.startsWith('PRODID:'))).toContain('Example Corporate')
    expect(all).toContain('SUMMARY:annual-return title')
    const description = all.find((line) => line.startsWith('DESCRIPTION:Authority: Registry\\nGovernment fee: HKD 105'))
    expect(description).toContain('Our price: CNY 1\\,200')
    expect(all.find((line) => line.startsWith('DESCRIPTION:') && line.includes('Financial year ended: 2025-09-30'))).toContain('The first return is issued separately')
  })

  it('gives every obligation and date one UID, the same on every export', () => {
    const first = planToICalendar(plan, { site, locale: 'cn' })
    const second = planToICalendar(plan, { site, locale: 'cn' })
    if (!first.ok || !second.ok) throw new Error('no calendar')
    const uids = (text: string) => lines(text).filter((line) => line.startsWith('UID:'))
    expect(uids(first.text)).toEqual(uids(second.text))
    expect(uids(first.text)).toContain(`UID:${eventUid({ key: 'annual-return', date: '2026-04-21' }, site.domain)}`)
    expect(new Set(uids(first.text)).size).toBe(plan.length)
    expect(lines(first.text)).toContain('SUMMARY:annual-return 中文')
  })

  it('puts the scope (the jurisdiction) into every UID, so two plans with the same key do not collide', () => {
    const hk = planToICalendar(plan, { site, locale: 'en', scope: 'HK' })
    if (!hk.ok) throw new Error(hk.error)
    expect(lines(hk.text)).toContain('UID:hk-annual-return-20260421@corp.example.com')
    expect(planToICalendar(plan, { site, locale: 'en', scope: 'hk/sg' })).toEqual({ ok: false, error: expect.stringMatching(/scope/) })
  })

  it('writes an empty calendar for an empty plan and refuses a site without a domain', () => {
    const empty = planToICalendar([], { site, locale: 'en' })
    expect(empty.ok && empty.text.includes('BEGIN:VCALENDAR') && !empty.text.includes('BEGIN:VEVENT')).toBe(true)
    const refused = planToICalendar(plan, { site: { name: 'Example', domain: '' }, locale: 'en' })
    expect(refused).toEqual({ ok: false, error: expect.stringMatching(/domain/) })
  })
})
