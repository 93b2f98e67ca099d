/**
 * How a price and its billing unit read together. The price list writes each unit with its
 * currency ("元/年", "CNY / year", "CNY, one-off") while the table already puts the currency
 * before the amount ("¥", "CNY "): shown side by side the currency would appear twice
 * ("¥4,999.00 元/年"). Here the unit's currency word gives way to the amount, so the price
 * reads "¥4,999.00/年" or "CNY 4,999.00 / year", and the unit alone reads "年" or "year".
 */
import { formatMoney } from '@/lib/money'

/** A currency word or mark at the start of a unit, and the separator after it. */
const LEADING_CURRENCY = /^\s*(?:人民币|元|CN¥|RMB|CNY|¥|￥)\s*(?=[/,，、]|$)/i
const SEPARATOR = /^[/,，、]\s*/

/** The unit without its currency: "元/年" → "年", "CNY / year" → "year", "CNY, one-off" → "one-off". */
export function bareUnit(priceUnit: string): string {
  return priceUnit.replace(LEADING_CURRENCY, '').replace(SEPARATOR, '').trim()
}

/**
 * What follows the amount: "/年", " / year", ", one-off"; empty when the unit is only a
 * currency or missing. A unit an editor wrote without a currency ("年", "year") is joined with
 * a slash too.
 */
export function unitSuffix(priceUnit: string): string {
  const trimmed = priceUnit.trim()
  const rest = trimmed.replace(LEADING_CURRENCY, '')
  const unit = bareUnit(trimmed)
  if (!unit) return ''
  const separator = SEPARATOR.exec(rest)?.[0]?.trim() ?? '/'
  const latin = /^[\x20-\x7e]/.test(unit)
  if (separator === '/' || separator === '、') return latin ? ` / ${unit}` : `/${unit}`
  return latin ? `, ${unit}` : `，${unit}`
}

/** The amount with one currency mark and its unit: "¥4,999.00/年", "CNY 4,999.00 / year". */
export function priceWithUnit(value: number, currency: string, priceUnit: string): string {
  return `${formatMoney(value, currency)}${unitSuffix(priceUnit)}`
}
