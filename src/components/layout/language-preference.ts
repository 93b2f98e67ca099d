import type { Locale } from '@/brands/registry'
import { LANGUAGE_PREFERENCE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/lib/cookies'

/** Browser only. Saves the visitor's language preference for a year: the language menu and the language prompt. */
export function saveLanguagePreference(locale: Locale): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${LANGUAGE_PREFERENCE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`
}

/** Browser only. */
export function hasLanguagePreference(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${LANGUAGE_PREFERENCE_COOKIE}=`))
}
