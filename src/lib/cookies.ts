/** Cookie names and lifetimes shared by the proxy, the pages and the gateway. */
export const LOCALE_COOKIE = 'i18n_redirected'
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60
export const CHANNEL_COOKIES = ['channelCode', 'channelNo'] as const
export const LOGIN_COOKIE = 'loginCode'
/** HttpOnly: the reports this browser saved before logging in, claimed at sign-up or login. */
export const SURVEY_COOKIE = 'surveyReports'
export const SURVEY_COOKIE_MAX_AGE = 30 * 24 * 60 * 60
/**
 * Set (to the locale then shown) once the visitor has a language preference: after the
 * language prompt was considered, or after a switch in the language menu. While it is
 * absent the recycling and Korea brands may offer the other language version once.
 */
export const LANGUAGE_PREFERENCE_COOKIE = 'i18n_preference'
