import { createTranslator } from 'next-intl'
import type { Locale } from '@/brands/registry'
import cn from '@/i18n/messages/cn/tracker.json'
import de from '@/i18n/messages/de/tracker.json'
import en from '@/i18n/messages/en/tracker.json'
import ko from '@/i18n/messages/ko/tracker.json'

const MESSAGES: Record<Locale, typeof en> = { cn, en, de, ko }

/**
 * The texts "My compliance" produces on the server (refusals, file columns, reminder mails),
 * in the merchant's language. Kept apart from the page's `workbench` messages because no
 * browser needs them.
 */
export function trackerTranslator(locale: Locale) {
  return createTranslator({ locale, messages: { tracker: MESSAGES[locale] ?? en }, namespace: 'tracker' })
}

export type TrackerTranslator = ReturnType<typeof trackerTranslator>
