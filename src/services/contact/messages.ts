import { createTranslator } from 'next-intl'
import type { Locale } from '@/brands/registry'
import cn from '@/i18n/messages/cn/contact.json'
import en from '@/i18n/messages/en/contact.json'
import type { FieldProblem } from './rules'
import { CONTENT_MIN_LENGTH, MAX_LENGTH } from './rules'

/** The contact texts the gateway answers with: the same file the form shows. */
export function contactTranslator(locale: Locale) {
  const messages = locale === 'cn' ? cn : en
  return createTranslator({ locale, messages: { contact: messages }, namespace: 'contact' })
}

export type ContactTranslator = ReturnType<typeof contactTranslator>

/** "请填写邮箱" / "Please enter your Email": a problem with its field named. */
export function describeProblem(t: ContactTranslator, { field, problem }: FieldProblem): string {
  return t(`problems.${problem}`, { field: t(`fields.${field}`), max: MAX_LENGTH[field], min: CONTENT_MIN_LENGTH })
}
