import 'server-only'
import { BRAND_ROUTES, type BrandKey } from '@/brands/registry'
import { cachedRead } from '../cache'
import { isHiddenPath } from '../content/hidden-pages'
import { getNavigation } from '../content/navigation'
import { contentTag } from '../content/tags'
import type { Where } from 'payload'
import { payloadClient } from '../payload'
import { isSchoolCategory } from '../news/categories'
import { isNewsCategory, newsDetailPath, schoolArticlePath } from '../news/query'
import { helpPagePath } from '../help/help-route'
import { loadManuals } from '../help/store'
import { qaPagePath } from '../qa/qa-route'
import { isListablePage, type SitemapSource } from './sitemap'

/**
 * What the sitemap lists for a brand: every published CMS page with a public address of
 * its own, every published article at its detail address, and the help centre's manuals
 * and the compliance Q&A answers (enabled ones, on brands with those pages). Read once per brand (all
 * languages: pages and articles are one document each, published in every language of the
 * brand) and cached under the pages, news, help and qa tags, so a publish updates the sitemap.
 */

async function loadSitemapSources(brand: BrandKey): Promise<SitemapSource[]> {
  const payload = await payloadClient()
  const published: Where = { and: [{ 'brand.key': { equals: brand } }, { _status: { equals: 'published' } }] }
  const [pages, articles] = await Promise.all([
    payload.find({ collection: 'pages', where: published, depth: 0, pagination: false, draft: false, select: { slug: true, updatedAt: true } }),
    payload.find({ collection: 'articles', where: published, depth: 0, pagination: false, draft: false, sort: ['-publishedAt', '-id'], select: { category: true, publishedAt: true, updatedAt: true } }),
  ])
  const slugs = new Set(pages.docs.map((p) => p.slug))
  const route = BRAND_ROUTES[brand]
  const [answers, manuals] = await Promise.all([
    slugs.has('complianceAnswer')
      ? payload.find({ collection: 'qa-entries', where: { and: [{ 'brand.key': { equals: brand } }, { enabled: { equals: true } }] }, depth: 0, pagination: false, sort: ['sort', 'id'], select: { updatedAt: true } })
      : null,
    slugs.has('operation') ? loadManuals(brand, route.defaultLocale) : null,
  ])
  const out: SitemapSource[] = pages.docs.filter((p) => isListablePage(p.slug)).map((p) => ({ slug: p.slug, updatedAt: p.updatedAt ?? null }))
  for (const a of articles.docs) {
    const updatedAt = a.updatedAt ?? a.publishedAt ?? null
    // An article is listed where the brand shows it: news under its news page, knowledge-centre articles under the school.
    if (isNewsCategory(a.category) && slugs.has('news')) out.push({ slug: newsDetailPath(a.id, route), updatedAt })
    else if (isSchoolCategory(a.category) && slugs.has('xmsailSchool')) out.push({ slug: schoolArticlePath(a.category, a.id), updatedAt })
  }
  for (const m of manuals?.list ?? []) out.push({ slug: helpPagePath('tutorial', m.id), updatedAt: m.updatedAt ?? null })
  for (const a of answers?.docs ?? []) out.push({ slug: qaPagePath({ answerId: a.id }), updatedAt: a.updatedAt ?? null })
  return out
}

export function getSitemapSources(brand: BrandKey): Promise<SitemapSource[]> {
  return cachedRead(['sitemap-sources', brand], [contentTag('pages', brand), contentTag('news', brand), contentTag('help', brand), contentTag('qa', brand)], () => loadSitemapSources(brand))
}

/**
 * The sources the sitemap lists: all but the pages whose navigation entry an editor
 * switched off (those redirect to the home, see redirectIfHidden), read from the brand's
 * default-language navigation.
 */
export async function getVisibleSitemapSources(brand: BrandKey): Promise<SitemapSource[]> {
  const route = BRAND_ROUTES[brand]
  const [sources, navigation] = await Promise.all([getSitemapSources(brand), getNavigation(brand, route.defaultLocale)])
  return sources.filter((s) => !isHiddenPath(navigation, '/' + [...(route.prefix ? [route.prefix] : []), s.slug].join('/')))
}
