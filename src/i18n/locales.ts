import type { Locale } from '@/brands/registry'

/** BCP 47 tags for <html lang> and Accept-Language; route and cookie use the short codes. */
export const HTML_LANG: Record<Locale, string> = { cn: 'zh-CN', en: 'en', de: 'de', ko: 'ko' }

/** Each language's own name, for the language switcher. */
export const LOCALE_NAMES: Record<Locale, string> = { cn: '中文', en: 'English', de: 'Deutsch', ko: '한국어' }

/** Maps an Accept-Language header to a site locale among those allowed. */
export function localeFromAcceptLanguage(header: string | null | undefined, allowed: readonly Locale[]): Locale | undefined {
  if (!header) return undefined
  for (const part of header.split(',')) {
    const primary = part.split(';')[0]?.trim().toLowerCase().split('-')[0]
    const locale = primary === 'zh' || primary === 'cn' ? 'cn' : primary
    if (locale && (allowed as readonly string[]).includes(locale)) return locale as Locale
  }
  return undefined
}
