import type { Payload } from 'payload'
import type { Locale } from '@/brands/registry'
import { complianceRules } from '@/services/compliance/reference-data'
import { priceList } from '@/services/pricing/reference-data'
import { corporateJurisdictions, jurisdictionLabel } from '@/services/corporate/reference-data'
import { loadAgreements } from './content/agreements'
import type { ActivitySeed } from './activity-content'
import { loadDemoContent, type BrandDemoContent } from './brand-content'
import { seedCampaigns } from './campaigns'
import { seedFeatureContent } from './features'
import { uploadImage, withImageIds } from './image-library'
import { demoLogins } from './logins'
import { seedTrademarkFeatures } from './trademarks'
import type { NavSeed, PageSeed } from './types'
import { createLocalized, seedContext as context } from './write'

async function seedNavigation(payload: Payload, entries: NavSeed[], brandId: number | string, locales: Locale[], parent?: number | string) {
  for (const { children, ...entry } of entries) {
    const id = await createLocalized(payload, 'navigation-entries', entry, locales, { brand: brandId, ...(parent ? { parent } : {}) })
    if (children?.length) await seedNavigation(payload, children, brandId, locales, id)
  }
}

/**
 * Writes the brand's activities and answers each key's id: page blocks name an activity
 * by key in their files and by id in the CMS.
 */
async function seedActivities(payload: Payload, activities: ActivitySeed[], brandId: number | string, locales: Locale[]): Promise<Map<string, number | string>> {
  const ids = new Map<string, number | string>()
  for (const { key, kind, page, startsAt, endsAt, enabled, ...texts } of activities) {
    ids.set(key, await createLocalized(payload, 'activities', texts, locales, { brand: brandId, key, kind, page, startsAt, endsAt, enabled: enabled ?? true }))
  }
  return ids
}

/** The page with its blocks' activity keys replaced by the activities' ids (the loader made sure every key exists). */
function withActivityIds(page: PageSeed, ids: ReadonlyMap<string, number | string>): PageSeed {
  const layout = page.layout.map((block) => ('activity' in block && typeof block.activity === 'string' ? { ...block, activity: ids.get(block.activity) } : block))
  return { ...page, layout } as PageSeed
}

export async function seedBrand(payload: Payload, content: BrandDemoContent): Promise<void> {
  const { brand, navigation, footer, services, pages, activities, images } = content
  // Write the default locale first so fallbacks point at a complete text.
  const locales = [brand.defaultLocale, ...brand.locales.filter((l) => l !== brand.defaultLocale)]
  const { domains, locales: publishedLocales, ...brandFields } = brand
  const brandId = await createLocalized(payload, 'brands', brandFields, locales, {
    domains: domains.map((host) => ({ host })),
    publishedLocales,
    flags: { recycling: false, lawFirm: false, th: false, languageSwitcher: true, ...brand.flags },
  })
  await seedNavigation(payload, navigation, brandId, locales)
  for (const group of footer) await createLocalized(payload, 'footer-groups', group, locales, { brand: brandId })
  for (const service of services) await createLocalized(payload, 'services', service, locales, { brand: brandId })
  // Activities first: the pages' activity blocks point at them.
  const activityIds = await seedActivities(payload, activities, brandId, locales)
  // Images too: blocks name them by file in their files and by media id in the CMS.
  const imageIds = new Map<string, number | string>()
  for (const image of images.images) imageIds.set(image.file, await uploadImage(payload, images.folder, image))
  for (const page of pages) await createLocalized(payload, 'pages', withImageIds(withActivityIds(page, activityIds), imageIds), locales, { brand: brandId, _status: 'published' })
}

/**
 * Writes the demo content into an empty database: every brand of content/brands (brand
 * fields, navigation, footer, services, its pages; see brand-content.ts), then the shared
 * data and the features' content, then the demo logins. The brands' files are all read and
 * checked before the first write (a brand folder without a route entry is refused there),
 * so a broken brand file stops the seed before it writes anything.
 */
export async function seedDemoContent(payload: Payload): Promise<void> {
  const brands = loadDemoContent()
  for (const content of brands) await seedBrand(payload, content)
  for (const { kind, version, publishedAt, ...texts } of loadAgreements()) {
    await createLocalized(payload, 'agreements', texts, ['cn', 'en'], { kind, version, publishedAt })
  }
  for (const { key, jurisdictions, match, conditions, category, phase, service, sort, ...texts } of complianceRules()) {
    await createLocalized(payload, 'compliance-rules', texts, ['cn', 'en', 'de'], { key, jurisdictions, match, conditions, category, phase, service: service ?? {}, sort, enabled: true })
  }
  for (const { productName, priceUnit, ...fields } of priceList()) {
    await createLocalized(payload, 'price-list', { productName, priceUnit }, ['cn', 'en'], { ...fields, enabled: true })
  }
  for (const [i, facts] of corporateJurisdictions().entries()) {
    await payload.create({ collection: 'corporate-jurisdictions', data: { label: jurisdictionLabel(facts), facts, sort: (i + 1) * 10, enabled: true }, context })
  }
  await seedFeatureContent(payload)
  await seedCampaigns(payload)
  await seedTrademarkFeatures(payload)
  const logins = demoLogins()
  await payload.create({ collection: 'users', data: { ...logins.admin, name: 'Site administrator', role: 'admin' }, context })
  const { docs } = await payload.find({ collection: 'brands', where: { key: { equals: 'mdt' } }, limit: 1, depth: 0 })
  await payload.create({
    collection: 'users',
    data: { ...logins.mdtEditor, name: 'Meridian IP editor', role: 'editor', brands: docs.map((d) => d.id) },
    context,
  })
}
