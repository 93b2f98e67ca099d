import { randomUUID } from 'node:crypto'
import type { CollectionSlug, Payload } from 'payload'
import type { Locale } from '@/brands/registry'
import { forLocale } from './localize'

/** Seed writes skip cache revalidation: nothing is cached yet. */
export const seedContext = { disableRevalidate: true }

type Doc = Record<string, unknown>

/** Writes one document in the brand's first locale, then adds the other locales to it. */
export async function createLocalized(payload: Payload, collection: CollectionSlug, seed: unknown, locales: Locale[], extra: Doc = {}): Promise<number | string> {
  const [first, ...rest] = locales
  // Row ids are derived from this document's own key so they are unique table-wide yet
  // identical across the document's locales.
  const docKey = randomUUID()
  const created = await payload.create({
    collection,
    locale: first,
    data: { ...(forLocale(seed, first!, docKey) as Doc), ...extra } as never,
    context: seedContext,
    draft: false,
  })
  for (const locale of rest) {
    await payload.update({ collection, id: created.id, locale, data: { ...(forLocale(seed, locale, docKey) as Doc), ...extra } as never, context: seedContext })
  }
  return created.id
}
