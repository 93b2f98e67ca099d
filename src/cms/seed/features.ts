import type { CollectionSlug, Payload } from 'payload'
import { BRAND_ROUTES, type BrandKey, type Locale } from '@/brands/registry'
import { seedTaxRates } from './content/tax-rates'
import {
  featurePages,
  loadCaseStudies,
  loadFeaturesManifest,
  loadHelp,
  loadNews,
  loadPartners,
  loadQa,
  loadVideoCourses,
  type FeaturesManifest,
  type NewsArticleSeed,
} from './feature-content'
import { FEATURE_PAGE_SECTIONS, type FeaturePageSection } from './feature-schemas'
import type { PageSeed } from './types'
import { createLocalized } from './write'

type Doc = Record<string, unknown>

async function brandIdOf(payload: Payload, key: BrandKey): Promise<number | string> {
  const { docs } = await payload.find({ collection: 'brands', where: { key: { equals: key } }, limit: 1, depth: 0 })
  if (!docs[0]) throw new Error(`Seed: brand ${key} missing`)
  return docs[0].id
}

/** Everything the features write for one brand, read from its files and checked. */
function loadBrandFeatures(manifest: FeaturesManifest, brand: BrandKey) {
  const pages = Object.fromEntries(FEATURE_PAGE_SECTIONS.map((section) => [section, featurePages(manifest, brand, section)])) as Record<FeaturePageSection, PageSeed[]>
  return {
    brand,
    pages,
    help: loadHelp(brand),
    qa: loadQa(brand),
    news: loadNews(brand),
    courses: loadVideoCourses(brand),
    partners: loadPartners(brand),
    caseStudies: loadCaseStudies(brand),
  }
}

/** The languages a brand's feature content is written in: Chinese first, then the brand's others (de, ko). */
function contentLocales(brand: BrandKey): Locale[] {
  return ['cn', 'en', ...BRAND_ROUTES[brand].locales.filter((l) => l !== 'cn' && l !== 'en')]
}

async function seedArticles(payload: Payload, brand: BrandKey, articles: NewsArticleSeed[]): Promise<void> {
  const brandId = await brandIdOf(payload, brand)
  for (const { category, publishedAt, featured, hot, ...texts } of articles) {
    await createLocalized(payload, 'articles', texts, contentLocales(brand), { brand: brandId, category, publishedAt, featured: !!featured, hot: !!hot, _status: 'published' })
  }
}

/**
 * Writes one brand's feature content: the compliance, contact and price pages, the help
 * centre (categories, then manuals and FAQ answers, then its pages), the Q&A, news, video
 * courses, partners with the about and partner-programme pages, and the case studies.
 */
async function seedBrandFeatures(payload: Payload, content: ReturnType<typeof loadBrandFeatures>): Promise<void> {
  const brandId = await brandIdOf(payload, content.brand)
  const locales = contentLocales(content.brand)
  const create = (collection: CollectionSlug, seed: unknown, extra: Doc = {}) => createLocalized(payload, collection, seed, locales, { ...extra, brand: brandId })
  const pages = async (section: FeaturePageSection) => {
    for (const page of content.pages[section]) await createLocalized(payload, 'pages', page, locales, { brand: brandId, _status: 'published' })
  }

  await pages('compliance')
  await pages('contact')
  await pages('pricing')

  const categoryIds = new Map<string, number | string>()
  for (const [i, { key, icon, name, description }] of content.help.categories.entries()) {
    categoryIds.set(key, await create('help-categories', { name, description }, { icon, sort: (i + 1) * 10 }))
  }
  for (const { kind, category, sort, ...texts } of content.help.articles) {
    await create('help-articles', texts, { kind, category: categoryIds.get(category), sort })
  }
  await pages('help')

  for (const { qaType, sort, ...texts } of content.qa) await create('qa-entries', texts, { qaType, sort })
  await pages('qa')

  await pages('news')
  await seedArticles(payload, content.brand, content.news)

  await pages('videos')
  for (const [i, { videoUrl, durationSeconds, ...course }] of content.courses.entries()) {
    await create('video-courses', course, { videoUrl, durationSeconds, autoplay: false, enabled: true, sort: (i + 1) * 10 })
  }

  for (const { kind, friendId, sort, website, channelNo, ...texts } of content.partners) {
    await create('partners', texts, { kind, friendId, sort, website, channelNo, enabled: true })
  }
  await pages('about')

  for (const study of content.caseStudies) await create('case-studies', study)
}

/**
 * The content of the site's features: the tax rates, then for each brand of
 * content/features.yaml its own feature files. Every brand's files are read and checked
 * before the first of them is written, so a broken file stops the seed before it starts.
 */
export async function seedFeatureContent(payload: Payload): Promise<void> {
  const manifest = loadFeaturesManifest()
  const brands = manifest.brands.map((brand) => loadBrandFeatures(manifest, brand))
  const articleBrands = manifest.articleBrands.map((brand) => ({ brand, articles: loadNews(brand) }))
  const caseStudyBrands = manifest.caseStudyBrands.map((brand) => ({ brand, studies: loadCaseStudies(brand) }))
  await seedTaxRates(payload)
  for (const content of brands) await seedBrandFeatures(payload, content)
  for (const { brand, articles } of articleBrands) await seedArticles(payload, brand, articles)
  for (const { brand, studies } of caseStudyBrands) {
    const brandId = await brandIdOf(payload, brand)
    for (const study of studies) await createLocalized(payload, 'case-studies', study, contentLocales(brand), { brand: brandId })
  }
}
