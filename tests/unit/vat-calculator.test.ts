import { describe, expect, it } from 'vitest'
import cnMessages from '@/i18n/messages/cn/calculator.json'
import enMessages from '@/i18n/messages/en/calculator.json'
import { calculateVat, formatCents, parseAmount, rateToBasisPoints, taxInGross, taxOnNet, type AmountProblem, type VatInput } from '@/services/tax/calculate'

/** The calculator's arithmetic (integer cents, half-up) and its input checks. */

const run = (input: Partial<VatInput>) => calculateVat({ sales: '0', salesBasis: 'net', purchases: '0', rate: 20, ...input })
const ok = (input: Partial<VatInput>) => {
  const outcome = run(input)
  if (!outcome.ok) throw new Error(`unexpected errors ${JSON.stringify(outcome.errors)}`)
  return Object.fromEntries(Object.entries(outcome.result).map(([k, v]) => [k, formatCents(v as bigint)]))
}

describe('calculateVat', () => {
  it('extracts the tax from a gross amount: JPY 1,100 at 10 % holds 100', () => {
    expect(ok({ sales: '1,100', salesBasis: 'gross', rate: 10 })).toMatchObject({ outputTax: '100.00', salesNet: '1,000.00', salesGross: '1,100.00', taxDue: '100.00' })
  })

  it('extracts 190 from 1,190 gross at 19 % (Germany)', () => {
    expect(ok({ sales: '1190', salesBasis: 'gross', rate: 19 })).toMatchObject({ outputTax: '190.00', salesNet: '1,000.00' })
  })

  it('adds the tax to a net amount: 1,000 at 19 % → 190', () => {
    expect(ok({ sales: '1000', rate: 19 })).toMatchObject({ outputTax: '190.00', salesGross: '1,190.00', taxDue: '190.00' })
  })

  it('deducts input tax on purchases', () => {
    expect(ok({ sales: '10000', purchases: '4000', rate: 20 })).toMatchObject({ outputTax: '2,000.00', inputTax: '800.00', taxDue: '1,200.00' })
  })

  it('gives a negative tax due (refund or credit) when purchases exceed sales', () => {
    expect(ok({ sales: '1000', purchases: '2500.50', rate: 21 })).toMatchObject({ outputTax: '210.00', inputTax: '525.11', taxDue: '-315.11' })
  })

  it('uses rates with decimals (5.5 %, 8.1 %, 13.5 %, 4.8 %)', () => {
    expect(ok({ sales: '100', rate: 5.5 }).outputTax).toBe('5.50')
    expect(ok({ sales: '99.99', rate: 8.1 }).outputTax).toBe('8.10') // 8.099…
    expect(ok({ sales: '1234.56', rate: 13.5 }).outputTax).toBe('166.67') // 166.6656
    expect(ok({ sales: '10', rate: 4.8 }).outputTax).toBe('0.48')
  })

  it('rounds half-up to the cent', () => {
    expect(taxOnNet(5n, 1000n)).toBe(1n) // 0.05 × 10 % = 0.005 → 0.01
    expect(taxOnNet(4n, 1000n)).toBe(0n) // 0.004 → 0.00
    expect(taxOnNet(25n, 2000n)).toBe(5n) // exact
    expect(taxInGross(105n, 500n)).toBe(5n) // 1.05 at 5 %: 0.05
    expect(taxInGross(1n, 10_000n)).toBe(1n) // 0.01 at 100 %: 0.005 → 0.01
    expect(ok({ sales: '0.15', rate: 10 }).outputTax).toBe('0.02') // 0.015 → 0.02
  })

  it('stays exact at the largest accepted amount', () => {
    expect(ok({ sales: '1,000,000,000,000', rate: 25 })).toMatchObject({ outputTax: '250,000,000,000.00', salesGross: '1,250,000,000,000.00' })
    expect(ok({ sales: '999999999999.99', salesBasis: 'gross', rate: 19 }).outputTax).toBe('159,663,865,546.22') // 15,966,386,554,621.69 cents
  })

  it('handles a zero rate', () => {
    expect(ok({ sales: '500', purchases: '100', rate: 0 })).toMatchObject({ outputTax: '0.00', inputTax: '0.00', taxDue: '0.00' })
  })

  it('reports every invalid field at once', () => {
    expect(run({ sales: '', purchases: '-1', rate: Number.NaN })).toEqual({ ok: false, errors: { sales: 'empty', purchases: 'negative', rate: 'invalidRate' } })
  })
})

describe('parseAmount', () => {
  it.each([
    ['1190', 119000n],
    [' 1,190.5 ', 119050n],
    ['0.99', 99n],
    ['12.', 1200n],
    ['-0', 0n],
    ['1,000,000,000,000.00', 100_000_000_000_000n],
  ])('reads %j', (raw, cents) => {
    expect(parseAmount(raw)).toEqual({ ok: true, cents })
  })

  it.each<[string, AmountProblem]>([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'notNumber'],
    ['1e5', 'notNumber'],
    ['12,34', 'notNumber'],
    ['1.2.3', 'notNumber'],
    ['¥100', 'notNumber'],
    ['-5', 'negative'],
    ['-0.01', 'negative'],
    ['1.234', 'tooManyDecimals'],
    ['1000000000000.01', 'tooLarge'],
    ['99999999999999999999', 'tooLarge'],
  ])('refuses %j as %s', (raw, problem) => {
    expect(parseAmount(raw)).toEqual({ ok: false, problem })
  })
})

describe('rateToBasisPoints', () => {
  it('accepts percentages with up to 2 decimals', () => {
    expect(rateToBasisPoints(19)).toBe(1900n)
    expect(rateToBasisPoints(8.1)).toBe(810n)
    expect(rateToBasisPoints(2.1)).toBe(210n)
    expect(rateToBasisPoints(0)).toBe(0n)
  })
  it('refuses rates it cannot apply exactly', () => {
    expect(rateToBasisPoints(-1)).toBeNull()
    expect(rateToBasisPoints(101)).toBeNull()
    expect(rateToBasisPoints(7.125)).toBeNull()
    expect(rateToBasisPoints(Number.NaN)).toBeNull()
  })
})

describe('formatCents', () => {
  it('groups thousands and keeps 2 decimals and the sign', () => {
    expect(formatCents(0n)).toBe('0.00')
    expect(formatCents(5n)).toBe('0.05')
    expect(formatCents(-5n)).toBe('-0.05')
    expect(formatCents(123456789n)).toBe('1,234,567.89')
  })
})

describe('validation messages', () => {
  it('exist for every problem in cn and en', () => {
    const problems = ['empty', 'notNumber', 'negative', 'tooManyDecimals', 'tooLarge', 'invalidRate'] as const
    for (const messages of [cnMessages, enMessages]) {
      for (const p of problems) expect(messages.errors[p], p).toMatch(/\S/)
    }
    expect(cnMessages.errors.negative).toBe('金额不能为负数。')
    expect(enMessages.errors.tooManyDecimals).toBe('Use at most 2 decimals.')
  })
})
