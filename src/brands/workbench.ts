import type { BrandKey, Locale } from './registry'
import { localizeHref } from './links'

export type WorkbenchPoint = 'logins' | 'registers'

/**
 * Where login and register go: the brand's workbench URL from the CMS, or this
 * site's own /workbench pages, with pointType, intoWay=wwwNavGuide and the visitor's
 * current query parameters carried over.
 */
export function workbenchHref(
  workbenchUrl: string | null,
  brand: BrandKey,
  locale: Locale,
  point: WorkbenchPoint,
  currentQuery: string | URLSearchParams = '',
): string {
  const base = workbenchUrl || localizeHref(point === 'logins' ? '/workbench/login' : '/workbench/register', brand, locale)
  const url = new URL(base, 'http://placeholder.invalid')
  for (const [key, value] of new URLSearchParams(currentQuery)) if (key !== 'pointType' && key !== 'intoWay') url.searchParams.set(key, value)
  url.searchParams.set('pointType', point)
  url.searchParams.set('intoWay', 'wwwNavGuide')
  return url.origin === 'http://placeholder.invalid' ? `${url.pathname}${url.search}` : url.toString()
}

/** "Enter workbench" for a logged-in merchant: the configured workbench, or our account page. */
export function workbenchAccountHref(workbenchUrl: string | null, brand: BrandKey, locale: Locale): string {
  return workbenchUrl || localizeHref('/workbench/account', brand, locale)
}
