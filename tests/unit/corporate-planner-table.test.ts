import { describe, expect, it } from 'vitest'
import { parseCalendarQuery } from '@/components/corporate/planner/calendar-query'
import { firstYearEndProblem, incorporationProblem, todayInChina } from '@/components/corporate/planner/input-rules'
import { planDeadlines } from '@/services/corporate/deadlines'
import { corporateJurisdictions, jurisdictionLabel } from '@/services/corporate/reference-data'

/**
 * The planner over the real facts file: for each jurisdiction entry, a company incorporated
 * on a given day with a given year end, and the first date of each of its yearly filings.
 * The expected dates are worked out by hand from the rules written in the file (anniversary
 * plus days, months after the year end with month ends kept, fixed days, first day of the
 * anniversary month, incorporation half-year), not by calling the planner. Weekends move a
 * deadline only where the obligation says so (US Form 5472).
 */

interface Case {
  label: string
  incorporated: string
  yearEnd: { month: number; day: number }
  /** The first deadline of every obligation of the entry, by key. */
  first: Record<string, string>
}

const CASES: Case[] = [
  // Anniversary 2026-03-10; first year end 2026-03-31 (2025-03-31 is less than six months in).
  { label: 'HK', incorporated: '2025-03-10', yearEnd: { month: 3, day: 31 }, first: { 'business-registration-renewal': '2026-03-10', 'annual-return': '2026-04-21', 'profits-tax-return': '2026-06-30' } },
  // First year end 2026-12-31: ECI 3 months, AGM 6, annual return 7 after it; Form C every 30 November from 2026.
  { label: 'XJP', incorporated: '2025-07-15', yearEnd: { month: 12, day: 31 }, first: { 'form-c': '2026-11-30', eci: '2027-03-31', agm: '2027-06-30', 'annual-return': '2027-07-31' } },
  // First period 2025-01-20 to 2026-01-31, over 12 months: first accounts 21 months after incorporation.
  { label: 'YG', incorporated: '2025-01-20', yearEnd: { month: 1, day: 31 }, first: { 'confirmation-statement': '2026-02-02', 'annual-accounts': '2026-10-20', 'corporation-tax-payment': '2026-11-01', 'corporation-tax-return': '2027-01-31' } },
  // Incorporated in the second half: annual fee by 30 November; first year end 2026-12-31.
  { label: 'BVI', incorporated: '2025-08-05', yearEnd: { month: 12, day: 31 }, first: { 'annual-fee': '2026-11-30', 'economic-substance': '2027-06-30', 'financial-return': '2027-09-30' } },
  // Records for the first half from the incorporation year; 2026-01-31 is a Saturday and stays.
  { label: 'SSE', incorporated: '2025-04-01', yearEnd: { month: 12, day: 31 }, first: { 'accounting-records-first-half': '2025-07-31', 'accounting-records-second-half': '2026-01-31', 'annual-licence': '2026-04-01', 'financial-summary': '2026-06-30' } },
  { label: 'USA-DE', incorporated: '2025-05-20', yearEnd: { month: 12, day: 31 }, first: { 'form-5472': '2026-04-15', 'annual-tax': '2026-06-01' } },
  { label: 'USA-WY', incorporated: '2025-06-15', yearEnd: { month: 12, day: 31 }, first: { 'form-5472': '2026-04-15', 'annual-report': '2026-06-01' } },
  { label: 'FR', incorporated: '2025-02-10', yearEnd: { month: 12, day: 31 }, first: { 'corporate-tax-return': '2026-04-15', 'approve-accounts': '2026-06-30', 'file-accounts': '2026-07-31', cfe: '2026-12-15' } },
]

const entries = corporateJurisdictions()
const entry = (label: string) => entries.find((e) => jurisdictionLabel(e) === label)!

function plan(c: Case, from = c.incorporated) {
  return planDeadlines({ obligations: entry(c.label).obligations, incorporatedOn: c.incorporated, yearEnd: c.yearEnd, from, months: 36 })
}

describe('the deadline planner over the facts file', () => {
  it('has a case for every entry', () => {
    expect(CASES.map((c) => c.label).sort()).toEqual(entries.map(jurisdictionLabel).sort())
  })

  it.each(CASES.map((c) => [c.label, c] as const))('%s: the first deadline of each obligation', (_, c) => {
    const planned = plan(c)
    expect(Object.keys(c.first).sort()).toEqual(entry(c.label).obligations.map((o) => o.key).sort())
    const first = Object.fromEntries(Object.keys(c.first).map((key) => [key, planned.find((d) => d.key === key)?.date]))
    expect(first).toEqual(c.first)
    expect(planned.map((d) => d.date)).toEqual([...planned.map((d) => d.date)].sort())
  })

  it('keeps a Saturday deadline where the rule does not move it', () => {
    const sse = plan(CASES.find((c) => c.label === 'SSE')!)
    expect(sse.find((d) => d.key === 'accounting-records-second-half')).toMatchObject({ date: '2026-01-31', moved: false })
  })

  it('moves US Form 5472 from Saturday 15 April 2028 to Monday 17 April', () => {
    const de = plan(CASES.find((c) => c.label === 'USA-DE')!).filter((d) => d.key === 'form-5472')
    expect(de.map((d) => [d.date, d.ruleDate, d.moved])).toEqual([
      ['2026-04-15', '2026-04-15', false],
      ['2027-04-15', '2027-04-15', false],
      ['2028-04-17', '2028-04-15', true],
    ])
  })

  it('gives a Hong Kong company six filings in the 24 months from 25 November 2026', () => {
    const hk = planDeadlines({ obligations: entry('HK').obligations, incorporatedOn: '2025-03-10', yearEnd: { month: 12, day: 31 }, from: '2026-11-25' })
    expect(hk.map((d) => `${d.date} ${d.key}`)).toEqual([
      '2027-03-10 business-registration-renewal',
      '2027-03-31 profits-tax-return',
      '2027-04-21 annual-return',
      '2028-03-10 business-registration-renewal',
      '2028-03-31 profits-tax-return',
      '2028-04-21 annual-return',
    ])
  })

  it('names the service of ours behind the yearly filings', () => {
    expect(entry('HK').obligations.find((o) => o.key === 'annual-return')?.service).toBe('annualReview')
    expect(entry('YG').obligations.find((o) => o.key === 'annual-accounts')?.service).toBe('accounting')
    for (const e of entries) expect(e.obligations.some((o) => o.service), jurisdictionLabel(e)).toBe(true)
  })
})

describe('the comparison rows', () => {
  it('fit the seller needs as the facts say', () => {
    const fits = Object.fromEntries(entries.map((e) => [jurisdictionLabel(e), e.comparison.fits]))
    for (const label of ['BVI', 'SSE']) expect(fits[label]).toMatchObject({ marketplaceAccount: false, paymentAccount: false })
    expect(fits.HK).toMatchObject({ marketplaceAccount: true, paymentAccount: true })
    expect(fits.FR?.euCustomers && fits.YG?.euCustomers).toBe(true)
    expect(fits['USA-WY']?.lowUpkeep).toBe(true)
    expect(entry('HK').comparison.auditRequired).toBe(true)
    expect(entry('XJP').comparison.localDirectorRequired).toBe(true)
  })
})

describe('the planner input rules', () => {
  it('refuses an empty, malformed, future or too early date of incorporation', () => {
    expect(incorporationProblem('', '2026-11-25')).toBe('required')
    expect(incorporationProblem('2026-02-30', '2026-11-25')).toBe('invalid')
    expect(incorporationProblem('2026-11-26', '2026-11-25')).toBe('future')
    expect(incorporationProblem('1989-12-31', '2026-11-25')).toBe('tooEarly')
    expect(incorporationProblem('2026-11-25', '2026-11-25')).toBeNull()
    expect(incorporationProblem('1990-01-01', '2026-11-25')).toBeNull()
  })

  it('wants a first year end after incorporation and within 24 months', () => {
    expect(firstYearEndProblem('', '2025-03-10')).toBeNull()
    expect(firstYearEndProblem('2025-03-10', '2025-03-10')).toBe('notAfterIncorporation')
    expect(firstYearEndProblem('2027-03-10', '2025-03-10')).toBeNull()
    expect(firstYearEndProblem('2027-03-11', '2025-03-10')).toBe('tooLate')
    expect(firstYearEndProblem('2026-13-01', '2025-03-10')).toBe('invalid')
  })

  it('counts today in China time', () => {
    expect(todayInChina(new Date('2026-11-25T16:30:00Z'))).toBe('2026-11-26')
    expect(todayInChina(new Date('2026-11-25T15:59:00Z'))).toBe('2026-11-25')
  })
})

describe('the calendar download query', () => {
  const parse = (query: string) => parseCalendarQuery(new URLSearchParams(query), '2026-11-25')

  it.each([
    ['', /^jurisdiction: expected one of HK/],
    ['jurisdiction=USA&incorporated=2025-03-10', /^jurisdiction:/],
    ['jurisdiction=HK', /^incorporated: the date of incorporation is missing/],
    ['jurisdiction=HK&incorporated=10/03/2025', /^incorporated: expected a calendar date/],
    ['jurisdiction=HK&incorporated=2025-02-29', /^incorporated: expected a calendar date/],
    ['jurisdiction=HK&incorporated=2026-12-01', /^incorporated: .*in the future/],
    ['jurisdiction=HK&incorporated=1985-06-01', /^incorporated: .*before 1990-01-01/],
    ['jurisdiction=HK&incorporated=2025-03-10&yearEnd=13-01', /^yearEnd: no such day/],
    ['jurisdiction=HK&incorporated=2025-03-10&yearEnd=1231', /^yearEnd: expected the month and day as MM-DD/],
    ['jurisdiction=HK&incorporated=2025-03-10&yearEnd=04-31', /^yearEnd: no such day/],
    ['jurisdiction=HK&incorporated=2025-03-10&firstYearEnd=2025-03-01', /^firstYearEnd: .*after the date of incorporation/],
    ['jurisdiction=HK&incorporated=2025-03-10&firstYearEnd=2028-01-01', /^firstYearEnd: .*within 24 months/],
    ['jurisdiction=HK&incorporated=2025-03-10&from=tomorrow', /^from: expected a calendar date/],
  ])('refuses %j', (query, message) => {
    const result = parse(query)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.message).toMatch(message)
  })

  it('reads a good query, from today by default', () => {
    expect(parse('jurisdiction=USA-WY&incorporated=2025-06-15&yearEnd=12-31')).toEqual({ ok: true, query: { jurisdiction: 'USA-WY', incorporated: '2025-06-15', yearEnd: { month: 12, day: 31 }, from: '2026-11-25' } })
    expect(parse('jurisdiction=YG&incorporated=2025-01-20&yearEnd=02-29&firstYearEnd=2026-01-31&from=2026-01-01&other=1')).toEqual({
      ok: true,
      query: { jurisdiction: 'YG', incorporated: '2025-01-20', yearEnd: { month: 2, day: 29 }, firstYearEnd: '2026-01-31', from: '2026-01-01' },
    })
  })
})
