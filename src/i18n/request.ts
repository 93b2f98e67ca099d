import { getRequestConfig } from 'next-intl/server'
import { isLocale, type Locale } from '@/brands/registry'
import { FORMATS, TIME_ZONE } from './format'

/**
 * One JSON file per namespace and locale (messages/{locale}/{namespace}.json), so each
 * feature owns its texts. A namespace a locale lacks falls back to English.
 */
export const NAMESPACES = ['common', 'header', 'footer', 'error', 'home', 'workbench', 'panel', 'report', 'buyingGuide', 'pricing', 'calculator', 'help', 'qa', 'news', 'school', 'videos', 'about', 'contact', 'search', 'markSearch', 'classSearch', 'corporate', 'jurisdiction', 'campaigns', 'activity'] as const

async function load(locale: Locale, namespace: string): Promise<Record<string, unknown>> {
  try {
    return (await import(`./messages/${locale}/${namespace}.json`)).default
  } catch {
    return locale === 'en' ? {} : load('en', namespace)
  }
}

export async function loadMessages(locale: Locale): Promise<Record<string, Record<string, unknown>>> {
  const entries = await Promise.all(NAMESPACES.map(async (ns) => [ns, await load(locale, ns)] as const))
  return Object.fromEntries(entries)
}

/**
 * next-intl: the locale comes from the /s/{brand}/{locale} segment set by the proxy. The
 * named formats and time zone are the site's (./format); dates are formatted through
 * `siteFormatter`, since this locale is the site key (`cn`), not an Intl locale.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale: Locale = isLocale(requested) ? requested : 'cn'
  return { locale, messages: await loadMessages(locale), timeZone: TIME_ZONE, formats: FORMATS }
})
