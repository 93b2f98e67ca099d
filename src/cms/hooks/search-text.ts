import type { CollectionBeforeChangeHook } from 'payload'
import { buildSearchText } from '@/services/help/search'

/**
 * Derives the hidden `searchText` field on every save, per locale, from the entry's
 * texts and rich-text body (services/help/search.ts searches it). A partial update
 * carries only the changed fields, so they are laid over the stored document first.
 */
export function deriveSearchText(textFields: string[], richTextFields: string[]): CollectionBeforeChangeHook {
  return ({ data, originalDoc }) => {
    const merged: Record<string, unknown> = { ...(originalDoc ?? {}), ...data }
    const texts = textFields.map((name) => (typeof merged[name] === 'string' ? (merged[name] as string) : null))
    data.searchText = buildSearchText(texts, richTextFields.map((name) => merged[name]))
    return data
  }
}
