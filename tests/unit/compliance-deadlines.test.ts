import { afterEach, describe, expect, it } from 'vitest'
import { loadDataFile } from '@/lib/content-files'
import { deadlineRulesFileSchema, type DeadlineRule, type Frequency } from '@/services/compliance/deadline-rules'
import {
  addMonthsToDate,
  frequenciesFor,
  seriesFor,
  upcomingDeadlines,
  type TrackedObligation,
} from '@/services/compliance/deadlines'
import { complianceRules } from '@/services/compliance/reference-data'

const RULES = loadDataFile('reference/compliance/deadlines.yaml', deadlineRulesFileSchema)

/** The dates one series yields for one obligation, soonest first. */
function datesOf(seriesKey: string, obligation: TrackedObligation, from: string, months?: number): string[] {
  return upcomingDeadlines([obligation], RULES, from, months)
    .filter((d) => d.seriesKey === seriesKey)
    .map((d) => d.date)
}

describe('deadlines.yaml', () => {
  it('loads and passes the schema', () => {
    expect(RULES.length).toBeGreaterThan(30)
  })

  it('names existing compliance rules, and only countries those rules cover', () => {
    const known = new Map(complianceRules().map((rule) => [rule.key, rule.jurisdictions as string[]]))
    for (const series of RULES) {
      expect(known.has(series.rule), `${series.key}: no rule ${series.rule} in rules.yaml`).toBe(true)
      if (series.jurisdiction) expect(known.get(series.rule), series.key).toContain(series.jurisdiction)
    }
  })

  it('gives every series a German text and an https or http source', () => {
    for (const series of RULES) {
      expect(series.title.de, series.key).toBeTruthy()
      expect(series.authority.de, series.key).toBeTruthy()
      if (series.note) expect(series.note.de, series.key).toBeTruthy()
      expect(series.source, series.key).toMatch(/^https?:\/\/[^/]+\.[a-z]+/)
    }
  })

  it('covers the obligations the planner is meant to date', () => {
    const covered = new Set(RULES.map((series) => series.rule))
    for (const rule of [
      'vat-gb', 'vat-de', 'vat-fr', 'vat-it', 'vat-es', 'vat-pl', 'vat-cz', 'vat-at', 'vat-nl', 'oss-eu', 'ioss-eu',
      'jct-jp', 'gst-au', 'gst-ca', 'vat-kr', 'vat-ae', 'vat-sa', 'gst-in', 'vat-ph',
      'epr-packaging-de', 'epr-packaging-fr', 'epr-packaging-es', 'epr-packaging-it', 'epr-packaging-pl', 'epr-packaging-cz', 'epr-packaging-gb',
      'weee-de', 'weee-ar-de', 'uk-responsible-person', 'gpsr-eu',
      'trademark-eu', 'trademark-gb', 'trademark-jp', 'trademark-us',
    ]) {
      expect(covered.has(rule), rule).toBe(true)
    }
  })
})

interface Row {
  name: string
  series: string
  ruleKey: string
  jurisdiction: string
  startedOn?: string
  frequency?: Frequency
  from: string
  months?: number
  expected: string[]
}

/** First dates of each series for a given start, checked against the authorities' calendars. */
const TABLES: Record<string, Row[]> = {
  'United Kingdom': [
    { name: 'VAT quarterly: 1 month and 7 days', series: 'vat-return-gb', ruleKey: 'vat-gb', jurisdiction: 'GB', startedOn: '2026-01-10', from: '2026-01-01', expected: ['2026-05-07', '2026-08-07', '2026-11-07'] },
    { name: 'VAT monthly', series: 'vat-return-gb', ruleKey: 'vat-gb', jurisdiction: 'GB', startedOn: '2026-01-10', frequency: 'monthly', from: '2026-01-01', months: 4, expected: ['2026-03-07', '2026-04-07'] },
    { name: 'packaging data 1 April (every producer)', series: 'packaging-data-gb-april', ruleKey: 'epr-packaging-gb', jurisdiction: 'GB', startedOn: '2025-06-01', from: '2026-01-01', expected: ['2026-04-01'] },
    { name: 'packaging data 1 October (large producers)', series: 'packaging-data-gb-october', ruleKey: 'epr-packaging-gb', jurisdiction: 'GB', from: '2026-01-01', expected: ['2026-10-01'] },
    { name: 'trademark renewal every ten years from filing', series: 'trademark-renewal-gb', ruleKey: 'trademark-gb', jurisdiction: 'GB', startedOn: '2017-03-20', from: '2026-11-27', expected: ['2027-03-20'] },
    { name: 'responsible person contract, 30 days before the anniversary', series: 'uk-responsible-person-renewal', ruleKey: 'uk-responsible-person', jurisdiction: 'GB', startedOn: '2025-01-20', from: '2026-01-01', months: 24, expected: ['2026-12-21', '2027-12-21'] },
  ],
  Germany: [
    { name: 'VAT quarterly: 10th of the month after (started mid-quarter)', series: 'vat-return-de', ruleKey: 'vat-de', jurisdiction: 'DE', startedOn: '2026-02-15', from: '2026-03-01', expected: ['2026-04-10', '2026-07-10', '2026-10-10', '2027-01-10'] },
    { name: 'VAT monthly', series: 'vat-return-de', ruleKey: 'vat-de', jurisdiction: 'DE', startedOn: '2026-02-15', frequency: 'monthly', from: '2026-03-01', months: 3, expected: ['2026-03-10', '2026-04-10', '2026-05-10'] },
    { name: 'annual VAT return by 31 July', series: 'vat-annual-return-de', ruleKey: 'vat-de', jurisdiction: 'DE', startedOn: '2025-05-01', from: '2026-01-01', months: 24, expected: ['2026-07-31', '2027-07-31'] },
    { name: 'packaging declaration of completeness by 15 May, after the start', series: 'packaging-completeness-declaration-de', ruleKey: 'epr-packaging-de', jurisdiction: 'DE', startedOn: '2026-06-01', from: '2026-01-01', months: 24, expected: ['2027-05-15'] },
    { name: 'WEEE monthly quantities by the 15th', series: 'weee-monthly-report-de', ruleKey: 'weee-de', jurisdiction: 'DE', startedOn: '2026-01-20', from: '2026-01-01', months: 3, expected: ['2026-02-15', '2026-03-15'] },
    { name: 'WEEE annual report by 30 April', series: 'weee-annual-report-de', ruleKey: 'weee-de', jurisdiction: 'DE', startedOn: '2026-01-20', from: '2026-01-01', expected: ['2026-04-30'] },
    { name: 'authorised representative contract, 30 days before the anniversary', series: 'weee-representative-renewal-de', ruleKey: 'weee-ar-de', jurisdiction: 'DE', startedOn: '2025-03-15', from: '2026-01-01', months: 24, expected: ['2026-02-13', '2027-02-13'] },
  ],
  France: [
    { name: 'CA3 monthly (earliest assigned day, the 15th)', series: 'vat-return-fr', ruleKey: 'vat-fr', jurisdiction: 'FR', startedOn: '2026-03-03', from: '2026-03-01', months: 4, expected: ['2026-04-15', '2026-05-15', '2026-06-15'] },
    { name: 'household packaging declaration by the end of February', series: 'packaging-declaration-fr', ruleKey: 'epr-packaging-fr', jurisdiction: 'FR', startedOn: '2026-05-01', from: '2026-06-01', expected: ['2027-02-28'] },
  ],
  Italy: [
    { name: 'monthly VAT payment by the 16th', series: 'vat-payment-it', ruleKey: 'vat-it', jurisdiction: 'IT', startedOn: '2026-11-05', from: '2026-11-27', months: 3, expected: ['2026-12-16', '2027-01-16', '2027-02-16'] },
    { name: 'LIPE by the end of the second month after the quarter', series: 'vat-lipe-it', ruleKey: 'vat-it', jurisdiction: 'IT', startedOn: '2026-11-05', from: '2026-11-27', expected: ['2027-02-28', '2027-05-31', '2027-08-31'] },
    { name: 'annual VAT return by 30 April', series: 'vat-annual-return-it', ruleKey: 'vat-it', jurisdiction: 'IT', startedOn: '2026-11-05', from: '2026-11-27', expected: ['2027-04-30'] },
    { name: 'CONAI quarterly in the first year, by the 20th', series: 'packaging-declaration-it', ruleKey: 'epr-packaging-it', jurisdiction: 'IT', startedOn: '2026-05-10', from: '2026-06-01', months: 8, expected: ['2026-07-20', '2026-10-20', '2027-01-20'] },
    { name: 'CONAI yearly, by 20 January', series: 'packaging-declaration-it', ruleKey: 'epr-packaging-it', jurisdiction: 'IT', startedOn: '2026-05-10', frequency: 'yearly', from: '2026-06-01', expected: ['2027-01-20'] },
  ],
  Spain: [
    { name: 'Modelo 303 quarterly by the 20th (Q4 shown on 20 January)', series: 'vat-return-es', ruleKey: 'vat-es', jurisdiction: 'ES', startedOn: '2026-05-20', from: '2026-06-01', expected: ['2026-07-20', '2026-10-20', '2027-01-20', '2027-04-20'] },
    { name: 'Modelo 390 by 30 January', series: 'vat-annual-summary-es', ruleKey: 'vat-es', jurisdiction: 'ES', startedOn: '2026-05-20', from: '2026-06-01', expected: ['2027-01-30'] },
    { name: 'packaging report by 31 March', series: 'packaging-declaration-es', ruleKey: 'epr-packaging-es', jurisdiction: 'ES', startedOn: '2026-05-20', from: '2026-06-01', expected: ['2027-03-31'] },
  ],
  Poland: [
    { name: 'JPK_V7M by the 25th', series: 'vat-return-pl', ruleKey: 'vat-pl', jurisdiction: 'PL', startedOn: '2026-01-01', from: '2026-01-01', months: 3, expected: ['2026-02-25', '2026-03-25'] },
    { name: 'BDO packaging report by 15 March', series: 'packaging-report-pl', ruleKey: 'epr-packaging-pl', jurisdiction: 'PL', startedOn: '2026-01-01', from: '2026-01-01', expected: ['2026-03-15'] },
  ],
  Czechia: [
    { name: 'VAT monthly by the 25th', series: 'vat-return-cz', ruleKey: 'vat-cz', jurisdiction: 'CZ', startedOn: '2026-06-01', from: '2026-06-01', months: 2, expected: ['2026-07-25'] },
    { name: 'VAT quarterly by the 25th', series: 'vat-return-cz', ruleKey: 'vat-cz', jurisdiction: 'CZ', startedOn: '2026-06-01', frequency: 'quarterly', from: '2026-06-01', months: 5, expected: ['2026-07-25', '2026-10-25'] },
    { name: 'EKO-KOM quarterly statement by the 30th', series: 'packaging-report-cz', ruleKey: 'epr-packaging-cz', jurisdiction: 'CZ', startedOn: '2026-06-01', from: '2026-06-01', months: 8, expected: ['2026-07-30', '2026-10-30', '2027-01-30'] },
  ],
  Austria: [
    { name: 'UVA monthly: 15th of the second month after', series: 'vat-return-at', ruleKey: 'vat-at', jurisdiction: 'AT', startedOn: '2026-01-15', from: '2026-01-01', months: 4, expected: ['2026-03-15', '2026-04-15'] },
    { name: 'UVA quarterly', series: 'vat-return-at', ruleKey: 'vat-at', jurisdiction: 'AT', startedOn: '2026-01-15', frequency: 'quarterly', from: '2026-01-01', months: 8, expected: ['2026-05-15', '2026-08-15'] },
    { name: 'annual return by 30 June', series: 'vat-annual-return-at', ruleKey: 'vat-at', jurisdiction: 'AT', startedOn: '2025-01-15', from: '2026-01-01', expected: ['2026-06-30'] },
  ],
  Netherlands: [
    { name: 'VAT quarterly by the end of the month after', series: 'vat-return-nl', ruleKey: 'vat-nl', jurisdiction: 'NL', startedOn: '2026-04-01', from: '2026-04-01', expected: ['2026-07-31', '2026-10-31', '2027-01-31'] },
  ],
  'EU one-stop shops': [
    { name: 'OSS quarterly by the end of the month after', series: 'oss-return-eu', ruleKey: 'oss-eu', jurisdiction: 'EU', startedOn: '2026-07-01', from: '2026-07-01', expected: ['2026-10-31', '2027-01-31', '2027-04-30'] },
    { name: 'IOSS monthly by the end of the month after', series: 'ioss-return-eu', ruleKey: 'ioss-eu', jurisdiction: 'EU', startedOn: '2026-02-10', from: '2026-02-01', months: 3, expected: ['2026-03-31', '2026-04-30'] },
    { name: 'EU trade mark renewal ten years after filing', series: 'trademark-renewal-eu', ruleKey: 'trademark-eu', jurisdiction: 'EU', startedOn: '2016-12-05', from: '2026-11-27', expected: ['2026-12-05'] },
    { name: 'EU responsible person contract renewal', series: 'eu-responsible-person-renewal', ruleKey: 'gpsr-eu', jurisdiction: 'EU', startedOn: '2024-12-13', from: '2026-11-01', expected: ['2026-11-13'] },
  ],
  Japan: [
    { name: 'consumption tax: two months after a December year end', series: 'consumption-tax-return-jp', ruleKey: 'jct-jp', jurisdiction: 'JP', startedOn: '2025-09-01', from: '2025-12-01', expected: ['2026-02-28'] },
    { name: 'consumption tax in a leap year', series: 'consumption-tax-return-jp', ruleKey: 'jct-jp', jurisdiction: 'JP', startedOn: '2027-03-01', from: '2028-01-01', expected: ['2028-02-29'] },
    { name: 'trademark renewal ten years after registration', series: 'trademark-renewal-jp', ruleKey: 'trademark-jp', jurisdiction: 'JP', startedOn: '2017-02-28', from: '2026-11-27', expected: ['2027-02-28'] },
  ],
  Australia: [
    { name: 'BAS quarterly on the 28th (December quarter shown on 28 January)', series: 'gst-bas-au', ruleKey: 'gst-au', jurisdiction: 'AU', startedOn: '2026-07-01', from: '2026-07-01', expected: ['2026-10-28', '2027-01-28', '2027-04-28'] },
  ],
  Canada: [
    { name: 'GST/HST quarterly, one month after', series: 'gst-return-ca', ruleKey: 'gst-ca', jurisdiction: 'CA', startedOn: '2026-02-01', from: '2026-02-01', months: 9, expected: ['2026-04-30', '2026-07-31', '2026-10-31'] },
    { name: 'GST/HST monthly', series: 'gst-return-ca', ruleKey: 'gst-ca', jurisdiction: 'CA', startedOn: '2026-02-01', frequency: 'monthly', from: '2026-02-01', months: 3, expected: ['2026-03-31', '2026-04-30'] },
  ],
  'Korea, Gulf, India, Philippines': [
    { name: 'Korean VAT by the 25th after each quarter', series: 'vat-return-kr', ruleKey: 'vat-kr', jurisdiction: 'KR', startedOn: '2026-01-05', from: '2026-01-01', months: 10, expected: ['2026-04-25', '2026-07-25', '2026-10-25'] },
    { name: 'UAE VAT 28 days after the quarter', series: 'vat-return-ae', ruleKey: 'vat-ae', jurisdiction: 'AE', startedOn: '2026-01-05', from: '2026-01-01', months: 7, expected: ['2026-04-28', '2026-07-28'] },
    { name: 'Saudi VAT monthly, end of the month after', series: 'vat-return-sa', ruleKey: 'vat-sa', jurisdiction: 'SA', startedOn: '2026-01-05', frequency: 'monthly', from: '2026-01-01', months: 3, expected: ['2026-02-28', '2026-03-31'] },
    { name: 'GSTR-3B by the 20th', series: 'gstr-3b-in', ruleKey: 'gst-in', jurisdiction: 'IN', startedOn: '2026-04-01', from: '2026-04-01', months: 2, expected: ['2026-05-20'] },
    { name: 'GSTR-1 by the 11th', series: 'gstr-1-in', ruleKey: 'gst-in', jurisdiction: 'IN', startedOn: '2026-04-01', from: '2026-04-01', months: 2, expected: ['2026-05-11'] },
    { name: 'Philippine 2550Q 25 days after the quarter', series: 'vat-return-ph', ruleKey: 'vat-ph', jurisdiction: 'PH', startedOn: '2026-01-05', from: '2026-01-01', months: 7, expected: ['2026-04-25', '2026-07-25'] },
  ],
  'United States': [
    { name: 'renewal at ten years (combined sections 8 and 9)', series: 'trademark-renewal-us', ruleKey: 'trademark-us', jurisdiction: 'US', startedOn: '2017-01-31', from: '2026-11-27', expected: ['2027-01-31'] },
    { name: 'section 8 declaration by the sixth anniversary', series: 'trademark-declaration-of-use-us', ruleKey: 'trademark-us', jurisdiction: 'US', startedOn: '2020-06-30', from: '2026-01-01', expected: ['2026-06-30'] },
  ],
}

for (const [country, rows] of Object.entries(TABLES)) {
  describe(`deadline table: ${country}`, () => {
    it.each(rows)('$name', ({ series, ruleKey, jurisdiction, startedOn, frequency, from, months, expected }) => {
      expect(datesOf(series, { ruleKey, jurisdiction, startedOn, frequency }, from, months)).toEqual(expected)
    })
  })
}

describe('periodic returns', () => {
  it('name the period and the frequency used', () => {
    const [first] = upcomingDeadlines([{ ruleKey: 'vat-de', jurisdiction: 'DE', startedOn: '2026-02-15' }], RULES, '2026-03-01')
    expect(first).toMatchObject({
      seriesKey: 'vat-return-de',
      ruleKey: 'vat-de',
      jurisdiction: 'DE',
      date: '2026-04-10',
      periodStart: '2026-01-01',
      periodEnd: '2026-03-31',
      frequency: 'quarterly',
      source: 'https://www.gesetze-im-internet.de/ustg_1980/__18.html',
    })
    expect(first!.title.en).toContain('advance return')
  })

  it('give an annual return the calendar year as its period', () => {
    const annual = upcomingDeadlines([{ ruleKey: 'vat-es', jurisdiction: 'ES', startedOn: '2026-05-20' }], RULES, '2026-06-01').find(
      (d) => d.seriesKey === 'vat-annual-summary-es',
    )
    expect(annual).toMatchObject({ date: '2027-01-30', periodStart: '2026-01-01', periodEnd: '2026-12-31', frequency: 'yearly' })
  })

  it('need a start date', () => {
    expect(upcomingDeadlines([{ ruleKey: 'vat-de', jurisdiction: 'DE' }], RULES, '2026-01-01')).toEqual([])
    expect(upcomingDeadlines([{ ruleKey: 'trademark-eu', jurisdiction: 'EU', startedOn: null }], RULES, '2026-01-01')).toEqual([])
  })

  it('fall back to the series’ first frequency when the picked one is not offered', () => {
    const quarterly = datesOf('vat-return-de', { ruleKey: 'vat-de', jurisdiction: 'DE', startedOn: '2026-02-15' }, '2026-03-01')
    expect(datesOf('vat-return-de', { ruleKey: 'vat-de', jurisdiction: 'DE', startedOn: '2026-02-15', frequency: 'yearly' }, '2026-03-01')).toEqual(quarterly)
    const unknown = { ruleKey: 'vat-de', jurisdiction: 'DE', startedOn: '2026-02-15', frequency: 'weekly' as Frequency }
    expect(datesOf('vat-return-de', unknown, '2026-03-01')).toEqual(quarterly)
    // The annual return is filed whatever the merchant picks.
    expect(datesOf('vat-annual-return-de', { ...unknown, frequency: 'monthly' }, '2026-03-01', 24)).toEqual(['2027-07-31'])
  })

  it('start long before the window without listing old periods', () => {
    expect(datesOf('ioss-return-eu', { ruleKey: 'ioss-eu', jurisdiction: 'EU', startedOn: '2021-07-01' }, '2026-11-27', 2)).toEqual(['2026-11-30', '2026-12-31'])
  })
})

/** Small hand-made series for the edge cases, so they do not move when the data does. */
function series(key: string, schedule: DeadlineRule['schedule'], extra: Partial<DeadlineRule> = {}): DeadlineRule {
  const texts = { cn: key, en: key }
  return { key, rule: 'test-rule', title: texts, authority: texts, schedule, source: 'https://example.org/', ...extra }
}

describe('edge cases', () => {
  const obligation = (startedOn?: string | null, extra: Partial<TrackedObligation> = {}): TrackedObligation => ({
    ruleKey: 'test-rule',
    jurisdiction: 'DE',
    startedOn,
    ...extra,
  })

  it('adds months clamping the day to the month’s length', () => {
    expect(addMonthsToDate('2026-01-31', 1)).toBe('2026-02-28')
    expect(addMonthsToDate('2028-01-31', 1)).toBe('2028-02-29')
    expect(addMonthsToDate('2024-02-29', 12)).toBe('2025-02-28')
    expect(addMonthsToDate('2026-03-31', -1)).toBe('2026-02-28')
    expect(addMonthsToDate('2026-01-15', -1)).toBe('2025-12-15')
    expect(addMonthsToDate('2026-12-15', 1)).toBe('2027-01-15')
    expect(addMonthsToDate('2026-05-31', 0)).toBe('2026-05-31')
    expect(() => addMonthsToDate('2026-02-30', 1)).toThrow(RangeError)
  })

  it('puts a due day past the month’s end, or `last`, on the month’s last day', () => {
    const rules = [
      series('day-31', { kind: 'periodic', frequencies: ['monthly'], due: { monthsAfterPeriodEnd: 1, day: 31 } }),
      series('day-last', { kind: 'periodic', frequencies: ['monthly'], due: { monthsAfterPeriodEnd: 0, day: 'last' } }),
    ]
    const dates = (year: number) =>
      upcomingDeadlines([obligation(`${year}-01-01`)], rules, `${year}-01-01`, 3).map((d) => `${d.seriesKey} ${d.date}`)
    expect(dates(2026)).toEqual([
      'day-last 2026-01-31',
      'day-31 2026-02-28',
      'day-last 2026-02-28',
      'day-31 2026-03-31',
      'day-last 2026-03-31',
    ])
    expect(dates(2028)).toContain('day-31 2028-02-29')
  })

  it('clamps anniversaries from the start date, not from the previous occurrence', () => {
    const rules = [series('monthly-anniversary', { kind: 'anniversary', everyMonths: 1 })]
    const dates = upcomingDeadlines([obligation('2026-01-31')], rules, '2026-01-01', 4).map((d) => d.date)
    expect(dates).toEqual(['2026-02-28', '2026-03-31', '2026-04-30'])
    const leap = [series('yearly-anniversary', { kind: 'anniversary', everyMonths: 12 })]
    expect(upcomingDeadlines([obligation('2024-02-29')], leap, '2025-01-01', 48).map((d) => d.date)).toEqual([
      '2025-02-28',
      '2026-02-28',
      '2027-02-28',
      '2028-02-29',
    ])
  })

  it('moves anniversaries by offsetDays across months and years', () => {
    const rules = [series('early', { kind: 'anniversary', everyMonths: 12, offsetDays: -30 })]
    expect(upcomingDeadlines([obligation('2025-01-10')], rules, '2025-06-01', 12).map((d) => d.date)).toEqual(['2025-12-11'])
    const late = [series('late', { kind: 'anniversary', everyMonths: 12, offsetDays: 45 })]
    expect(upcomingDeadlines([obligation('2025-12-20')], late, '2026-12-01', 12).map((d) => d.date)).toEqual(['2027-02-03'])
  })

  it('includes both ends of the window', () => {
    const row = { ruleKey: 'vat-de', jurisdiction: 'DE', startedOn: '2026-02-15' }
    expect(datesOf('vat-return-de', row, '2026-04-10', 3)).toEqual(['2026-04-10', '2026-07-10'])
    expect(datesOf('vat-return-de', row, '2026-04-11', 3)).toEqual(['2026-07-10'])
    expect(datesOf('vat-return-de', row, '2026-01-10', 3)).toEqual(['2026-04-10'])
    expect(datesOf('vat-return-de', row, '2026-01-10', 0)).toEqual([])
  })

  it('lists yearly dates strictly after the start date, or all of them without one', () => {
    const rules = [series('may-15', { kind: 'yearly', month: 5, day: 15 })]
    const dates = (startedOn?: string) => upcomingDeadlines([obligation(startedOn)], rules, '2026-01-01', 24).map((d) => d.date)
    expect(dates()).toEqual(['2026-05-15', '2027-05-15'])
    expect(dates('2026-05-15')).toEqual(['2027-05-15'])
    expect(dates('2026-05-14')).toEqual(['2026-05-15', '2027-05-15'])
  })

  it('puts a yearly 29 February on the 28th in other years', () => {
    const rules = [series('feb-29', { kind: 'yearly', month: 2, day: 29 })]
    expect(upcomingDeadlines([obligation()], rules, '2027-01-01', 24).map((d) => d.date)).toEqual(['2027-02-28', '2028-02-29'])
  })

  it('gives an obligation with an impossible start date no deadlines, and never throws', () => {
    const rules = [
      series('may-15', { kind: 'yearly', month: 5, day: 15 }),
      series('quarterly', { kind: 'periodic', frequencies: ['quarterly'], due: { monthsAfterPeriodEnd: 1, day: 10 } }),
    ]
    for (const startedOn of ['2026-02-30', '2026-13-01', '2026-2-1', '26-02-01', 'yesterday', '', '2026-02-01T00:00:00Z']) {
      expect(upcomingDeadlines([obligation(startedOn)], rules, '2026-01-01'), startedOn).toEqual([])
    }
    expect(upcomingDeadlines([obligation('2026-01-01')], rules, 'not a date')).toEqual([])
    expect(upcomingDeadlines([obligation('2026-01-01')], rules, '2026-01-01', -1)).toEqual([])
    // One bad obligation does not hide the others.
    const good = upcomingDeadlines([obligation('2026-02-30'), obligation('2026-01-01')], rules, '2026-01-01')
    expect(good.map((d) => d.seriesKey)).toContain('quarterly')
  })

  it('sorts by date, then by series key, across obligations', () => {
    const rules = [
      series('b-series', { kind: 'yearly', month: 3, day: 1 }),
      series('a-series', { kind: 'yearly', month: 3, day: 1 }, { rule: 'other-rule' }),
      series('c-series', { kind: 'yearly', month: 2, day: 1 }, { rule: 'other-rule' }),
    ]
    const result = upcomingDeadlines([obligation(), obligation(null, { ruleKey: 'other-rule' })], rules, '2026-01-01', 3)
    expect(result.map((d) => `${d.date} ${d.seriesKey}`)).toEqual(['2026-02-01 c-series', '2026-03-01 a-series', '2026-03-01 b-series'])
    expect(result[1]).toMatchObject({ ruleKey: 'other-rule', jurisdiction: 'DE' })
    expect(result[1]).not.toHaveProperty('periodStart')
    expect(result[1]).not.toHaveProperty('note')
  })

  describe('whatever the time zone', () => {
    const saved = process.env.TZ
    afterEach(() => {
      if (saved === undefined) delete process.env.TZ
      else process.env.TZ = saved
    })
    it.each(['Pacific/Kiritimati', 'America/Los_Angeles', 'Asia/Shanghai'])('computes the same dates in %s', (zone) => {
      process.env.TZ = zone
      expect(addMonthsToDate('2026-01-31', 1)).toBe('2026-02-28')
      expect(datesOf('weee-representative-renewal-de', { ruleKey: 'weee-ar-de', jurisdiction: 'DE', startedOn: '2025-03-15' }, '2026-01-01')).toEqual(['2026-02-13'])
      expect(datesOf('vat-return-de', { ruleKey: 'vat-de', jurisdiction: 'DE', startedOn: '2026-02-15' }, '2026-03-01', 2)).toEqual(['2026-04-10'])
    })
  })
})

describe('seriesFor and frequenciesFor', () => {
  it('select by rule key, and by jurisdiction where the series names one', () => {
    const rules = [
      series('any-country', { kind: 'yearly', month: 1, day: 1 }),
      series('germany-only', { kind: 'yearly', month: 1, day: 2 }, { jurisdiction: 'DE' }),
      series('france-only', { kind: 'yearly', month: 1, day: 3 }, { jurisdiction: 'FR' }),
      series('other-rule', { kind: 'yearly', month: 1, day: 4 }, { rule: 'other-rule' }),
    ]
    expect(seriesFor(rules, 'test-rule', 'DE').map((s) => s.key)).toEqual(['any-country', 'germany-only'])
    expect(seriesFor(rules, 'test-rule', 'FR').map((s) => s.key)).toEqual(['any-country', 'france-only'])
    expect(seriesFor(rules, 'test-rule', 'IT').map((s) => s.key)).toEqual(['any-country'])
    expect(seriesFor(rules, 'missing', 'DE')).toEqual([])
  })

  it('find the file’s series for an obligation', () => {
    expect(seriesFor(RULES, 'vat-de', 'DE').map((s) => s.key)).toEqual(['vat-return-de', 'vat-annual-return-de'])
    expect(seriesFor(RULES, 'vat-it', 'IT').map((s) => s.key)).toEqual(['vat-payment-it', 'vat-lipe-it', 'vat-annual-return-it'])
    expect(seriesFor(RULES, 'trademark-us', 'US').map((s) => s.key)).toEqual(['trademark-renewal-us', 'trademark-declaration-of-use-us'])
  })

  it('offer the periodic frequencies, usual first, without annual returns', () => {
    expect(frequenciesFor(RULES, 'vat-de', 'DE')).toEqual(['quarterly', 'monthly'])
    expect(frequenciesFor(RULES, 'vat-gb', 'GB')).toEqual(['quarterly', 'monthly'])
    expect(frequenciesFor(RULES, 'vat-at', 'AT')).toEqual(['monthly', 'quarterly'])
    expect(frequenciesFor(RULES, 'epr-packaging-it', 'IT')).toEqual(['quarterly', 'monthly', 'yearly'])
    expect(frequenciesFor(RULES, 'oss-eu', 'EU')).toEqual(['quarterly'])
    expect(frequenciesFor(RULES, 'jct-jp', 'JP')).toEqual([])
    expect(frequenciesFor(RULES, 'trademark-eu', 'EU')).toEqual([])
    expect(frequenciesFor(RULES, 'no-such-rule', 'DE')).toEqual([])
  })

  it('merge frequencies of several series in file order', () => {
    const rules = [
      series('first', { kind: 'periodic', frequencies: ['quarterly', 'monthly'], due: { monthsAfterPeriodEnd: 1, day: 10 } }),
      series('annual', { kind: 'periodic', frequencies: ['yearly'], due: { monthsAfterPeriodEnd: 5, day: 31 } }),
      series('second', { kind: 'periodic', frequencies: ['monthly', 'yearly'], due: { monthsAfterPeriodEnd: 1, day: 20 } }),
      series('renewal', { kind: 'anniversary', everyMonths: 12 }),
    ]
    expect(frequenciesFor(rules, 'test-rule', 'DE')).toEqual(['quarterly', 'monthly', 'yearly'])
  })
})
