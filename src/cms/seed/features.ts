import type { CollectionSlug, Payload } from 'payload'
import type { BrandKey } from '@/brands/registry'
import { CASE_STUDIES_SEED } from './content/case-studies'
import { COMPLIANCE_PAGES } from './content/compliance-pages'
import { CONTACT_PAGES } from './content/contact'
import { seedHelp } from './content/help'
import { seedNews } from './content/news'
import { seedPartners } from './content/partners'
import { seedPricing } from './content/pricing'
import { seedQa } from './content/qa'
import { seedTaxRates } from './content/tax-rates'
import { seedVideos } from './content/videos'
import { rebrandSeed } from './localize'
import type { PageSeed } from './types'
import { createLocalized } from './write'

type Doc = Record<string, unknown>

/** What a feature's seed function gets: the brand it writes for and a cn+en writer. */
export interface FeatureSeedWriter {
  brand: 'lz' | 'hb'
  brandId: number | string
  payload: Payload
  /** Creates a document in cn and en for this brand; hb gets lz's texts rebranded. */
  create(collection: CollectionSlug, seed: unknown, extra?: Doc): Promise<number | string>
  /** Creates published CMS pages for this brand. */
  pages(pages: PageSeed[]): Promise<void>
}

export type FeatureSeeder = (w: FeatureSeedWriter) => Promise<void>

/** The compliance page set (issue 5), written for lz and again, rebranded, for hb. */
const COMPLIANCE_BRANDS = ['lz', 'hb'] as const

const featureSeeders: FeatureSeeder[] = [
  (w) => w.pages(COMPLIANCE_PAGES),
  (w) => w.pages(CONTACT_PAGES),
  seedPricing,
  seedHelp,
  seedQa,
  seedNews,
  seedVideos,
  seedPartners,
  async (w) => {
    for (const study of CASE_STUDIES_SEED) await w.create('case-studies', study)
  },
]

async function brandIdOf(payload: Payload, key: BrandKey): Promise<number | string> {
  const { docs } = await payload.find({ collection: 'brands', where: { key: { equals: key } }, limit: 1, depth: 0 })
  if (!docs[0]) throw new Error(`Seed: brand ${key} missing`)
  return docs[0].id
}

export async function seedFeatureContent(payload: Payload): Promise<void> {
  await seedTaxRates(payload)
  for (const brand of COMPLIANCE_BRANDS) {
    const brandId = await brandIdOf(payload, brand)
    const adapt = <T>(value: T): T => (brand === 'hb' ? rebrandSeed(value, 'hb') : value)
    const writer: FeatureSeedWriter = {
      brand,
      brandId,
      payload,
      create: (collection, seed, extra = {}) => createLocalized(payload, collection, adapt(seed), ['cn', 'en'], { ...adapt(extra), brand: brandId }),
      pages: async (pages) => {
        for (const page of pages) await createLocalized(payload, 'pages', adapt(page), ['cn', 'en'], { brand: brandId, _status: 'published' })
      },
    }
    for (const seeder of featureSeeders) await seeder(writer)
  }
}
