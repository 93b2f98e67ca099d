import type { Locale } from './registry'

/**
 * The language version to offer a visitor of a brand that serves both Chinese and foreign
 * visitors (registry flag `languagePrompt`): English to a visitor abroad reading another
 * language, Chinese to a visitor in China reading another language, nothing otherwise or
 * when the brand does not publish that version.
 */
export function suggestedLocale({ foreign, shown, published }: { foreign: boolean; shown: Locale; published: readonly Locale[] }): Locale | null {
  const wanted: Locale = foreign ? 'en' : 'cn'
  return shown !== wanted && published.includes(wanted) ? wanted : null
}
