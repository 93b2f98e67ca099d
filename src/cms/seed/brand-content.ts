import fs from 'node:fs'
import { BRAND_KEYS, isBrandKey, type BrandKey } from '@/brands/registry'
import { loadDataFile } from '@/lib/content-files'
import { projectPath } from '@/lib/paths'
import { BRAND_IMAGES_FOLDER, imageReferences, loadBrandImages, type ImageSeed } from './image-library'
import { activityFile, activityReferences, loadBrandActivities, type ActivitySeed } from './activity-content'
import { brandSchema, footerSchema, navigationSchema, pageListSchema, pageSchema, servicesSchema } from './schemas'
import type { BrandContentSeed, PageSeed } from './types'

/**
 * The demo content of each brand, read from files:
 *
 *   content/brands/<brand>/brand.yaml        the brand's own fields (collection brands)
 *   content/brands/<brand>/navigation.yaml   navigation entries, children nested
 *   content/brands/<brand>/footer.yaml       footer groups
 *   content/brands/<brand>/services.yaml     services of the header's product search
 *   content/brands/<brand>/pages.yaml        the slugs of the brand's own pages, in writing order
 *   content/pages/<brand>/<slug>.yaml        one page; a slug with `/` is a sub-folder
 *                                            (practiceAreas/patent → practiceAreas/patent.yaml)
 *   content/activities/<brand>.yaml          the brand's activities (optional), which its
 *                                            pages' activity blocks name by key
 *   content/images/<brand>/images.yaml       the brand's page images (optional), which its
 *                                            pages' blocks name by file (image-library.ts)
 *
 * A brand is a folder of content/brands; its folder name is its key, which must have a
 * route entry (BRAND_ROUTES in src/brands/registry.ts) because routing lives in code.
 * content/pages/<brand>/ also holds the pages of the shared features (news, compliance
 * pages, trademark search ...), which their own seeders write; pages.yaml names the ones
 * written with the brand. Every file is checked against its schema (schemas.ts) when read,
 * and a mistake names the file, the field and the line.
 *
 * Nothing is read at import: the server imports the seed only when it seeds.
 */

export const BRANDS_FOLDER = 'content/brands'
export const PAGES_FOLDER = 'content/pages'

/** The file of a brand's page: `content/pages/mdt/practiceAreas/patent.yaml`. */
export function brandPageFile(brand: string, slug: string): string {
  return `${PAGES_FOLDER}/${brand}/${slug}.yaml`
}

/**
 * The brands that have content, in the registry's order (the order the seed writes them).
 * A folder whose name is no routed brand is refused: its pages could never be served.
 */
export function contentBrandKeys(): BrandKey[] {
  const folder = projectPath(BRANDS_FOLDER)
  if (!fs.existsSync(/*turbopackIgnore: true*/ folder)) return []
  const names = fs
    .readdirSync(/*turbopackIgnore: true*/ folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
  const unrouted = names.filter((name) => !isBrandKey(name))
  if (unrouted.length) {
    throw new Error(`${BRANDS_FOLDER}/${unrouted[0]}: brand "${unrouted[0]}" has no route entry; add it to BRAND_ROUTES in src/brands/registry.ts first`)
  }
  return BRAND_KEYS.filter((key) => names.includes(key))
}

/**
 * One page of a brand, checked; its `slug` must match the file's place, and every
 * activity its blocks name must be one of `activityKeys` (the brand's activities).
 */
export function loadBrandPage(brand: string, slug: string, activityKeys: ReadonlySet<string> = new Set(), imageFiles: ReadonlySet<string> = new Set()): PageSeed {
  const schema = pageSchema
    .refine((page) => page.slug === slug, { path: ['slug'], message: `expected "${slug}", the path of this file below ${PAGES_FOLDER}/${brand}/` })
    .superRefine((page, ctx) => {
      for (const { index, key } of activityReferences(page.layout)) {
        if (!activityKeys.has(key)) ctx.addIssue({ code: 'custom', path: ['layout', index, 'activity'], message: `no activity "${key}" in ${activityFile(brand)}` })
      }
      for (const { path, file } of imageReferences(page.layout, ['layout'])) {
        if (!imageFiles.has(file)) ctx.addIssue({ code: 'custom', path, message: `no image "${file}" in ${BRAND_IMAGES_FOLDER}/${brand}/images.yaml` })
      }
    })
  return loadDataFile(brandPageFile(brand, slug), schema)
}

/** What the seed writes for one brand: its content, its activities and its page images. */
export type BrandDemoContent = BrandContentSeed & { activities: ActivitySeed[]; images: { folder: string; images: ImageSeed[] } }

/** Everything the seed writes for one brand, read from its files and checked. */
export function loadBrandContent(key: BrandKey): BrandDemoContent {
  const folder = `${BRANDS_FOLDER}/${key}`
  const activities = loadBrandActivities(key)
  const activityKeys = new Set(activities.map((a) => a.key))
  const images = loadBrandImages(key)
  const imageFiles = new Set(images.images.map((image) => image.file))
  const brand = loadDataFile(
    `${folder}/brand.yaml`,
    brandSchema.refine((b) => b.key === key, { path: ['key'], message: `expected "${key}", the name of this brand's folder` }),
  )
  return {
    brand,
    navigation: loadDataFile(`${folder}/navigation.yaml`, navigationSchema),
    footer: loadDataFile(`${folder}/footer.yaml`, footerSchema),
    services: loadDataFile(`${folder}/services.yaml`, servicesSchema),
    pages: loadDataFile(`${folder}/pages.yaml`, pageListSchema).map((slug) => loadBrandPage(key, slug, activityKeys, imageFiles)),
    activities,
    images,
  }
}

/** The demo content of every brand that has a folder under content/brands. */
export function loadDemoContent(): BrandDemoContent[] {
  return contentBrandKeys().map(loadBrandContent)
}
