import 'server-only'
import type { Where } from 'payload'
import { BRAND_ROUTES, type BrandKey } from '@/brands/registry'
import { listPartnerUpdates } from '../about/sitemap-list'
import { cachedRead } from '../cache'
import { isHiddenPath } from '../content/hidden-pages'
import { getNavigation } from '../content/navigation'
import { contentTag, sharedTag } from '../content/tags'
import { loadManuals } from '../help/store'
import { payloadClient } from '../payload'
import { listTaxRateUpdates } from '../tax/sitemap-list'
import { listCourseUpdates } from '../videos/sitemap-list'
import { sitemapSources, type SitemapContent, type SitemapSource } from './sitemap'

/**
 * What the sitemap lists for a brand (sitemapSources says which addresses): read once per
 * brand for all its languages (each page, article, answer, manual, course, partner and
 * tax-rate row is one document published in every language of the brand) and cached under
 * the tags of everything it reads, so a publish or an edit updates the sitemap.
 */

async function loadSitemapContent(brand: BrandKey): Promise<SitemapContent> {
  const payload = await payloadClient()
  const published: Where = { and: [{ 'brand.key': { equals: brand } }, { _status: { equals: 'published' } }] }
  const [pages, articles] = await Promise.all([
    payload.find({ collection: 'pages', where: published, depth: 0, pagination: false, draft: false, select: { slug: true, updatedAt: true } }),
    payload.find({ collection: 'articles', where: published, depth: 0, pagination: false, draft: false, sort: ['-publishedAt', '-id'], select: { category: true, publishedAt: true, updatedAt: true } }),
  ])
  // The other collections are read only for brands with the page that shows them.
  const slugs = new Set(pages.docs.map((p) => p.slug))
  const [answers, manuals, courses, partners, taxRates] = await Promise.all([
    slugs.has('complianceAnswer')
      ? payload.find({ collection: 'qa-entries', where: { and: [{ 'brand.key': { equals: brand } }, { enabled: { equals: true } }] }, depth: 0, pagination: false, sort: ['sort', 'id'], select: { qaType: true, updatedAt: true } })
      : null,
    slugs.has('operation') ? loadManuals(brand, BRAND_ROUTES[brand].defaultLocale) : null,
    slugs.has('videoDetail') ? listCourseUpdates(brand) : [],
    slugs.has('cooperative') ? listPartnerUpdates(brand) : [],
    slugs.has('calculate') ? listTaxRateUpdates() : [],
  ])
  return {
    pages: pages.docs.map((p) => ({ slug: p.slug, updatedAt: p.updatedAt ?? null })),
    articles: articles.docs.map((a) => ({ id: a.id, category: a.category, updatedAt: a.updatedAt ?? null, publishedAt: a.publishedAt ?? null })),
    qaEntries: (answers?.docs ?? []).map((a) => ({ id: a.id, qaType: a.qaType, updatedAt: a.updatedAt ?? null })),
    manuals: (manuals?.list ?? []).map((m) => ({ id: m.id, updatedAt: m.updatedAt ?? null })),
    courses,
    partners,
    taxRates,
  }
}

/** The cache tags of everything loadSitemapContent reads for a brand. */
export function sitemapTags(brand: BrandKey): string[] {
  return [
    ...(['pages', 'news', 'help', 'qa', 'videos', 'partners'] as const).map((area) => contentTag(area, brand)),
    sharedTag('tax-rates'),
  ]
}

export function getSitemapSources(brand: BrandKey): Promise<SitemapSource[]> {
  return cachedRead(['sitemap-sources', brand], sitemapTags(brand), async () => sitemapSources(brand, await loadSitemapContent(brand)))
}

/**
 * The sources the sitemap lists: all but those whose page an editor hid by switching off
 * its navigation entry (the route sends visitors home, see redirectIfHidden), read from the
 * brand's default-language navigation.
 */
export async function getVisibleSitemapSources(brand: BrandKey): Promise<SitemapSource[]> {
  const route = BRAND_ROUTES[brand]
  const [sources, navigation] = await Promise.all([getSitemapSources(brand), getNavigation(brand, route.defaultLocale)])
  const pathOf = (slug: string) => '/' + [...(route.prefix ? [route.prefix] : []), slug].join('/')
  return sources.filter((s) => !isHiddenPath(navigation, pathOf(s.page ?? s.slug)))
}
