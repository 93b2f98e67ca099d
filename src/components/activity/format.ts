import type { Locale } from '@/brands/registry'
import { siteFormatter } from '@/i18n/format'

/** A price in yuan in the page's language: ¥4,999 on Chinese pages, CN¥4,999 on English ones; cents only when there are any. */
export function formatPrice(value: number, locale: Locale): string {
  return siteFormatter(locale).number(value, { style: 'currency', currency: 'CNY', minimumFractionDigits: 0, maximumFractionDigits: 2 })
}
