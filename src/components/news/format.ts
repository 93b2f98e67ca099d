import type { Locale } from '@/brands/registry'

const DATE_LOCALES: Record<Locale, string> = { cn: 'zh-CN', en: 'en-GB', de: 'de-DE', ko: 'ko-KR' }

/** "2025年8月20日" / "20 August 2025": publication dates in the reader's language, China time. */
export function formatNewsDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], { dateStyle: 'long', timeZone: 'Asia/Shanghai' }).format(new Date(iso))
}
