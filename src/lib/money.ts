/** A price with its currency sign and two decimals, grouped: ¥12,345.60. */
export function formatMoney(value: number, currency: string): string {
  return `${currency}${value.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
}
