import { isLocalized } from '@/cms/seed/localize'
import type { PageSeed } from '@/cms/seed/types'

/** Shared walkers for the page-seed tests: texts, strings and link targets of seed data. */

export const PLACEHOLDER = /\b(lorem|ipsum|todo|tbd|placeholder|coming soon)\b|敬请期待|待补充/i

export interface Text {
  path: string
  cn: string
  en: string
}

/** Every localized text ({cn, en}, or rich text Markdown per locale) in a value. */
export function localizedTexts(value: unknown, path: string): Text[] {
  if (!value || typeof value !== 'object') return []
  if ('$richText' in value) return localizedTexts((value as { $richText: unknown }).$richText, `${path}.$richText`)
  if (isLocalized(value)) return [{ path, cn: value.cn, en: value.en }]
  if (Array.isArray(value)) return value.flatMap((v, i) => localizedTexts(v, `${path}[${i}]`))
  return Object.entries(value).flatMap(([k, v]) => localizedTexts(v, `${path}.${k}`))
}

/** Every string anywhere in a value, with where it sits. */
export function allStrings(value: unknown, path: string): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }]
  if (Array.isArray(value)) return value.flatMap((v, i) => allStrings(v, `${path}[${i}]`))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => allStrings(v, `${path}.${k}`))
  return []
}

/** Every link target (action and card urls, Markdown links) in a page. */
export function linkTargets(page: PageSeed): string[] {
  const urls: string[] = []
  for (const { path, text } of allStrings(page.layout, 'layout')) {
    if (path.endsWith('.url')) urls.push(text)
    for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) urls.push(m[1]!)
  }
  return urls
}
