import { getRequestConfig } from 'next-intl/server'
import { isLocale, type Locale } from '@/brands/registry'

/** next-intl: the locale comes from the /s/{brand}/{locale} segment set by the proxy. */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale: Locale = isLocale(requested) ? requested : 'cn'
  return {
    locale,
    messages: (await import(`./messages/${locale}.json`)).default,
    timeZone: 'Asia/Shanghai',
  }
})
