import Image from 'next/image'
import type { Locale } from '@/brands/registry'
import { getMedia, type MediaRef } from '@/services/content/media'

/**
 * An image an editor chose in the CMS, through Next's image component with its stored
 * width and height (nothing shifts as it loads). SVG artwork is served as it is; raster
 * files are resized to `sizes`. `decorative` images get an empty alt (the text beside them
 * says it all); otherwise the library's alternative text in the page's language.
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
  return (
    <Image
      src={image.url}
      width={image.width}
      height={image.height}
      alt={decorative ? '' : (alt ?? image.alt)}
      sizes={sizes}
      className={className}
      // The page's one preloaded image (IMAGE_PRELOAD_COUNT): the hero's; the rest load as they come near.
      preload={eager}
      loading={eager ? undefined : 'lazy'}
    />
  )
}
