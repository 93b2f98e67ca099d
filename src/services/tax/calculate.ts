/**
 * VAT / consumption-tax arithmetic for the calculator (/lz/calculate/{country}).
 * Amounts are integer cents held as bigint, so 1e12 at 25 % never meets float error;
 * every tax amount is rounded half-up to the cent, as tax returns round.
 */

export type AmountBasis = 'net' | 'gross'
export type AmountProblem = 'empty' | 'notNumber' | 'negative' | 'tooManyDecimals' | 'tooLarge'
export type RateProblem = 'invalidRate'

/** Largest amount accepted: 1,000,000,000,000.00 (a trillion in any currency is a typo). */
export const MAX_AMOUNT_CENTS = 100_000_000_000_000n

// Digits with an optional grouping by commas ("1,190"), then up to any decimals (checked after).
const PLAIN = /^\d+(\.\d*)?$/
const GROUPED = /^\d{1,3}(,\d{3})+(\.\d*)?$/

export type ParsedAmount = { ok: true; cents: bigint } | { ok: false; problem: AmountProblem }

/** A typed amount ("1190", "1,190.5", " 0.99 ") in cents, or why it is not one. */
export function parseAmount(raw: string): ParsedAmount {
  const text = raw.trim().replace(/\s+/g, '')
  if (!text) return { ok: false, problem: 'empty' }
  const negative = text.startsWith('-')
  const body = negative ? text.slice(1) : text
  if (!PLAIN.test(body) && !GROUPED.test(body)) return { ok: false, problem: 'notNumber' }
  if (negative && /[1-9]/.test(body)) return { ok: false, problem: 'negative' }
  const [whole, fraction = ''] = body.replace(/,/g, '').split('.')
  if (fraction.length > 2) return { ok: false, problem: 'tooManyDecimals' }
  const cents = BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0') || '0')
  if (cents > MAX_AMOUNT_CENTS) return { ok: false, problem: 'tooLarge' }
  return { ok: true, cents }
}

/** A percentage with at most 2 decimals (8.1, 5.5, 4.8, 13.5) as hundredths of a percent: 8.1 → 810. */
export function rateToBasisPoints(rate: number): bigint | null {
  if (!Number.isFinite(rate) || rate < 0 || rate > 100) return null
  const bp = Math.round(rate * 100)
  return Math.abs(bp - rate * 100) < 1e-6 ? BigInt(bp) : null
}

/** numerator / denominator rounded half-up (both non-negative). */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n)
}

/** Tax on a net amount: net × rate. */
export function taxOnNet(netCents: bigint, rateBp: bigint): bigint {
  return divideHalfUp(netCents * rateBp, 10_000n)
}

/** Tax contained in a gross amount: gross × rate / (100 % + rate). 1,100 at 10 % holds 100. */
export function taxInGross(grossCents: bigint, rateBp: bigint): bigint {
  return divideHalfUp(grossCents * rateBp, 10_000n + rateBp)
}

export interface VatInput {
  /** Taxable sales as typed. */
  sales: string
  /** Whether the sales figure already includes the tax. */
  salesBasis: AmountBasis
  /** Purchases as typed: the net base of deductible input tax. */
  purchases: string
  /** Percentage, e.g. 19 or 5.5. */
  rate: number
}

export interface VatResult {
  rateBp: bigint
  salesNet: bigint
  salesGross: bigint
  outputTax: bigint
  purchasesNet: bigint
  inputTax: bigint
  /** Output tax minus input tax; negative means a refund or credit. */
  taxDue: bigint
}

export type VatErrors = Partial<{ sales: AmountProblem; purchases: AmountProblem; rate: RateProblem }>

export type VatOutcome = { ok: true; result: VatResult } | { ok: false; errors: VatErrors }

export function calculateVat(input: VatInput): VatOutcome {
  const sales = parseAmount(input.sales)
  const purchases = parseAmount(input.purchases)
  const rateBp = rateToBasisPoints(input.rate)
  const errors: VatErrors = {}
  if (!sales.ok) errors.sales = sales.problem
  if (!purchases.ok) errors.purchases = purchases.problem
  if (rateBp === null) errors.rate = 'invalidRate'
  if (!sales.ok || !purchases.ok || rateBp === null) return { ok: false, errors }

  const outputTax = input.salesBasis === 'gross' ? taxInGross(sales.cents, rateBp) : taxOnNet(sales.cents, rateBp)
  const salesNet = input.salesBasis === 'gross' ? sales.cents - outputTax : sales.cents
  const inputTax = taxOnNet(purchases.cents, rateBp)
  return {
    ok: true,
    result: { rateBp, salesNet, salesGross: salesNet + outputTax, outputTax, purchasesNet: purchases.cents, inputTax, taxDue: outputTax - inputTax },
  }
}

/** Cents as a grouped decimal with 2 places: 123456789n → "1,234,567.89", -5n → "-0.05". */
export function formatCents(cents: bigint): string {
  const negative = cents < 0n
  const abs = negative ? -cents : cents
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const fraction = (abs % 100n).toString().padStart(2, '0')
  return `${negative ? '-' : ''}${whole}.${fraction}`
}
