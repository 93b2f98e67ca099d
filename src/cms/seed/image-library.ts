import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { z } from 'zod'
import { LOCALES, type Locale } from '@/brands/registry'
import { loadDataFile } from '@/lib/content-files'
import { projectPath } from '@/lib/paths'
import { imageFile, localizedText } from './schemas'
import { seedContext } from './write'

/**
 * Image files the seed uploads to the CMS media library, each listed in an `images.yaml`
 * beside it with its alternative text:
 *
 *   content/campaigns/images/ + content/campaigns/images.yaml   campaign artwork
 *   content/images/<brand>/images.yaml (+ the files beside it)   the brand's page images
 *                                                                (hero illustrations, client
 *                                                                logos, portraits, offices)
 *
 * Content files name an image by its file name; the seed swaps the name for the media id.
 * All artwork was drawn for this project (SVG, brand colours of brand.yaml).
 */

export const imageSchema = z
  .object({
    file: imageFile,
    /** What the image shows, including any words written in it (read by screen readers). */
    alt: localizedText,
  })
  .strict()

export type ImageSeed = z.output<typeof imageSchema>

export const imagesFileSchema = z
  .array(imageSchema)
  .min(1)
  .superRefine((images, ctx) => {
    const seen = new Set<string>()
    images.forEach((image, i) => {
      if (seen.has(image.file)) ctx.addIssue({ code: 'custom', message: `${image.file} is listed twice`, path: [i, 'file'] })
      seen.add(image.file)
    })
  })

/** The images listed in `listFile`, each checked to exist in `folder`. */
export function loadImageList(listFile: string, folder: string): ImageSeed[] {
  return loadDataFile(
    listFile,
    imagesFileSchema.superRefine((list, ctx) => {
      list.forEach((image, i) => {
        if (!fs.existsSync(path.join(folder, image.file))) ctx.addIssue({ code: 'custom', message: `no such file beside ${path.basename(listFile)}: ${image.file}`, path: [i, 'file'] })
      })
    }),
  )
}

export const BRAND_IMAGES_FOLDER = 'content/images'

/** A brand's page images (content/images/<brand>/images.yaml); none when the brand has no folder. */
export function loadBrandImages(brand: string): { folder: string; images: ImageSeed[] } {
  const folder = projectPath(BRAND_IMAGES_FOLDER, brand)
  const listFile = path.join(folder, 'images.yaml')
  if (!fs.existsSync(/*turbopackIgnore: true*/ listFile)) return { folder, images: [] }
  return { folder, images: loadImageList(listFile, folder) }
}

const MIME_TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp' }

type Id = number | string

/** Uploads one image to the media library with its alternative text in every language it has (Chinese first). */
export async function uploadImage(payload: Payload, folder: string, image: ImageSeed): Promise<Id> {
  const data = fs.readFileSync(path.join(folder, image.file))
  const extension = path.extname(image.file).slice(1).toLowerCase()
  const created = await payload.create({
    collection: 'media',
    locale: 'cn',
    data: { alt: image.alt.cn },
    file: { data, mimetype: MIME_TYPES[extension]!, name: image.file, size: data.length },
    context: seedContext,
  })
  const others = LOCALES.filter((l): l is Exclude<Locale, 'cn'> => l !== 'cn' && !!image.alt[l])
  for (const locale of others) await payload.update({ collection: 'media', id: created.id, locale, data: { alt: image.alt[locale]! }, context: seedContext })
  return created.id
}

/** Field names under which page blocks name an image (hero image, logo, portrait). */
const IMAGE_KEYS = new Set(['image', 'logo', 'photo'])

/** Every image file a value (a page layout) names, with where. */
export function imageReferences(value: unknown, at: (string | number)[] = []): { path: (string | number)[]; file: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => imageReferences(item, [...at, i]))
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, inner]) =>
    IMAGE_KEYS.has(key) && typeof inner === 'string' ? [{ path: [...at, key], file: inner }] : imageReferences(inner, [...at, key]),
  )
}

/** The value with every image file name replaced by its media id (the loader checked each name exists). */
export function withImageIds<T>(value: T, ids: ReadonlyMap<string, Id>): T {
  if (Array.isArray(value)) return value.map((item) => withImageIds(item, ids)) as T
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, IMAGE_KEYS.has(key) && typeof inner === 'string' ? ids.get(inner) : withImageIds(inner, ids)]),
  ) as T
}
