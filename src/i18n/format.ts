import { createFormatter, type Formats } from 'next-intl'
import type { Locale } from '@/brands/registry'
import { TIME_ZONE } from './time-zone'

/**
 * Dates, numbers and lists shown to visitors, in the page's language.
 *
 * The site's locale keys are not all language tags: `cn` would make Intl fall back to
 * the runtime's own language, so `getFormatter()` and `useFormatter()` (which take
 * next-intl's locale, the site key) would write Chinese pages' dates in English. Format
 * through `siteFormatter(locale)` / `formatDate(...)` instead: the same next-intl
 * formatter, created for the Intl locale the site locale stands for. It needs no provider,
 * so server components and client islands use it alike.
 */

/**
 * The Intl locale of each site locale. English is British English, so dates read day
 * first ("20 August 2025"), as the site has always shown them. `<html lang>` keeps its own
 * tags (`HTML_LANG` in ./locales).
 */
export const INTL_LOCALES: Record<Locale, string> = { cn: 'zh-CN', en: 'en-GB', de: 'de-DE', ko: 'ko-KR' }

export function intlLocale(locale: Locale): string {
  return INTL_LOCALES[locale]
}

/** Every time on the site is China time (kept in ./time-zone, which client islands import without next-intl). */
export { TIME_ZONE }

/**
 * Named formats, defined once and also given to next-intl's request config:
 * `date` "2025年8月20日" / "20 August 2025"; `dateTime` adds the time, "… 15:30".
 */
export const FORMATS = {
  dateTime: {
    date: { dateStyle: 'long' },
    dateTime: { dateStyle: 'long', timeStyle: 'short' },
  },
} satisfies Formats

export type DateFormat = keyof typeof FORMATS.dateTime

declare module 'next-intl' {
  interface AppConfig {
    Formats: typeof FORMATS
  }
}

type SiteFormatter = ReturnType<typeof createFormatter>
const formatters = new Map<Locale, SiteFormatter>()

/** next-intl's formatter for a site locale: its Intl locale, China time, the named formats. */
export function siteFormatter(locale: Locale): SiteFormatter {
  let formatter = formatters.get(locale)
  if (!formatter) {
    formatter = createFormatter({ locale: intlLocale(locale), timeZone: TIME_ZONE, formats: FORMATS })
    formatters.set(locale, formatter)
  }
  return formatter
}

/** A stored date (ISO text or Date) in a named format; text that is no date is shown as it is. */
export function formatDate(value: string | Date, locale: Locale, format: DateFormat = 'date'): string {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return String(value)
  return siteFormatter(locale).dateTime(date, format)
}
