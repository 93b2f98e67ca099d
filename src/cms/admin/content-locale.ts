import type { TypedLocale } from 'payload'
import { LOCALES, type Locale } from '@/brands/registry'

/** The content language the admin is set to (its locale switcher), or Chinese, the default. */
export function contentLocaleOf(locale: { code?: string } | undefined): TypedLocale {
  const code = locale?.code
  return (LOCALES as readonly string[]).includes(code ?? '') ? (code as Locale) : 'cn'
}
