import type { Locale } from '@/brands/registry'
import type cn from '@/i18n/messages/cn/questionnaire.json'

export type QuestionnaireTexts = typeof cn

/**
 * The questionnaire's texts, fetched with its code when a visitor opens it, so pages
 * that never open it carry none of it. Languages without a file use English.
 */
export async function loadQuestionnaireTexts(locale: Locale): Promise<QuestionnaireTexts> {
  switch (locale) {
    case 'cn':
      return (await import('@/i18n/messages/cn/questionnaire.json')).default
    case 'de':
      return (await import('@/i18n/messages/de/questionnaire.json')).default as QuestionnaireTexts
    default:
      return (await import('@/i18n/messages/en/questionnaire.json')).default as QuestionnaireTexts
  }
}
