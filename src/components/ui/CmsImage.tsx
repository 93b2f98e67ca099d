import { getImageProps } from 'next/image'
import { preload } from 'react-dom'
import type { Locale } from '@/brands/registry'
import { getMedia, type MediaRef } from '@/services/content/media'

/**
 * An image an editor chose in the CMS, with its stored width and height (nothing shifts
 * as it loads). SVG artwork is served as it is; raster files are resized to `sizes` by
 * Next's image optimiser. `decorative` images get an empty alt (the text beside them says
 * it all); otherwise the library's alternative text in the page's language.
 *
 * A plain <img> from getImageProps, not the <Image> component: that one is a client
 * component, and its code (about 5 KB compressed) went to every page for images that
 * need no JavaScript at all.
 */
export async function CmsImage({
  media,
  locale,
  sizes,
  className,
  eager = false,
  decorative = false,
  alt,
}: {
  media: MediaRef
  locale: Locale
  sizes: string
  className?: string
  /** The hero's picture, above the fold on wide screens: preloaded, not loaded when scrolled near. */
  eager?: boolean
  decorative?: boolean
  /** Overrides the library's text (a logo is named by the block's own name field). */
  alt?: string
}) {
  const image = await getMedia(media, locale)
  if (!image) return null
  const { props } = getImageProps({
    src: image.url,
    width: image.width,
    height: image.height,
    alt: decorative ? '' : (alt ?? image.alt),
    sizes,
    className,
    // The page's one preloaded image (IMAGE_PRELOAD_COUNT): the hero's; the rest load as they come near.
    loading: eager ? 'eager' : 'lazy',
    fetchPriority: eager ? 'high' : undefined,
  })
  if (eager) preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' })
  return <img {...props} />
}
