import 'server-only'
import type { Locale } from '@/brands/registry'
import type { Media } from '@/payload-types'
import { cachedRead } from '../cache'
import { payloadClient } from '../payload'
import { sharedTag } from './tags'

/** An image of the media library as a page shows it: its address, size and alternative text. */
export interface MediaView {
  url: string
  alt: string
  width: number
  height: number
}

/** What a block's upload field holds: the media id (pages are read at depth 0) or, populated, the document. */
export type MediaRef = number | string | Media | null | undefined

export function mediaView(doc: Media | null | undefined): MediaView | null {
  // Without its size an image would shift the page as it loads: such a file is not shown.
  if (!doc?.url || !doc.width || !doc.height) return null
  return { url: doc.url, alt: doc.alt ?? '', width: doc.width, height: doc.height }
}

export async function loadMedia(id: number | string, locale: Locale): Promise<MediaView | null> {
  const payload = await payloadClient()
  const doc = await payload.findByID({ collection: 'media', id, locale, depth: 0, disableErrors: true }).catch(() => null)
  return mediaView(doc as Media | null)
}

/** One image of the library, cached until any media document changes. */
export function getMedia(ref: MediaRef, locale: Locale): Promise<MediaView | null> {
  if (ref === null || ref === undefined || ref === '') return Promise.resolve(null)
  if (typeof ref === 'object') return Promise.resolve(mediaView(ref))
  return cachedRead(['media', String(ref), locale], [sharedTag('media')], () => loadMedia(ref, locale))
}
