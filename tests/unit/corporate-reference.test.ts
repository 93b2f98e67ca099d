import { describe, expect, it } from 'vitest'
import { loadDataFile } from '@/lib/content-files'
import { dateRuleSchema } from '@/services/corporate/obligation-rules'
import { CORPORATE_JURISDICTIONS_FILE, corporateJurisdictionsFileSchema, incorporationFees, jurisdictionFacts, jurisdictionLabel, unconfirmedFees } from '@/services/corporate/reference-data'
import { planDeadlines } from '@/services/corporate/deadlines'

/**
 * The corporate brand's jurisdiction facts: the file passes its schema, every jurisdiction is
 * there with Chinese and English texts, and every obligation has a date rule and a source that
 * the entry lists with the date it was checked.
 */

const entries = loadDataFile(CORPORATE_JURISDICTIONS_FILE, corporateJurisdictionsFileSchema)

/** Every `{cn, en}` pair in a value, with where it is. */
function texts(value: unknown, path = ''): { path: string; cn: unknown; en: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => texts(item, `${path}.${i}`))
  if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>
    if ('cn' in object || 'en' in object) return [{ path, cn: object.cn, en: object.en }]
    return Object.entries(object).flatMap(([name, inner]) => texts(inner, `${path}.${name}`))
  }
  return []
}

describe('corporate jurisdiction facts', () => {
  it('has the seven jurisdictions, the USA for Delaware and Wyoming', () => {
    expect(entries.map(jurisdictionLabel).sort()).toEqual(['BVI', 'FR', 'HK', 'SSE', 'USA-DE', 'USA-WY', 'XJP', 'YG'])
    expect(jurisdictionFacts('USA', 'WY')?.name.en).toMatch(/Wyoming/)
    expect(jurisdictionFacts('HK')?.entity.en).toMatch(/limited by shares/)
  })

  it.each(entries.map((entry) => [jurisdictionLabel(entry), entry] as const))('%s has every text in Chinese and English', (_, entry) => {
    const pairs = texts(entry)
    expect(pairs.length).toBeGreaterThan(30)
    for (const pair of pairs) {
      expect(typeof pair.cn === 'string' && /\p{Script=Han}/u.test(pair.cn), `${pair.path}.cn`).toBe(true)
      expect(typeof pair.en === 'string' && /[A-Za-z]/.test(pair.en), `${pair.path}.en`).toBe(true)
    }
  })

  it.each(entries.map((entry) => [jurisdictionLabel(entry), entry] as const))('%s dates every obligation by a rule and names its source', (_, entry) => {
    const listed = new Map(entry.sources.map((source) => [source.url, source.checked]))
    expect(entry.obligations.length).toBeGreaterThan(0)
    for (const obligation of entry.obligations) {
      expect(dateRuleSchema.safeParse(obligation.rule).success, obligation.key).toBe(true)
      expect(listed.get(obligation.source), `${obligation.key} source`).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
  })

  it('keeps the headline deadlines and fees', () => {
    const rule = (code: Parameters<typeof jurisdictionFacts>[0], key: string, state?: Parameters<typeof jurisdictionFacts>[1]) => jurisdictionFacts(code, state)?.obligations.find((o) => o.key === key)
    expect(rule('HK', 'annual-return')?.rule).toEqual({ kind: 'anniversary', offsetDays: 42 })
    expect(rule('BVI', 'annual-fee')?.rule).toEqual({ kind: 'byIncorporationHalf', firstHalf: { month: 5, day: 31 }, secondHalf: { month: 11, day: 30 } })
    expect(rule('USA', 'annual-tax', 'DE')).toMatchObject({ rule: { kind: 'fixedDate', month: 6, day: 1 }, governmentFee: { amount: 300, currency: 'USD' } })
    expect(rule('USA', 'annual-report', 'WY')).toMatchObject({ rule: { kind: 'firstDayOfAnniversaryMonth' }, governmentFee: { amount: 60, currency: 'USD' } })
    expect(rule('YG', 'annual-accounts')?.rule).toEqual({ kind: 'afterYearEnd', months: 9, firstPeriod: { monthsAfterIncorporation: 21, onlyIfLongerThanMonths: 12, notBeforeMonthsAfterYearEnd: 3 } })
    expect(rule('XJP', 'annual-return')?.rule).toEqual({ kind: 'afterYearEnd', months: 7 })
    expect(jurisdictionFacts('YG')?.governmentFees.find((f) => f.key === 'incorporation')).toMatchObject({ amount: 50, currency: 'GBP' })
  })

  it('marks the figures it could not confirm, with the date they were last confirmed', () => {
    const open = unconfirmedFees(entries)
    expect(open.length).toBeGreaterThan(0)
    for (const { fee } of open) expect(fee.lastConfirmed).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(open.map(({ jurisdiction, fee }) => `${jurisdiction} ${fee.key}`)).toContain('HK business-registration')
  })

  it('refuses a source the entry does not list and a fee that differs from its obligation', () => {
    const copy = structuredClone(entries.map((entry) => ({ ...entry, obligations: entry.obligations.map(({ weekendRule, ...rest }) => (weekendRule === 'none' ? rest : { ...rest, weekendRule })) })))
    copy[0]!.tax.source = 'https://example.org/not-listed'
    copy[0]!.obligations.find((o) => o.governmentFee)!.governmentFee!.amount += 1
    const result = corporateJurisdictionsFileSchema.safeParse(copy)
    expect(result.success).toBe(false)
    const messages = result.error!.issues.map((issue) => issue.message)
    expect(messages).toContain("https://example.org/not-listed is not in this entry's sources")
    expect(messages.some((m) => /states a different fee/.test(m))).toBe(true)
  })
})

describe('the facts through the deadline planner', () => {
  const plan = (code: Parameters<typeof jurisdictionFacts>[0], incorporatedOn: string, state?: Parameters<typeof jurisdictionFacts>[1]) =>
    planDeadlines({ obligations: jurisdictionFacts(code, state)!.obligations, incorporatedOn, from: incorporatedOn, months: 24 })
  const dates = (list: ReturnType<typeof plan>, key: string) => list.filter((d) => d.key === key).map((d) => d.date)

  it('dates a UK company’s first accounts 21 months after incorporation (first period over 12 months), and its confirmation statement 14 days after the first review period', () => {
    const uk = plan('YG', '2026-01-15')
    expect(dates(uk, 'annual-accounts')).toEqual(['2027-10-15'])
    expect(dates(uk, 'confirmation-statement')).toEqual(['2027-01-28'])
    // The tax return is due 12 months after the first year end (31 January 2027): outside the 24 months.
    expect(dates(uk, 'corporation-tax-return')).toEqual([])
  })

  it('dates a Hong Kong annual return 42 days after each anniversary and a BVI annual fee by the half-year of incorporation', () => {
    expect(dates(plan('HK', '2026-03-10'), 'annual-return')).toEqual(['2027-04-21'])
    const bvi = plan('BVI', '2026-08-20')
    expect(dates(bvi, 'annual-fee')).toEqual(['2027-11-30'])
  })
})

describe('fees paid to incorporate', () => {
  it('count Hong Kong business registration, a yearly fee that is also paid at incorporation, and no other yearly fee', () => {
    expect(incorporationFees(jurisdictionFacts('HK')!).map((fee) => fee.key)).toEqual(['incorporation', 'business-registration'])
    expect(incorporationFees(jurisdictionFacts('YG')!).every((fee) => !fee.obligation)).toBe(true)
  })
})
