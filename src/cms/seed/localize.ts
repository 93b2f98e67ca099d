import crypto from 'node:crypto'
import type { Locale } from '@/brands/registry'
import { markdownToLexical } from '@/lib/rich-text/lexical'
import type { L, RichTextSeed } from './types'

const LOCALE_KEYS = new Set(['cn', 'en', 'de', 'ko'])

export function isLocalized(value: unknown): value is L {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false
  const keys = Object.keys(value)
  return keys.length > 0 && keys.every((k) => LOCALE_KEYS.has(k)) && typeof (value as L).cn === 'string' && typeof (value as L).en === 'string'
}

/** A stable row id, so array rows and blocks line up across the locales of one document. */
function rowId(path: string): string {
  return crypto.createHash('sha1').update(path).digest('hex').slice(0, 24)
}

/**
 * Turns seed data (texts as {cn, en, ...}) into the document for one locale. Rows of
 * arrays and blocks get ids derived from their position so every locale's update
 * writes into the same rows.
 */
export function forLocale<T>(value: T, locale: Locale, path = 'root'): unknown {
  if (isRichTextSeed(value)) return markdownToLexical(value.$richText[locale] ?? value.$richText.en)
  if (isLocalized(value)) return value[locale] ?? value.en
  if (Array.isArray(value)) {
    return value.map((item, i) => {
      const itemPath = `${path}.${i}`
      const mapped = forLocale(item, locale, itemPath)
      return mapped && typeof mapped === 'object' && !Array.isArray(mapped) ? { id: rowId(itemPath), ...mapped } : mapped
    })
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, forLocale(v, locale, `${path}.${k}`)]))
  }
  return value
}

/** Rich text in seed data (`{$richText: {cn, en}}`): Markdown per locale, stored as Lexical. */
function isRichTextSeed(value: unknown): value is RichTextSeed {
  return !!value && typeof value === 'object' && '$richText' in value
}
