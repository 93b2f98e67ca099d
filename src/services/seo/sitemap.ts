import { BRAND_ROUTES, type BrandKey } from '@/brands/registry'
import { helpPagePath } from '../help/help-route'
import { INSIGHT_CATEGORY, NEWS_CATEGORIES, SCHOOL_CATEGORIES } from '../news/categories'
import { INSIGHT_PATH, NEWS_PAGE_SIZE, SCHOOL_ARTICLE_SLUG, SCHOOL_PAGE_SIZE, insightListPath, newsDetailPath, newsListPath, pageCount, schoolArticlePath, schoolListPath, schoolPageSlug } from '../news/query'
import { QA_PAGE_SIZE, qaPagePath } from '../qa/qa-route'
import { QA_TYPES } from '../qa/qa-types'
import { absoluteUrl, languageAlternates, pagePath } from './urls'

/**
 * robots.txt and sitemap.xml as text: pure builders, so their rules are unit-tested.
 */

/**
 * Paths search engines are asked to leave alone: the CMS, the APIs, the preview and the
 * account pages, which also live below a language or brand prefix (`/en/workbench/login`,
 * `/lz/workbench/account`): `*` matches any path for the major crawlers.
 */
export const DISALLOWED_PATHS = ['/admin', '/api', '/gateway', '/cms-preview', '/workbench', '/*/workbench'] as const

export function robotsTxt(sitemapUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`), '', `Sitemap: ${sitemapUrl}`, ''].join('\n')
}

export interface SitemapEntry {
  /** Absolute URL of this language version. */
  url: string
  /** ISO date-time of the last change, when known. */
  lastModified?: string | null
  /** hreflang code -> absolute URL of every language version (this one included) and x-default. */
  alternates?: Record<string, string>
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
}

/** A W3C date-time (what <lastmod> takes), or null for an unreadable date. */
function lastmodOf(value: string | null | undefined): string | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/** Each URL once, the first entry winning. */
function uniqueEntries(entries: readonly SitemapEntry[]): SitemapEntry[] {
  const seen = new Set<string>()
  return entries.filter((entry) => {
    if (seen.has(entry.url)) return false
    seen.add(entry.url)
    return true
  })
}

/** The sitemap of `entries`, each URL once (the first entry wins), with its language alternates. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const rows: string[] = []
  for (const entry of uniqueEntries(entries)) {
    const lines = [`    <loc>${escapeXml(entry.url)}</loc>`]
    const lastmod = lastmodOf(entry.lastModified)
    if (lastmod) lines.push(`    <lastmod>${lastmod}</lastmod>`)
    for (const [lang, href] of Object.entries(entry.alternates ?? {})) {
      lines.push(`    <xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(href)}"/>`)
    }
    rows.push(`  <url>\n${lines.join('\n')}\n  </url>`)
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...rows,
    '</urlset>',
    '',
  ].join('\n')
}

/** The most URLs one sitemap file may hold (sitemaps.org); a longer list is split behind an index. */
export const MAX_SITEMAP_URLS = 50_000

/**
 * The answer to /sitemap.xml (`part` null) or /sitemap.xml?part=n: up to MAX_SITEMAP_URLS
 * URLs, the whole list in one file; beyond that the bare address is a sitemap index naming
 * each part (with the newest lastmod of its URLs) and each part holds its slice. Null for a
 * part that does not exist (a 404). `limit` is for tests.
 */
export function sitemapDocument(entries: readonly SitemapEntry[], sitemapUrl: string, part: string | null, limit = MAX_SITEMAP_URLS): string | null {
  const unique = uniqueEntries(entries)
  const parts = Math.max(1, Math.ceil(unique.length / limit))
  if (part === null) {
    if (parts === 1) return sitemapXml(unique)
    const rows = Array.from({ length: parts }, (_, i) => {
      const lastmod = lastmodOf(latest(unique.slice(i * limit, (i + 1) * limit).map((e) => e.lastModified)))
      return ['  <sitemap>', `    <loc>${escapeXml(`${sitemapUrl}?part=${i + 1}`)}</loc>`, ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []), '  </sitemap>'].join('\n')
    })
    return ['<?xml version="1.0" encoding="UTF-8"?>', '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...rows, '</sitemapindex>', ''].join('\n')
  }
  if (!/^[1-9]\d{0,5}$/.test(part) || Number(part) > parts) return null
  const n = Number(part)
  return sitemapXml(unique.slice((n - 1) * limit, n * limit))
}

export interface SitemapSource {
  /** Path below the brand prefix (`homes` is the home), listed in every language of the brand. */
  slug: string
  updatedAt: string | null
  /**
   * The CMS page the route renders this address on (`cooperative` for a partner page): an
   * editor who disables its navigation entry sends its visitors home, so it leaves the
   * sitemap with them. The slug itself when not given.
   */
  page?: string
}

/**
 * What the CMS holds for a brand, as the sitemap needs it (read by seo/entries.ts): its
 * published pages and articles, and the enabled Q&A answers, manuals, courses, partners and
 * tax-rate rows. Each is one document published in every language of the brand.
 */
export interface SitemapContent {
  pages: readonly { slug: string; updatedAt?: string | null }[]
  articles: readonly { id: number; category: string; updatedAt?: string | null; publishedAt?: string | null }[]
  qaEntries: readonly { id: number; qaType: string; updatedAt?: string | null }[]
  manuals: readonly { id: number; updatedAt?: string | null }[]
  courses: readonly { uid: string; updatedAt?: string | null }[]
  partners: readonly { friendId: string; updatedAt?: string | null }[]
  taxRates: readonly { country: number; updatedAt?: string | null }[]
}

/** The latest of some ISO dates (null when none is known): when a list of them last changed. */
function latest(dates: readonly (string | null | undefined)[]): string | null {
  let best: string | null = null
  let bestTime = -Infinity
  for (const date of dates) {
    const time = date ? new Date(date).getTime() : NaN
    if (!Number.isNaN(time) && time > bestTime) [best, bestTime] = [date!, time]
  }
  return best
}

/**
 * Pages 2..n of a list of `count` items (page 1 is the list's own address, listed apart).
 * The site's lists page through path segments (/news/policy/2), each page its own cached
 * URL whose canonical is itself, linked from the pager: crawlable pages, so they are listed.
 */
function laterPages(count: number, pageSize: number): number[] {
  return Array.from({ length: pageCount(count, pageSize) - 1 }, (_, i) => i + 2)
}

/**
 * Every public address of a brand (pure):
 *   CMS pages         each published page with an address of its own (isListablePage)
 *   buying guide      /buyingGuide on brands with the questionnaire (a route without a CMS page)
 *   news              articles at their detail address (newsDetail page) where the brand lists
 *                     them (news categories: the news page; insight: the insight page); the
 *                     news lists of each category with articles, and their further pages
 *   knowledge centre  articles at /{category}/{id}.html (schoolArticle page, on brands with
 *                     the xmsailSchool overview); further pages of each category's list
 *   help centre       manuals at operation/tutorial/{id}
 *   Q&A               answers at complianceAnswer/{id}; each question type with answers, and
 *                     its further pages
 *   video courses     videoDetail/{uid} (videoDetail page)
 *   partners          cooperative/{friendId}, partners and introducers (cooperative page)
 *   calculator        calculate/{country} per enabled tax-rate row (calculate page)
 * A detail type is listed only where the brand has the CMS page its route renders (without
 * it the address is a 404). Dates are the documents' updatedAt; a list's is its newest item's.
 */
export function sitemapSources(brand: BrandKey, content: SitemapContent): SitemapSource[] {
  const route = BRAND_ROUTES[brand]
  const has = new Set(content.pages.map((p) => p.slug))
  const out: SitemapSource[] = content.pages.filter((p) => isListablePage(p.slug)).map((p) => ({ slug: p.slug, updatedAt: p.updatedAt ?? null }))
  if (route.flags.questionnaire) out.push({ slug: 'buyingGuide', updatedAt: null })

  const dated = (items: readonly { updatedAt?: string | null; publishedAt?: string | null }[]) => latest(items.map((i) => i.updatedAt ?? i.publishedAt ?? null))
  const inCategory = (categories: readonly string[]) => content.articles.filter((a) => categories.includes(a.category))

  // News and insight articles open at the news detail address.
  const newsShown = has.has('news') ? NEWS_CATEGORIES : []
  const insightShown = has.has(INSIGHT_PATH) ? [INSIGHT_CATEGORY] : []
  if (has.has('newsDetail')) {
    for (const a of inCategory([...newsShown, ...insightShown])) out.push({ slug: newsDetailPath(a.id, route), updatedAt: a.updatedAt ?? a.publishedAt ?? null, page: 'newsDetail' })
  }
  if (has.has('news')) {
    const all = inCategory(NEWS_CATEGORIES)
    for (const n of laterPages(all.length, NEWS_PAGE_SIZE)) out.push({ slug: newsListPath({ category: null, page: n }), updatedAt: dated(all), page: 'news' })
    for (const category of NEWS_CATEGORIES) {
      const items = inCategory([category])
      if (!items.length) continue
      for (const n of [1, ...laterPages(items.length, NEWS_PAGE_SIZE)]) out.push({ slug: newsListPath({ category, page: n }), updatedAt: dated(items), page: 'news' })
    }
  }
  if (has.has(INSIGHT_PATH)) {
    const items = inCategory([INSIGHT_CATEGORY])
    for (const n of laterPages(items.length, NEWS_PAGE_SIZE)) out.push({ slug: insightListPath(n), updatedAt: dated(items), page: INSIGHT_PATH })
  }

  // The knowledge centre: page 1 of each category is its CMS page (listed above).
  for (const category of SCHOOL_CATEGORIES) {
    const items = inCategory([category])
    if (has.has(SCHOOL_ARTICLE_SLUG) && has.has(schoolPageSlug(null))) {
      for (const a of items) out.push({ slug: schoolArticlePath(category, a.id), updatedAt: a.updatedAt ?? a.publishedAt ?? null, page: SCHOOL_ARTICLE_SLUG })
    }
    if (has.has(schoolPageSlug(category))) {
      for (const n of laterPages(items.length, SCHOOL_PAGE_SIZE)) out.push({ slug: schoolListPath({ category, page: n }), updatedAt: dated(items), page: schoolPageSlug(category) })
    }
  }

  if (has.has('operation')) {
    for (const m of content.manuals) out.push({ slug: helpPagePath('tutorial', m.id), updatedAt: m.updatedAt ?? null, page: 'operation' })
  }

  if (has.has('complianceAnswer')) {
    for (const a of content.qaEntries) out.push({ slug: qaPagePath({ answerId: a.id }), updatedAt: a.updatedAt ?? null, page: 'complianceAnswer' })
    for (const qaType of QA_TYPES) {
      const items = content.qaEntries.filter((a) => a.qaType === qaType)
      if (!items.length) continue
      for (const n of [1, ...laterPages(items.length, QA_PAGE_SIZE)]) out.push({ slug: qaPagePath({ qaType, page: n }), updatedAt: dated(items), page: 'complianceAnswer' })
    }
  }

  if (has.has('videoDetail')) {
    for (const c of content.courses) out.push({ slug: `videoDetail/${encodeURIComponent(c.uid)}`, updatedAt: c.updatedAt ?? null, page: 'videoDetail' })
  }
  if (has.has('cooperative')) {
    for (const p of content.partners) out.push({ slug: `cooperative/${encodeURIComponent(p.friendId)}`, updatedAt: p.updatedAt ?? null, page: 'cooperative' })
  }
  if (has.has('calculate')) {
    for (const r of content.taxRates) out.push({ slug: `calculate/${r.country}`, updatedAt: r.updatedAt ?? null, page: 'calculate' })
  }
  return out
}

/** One entry per page and language of the brand, each naming all its language versions. */
export function sitemapEntries(origin: string, brand: BrandKey, sources: readonly SitemapSource[]): SitemapEntry[] {
  return sources.flatMap((source) => {
    const alternates = languageAlternates(origin, brand, source.slug)
    return BRAND_ROUTES[brand].locales.map((locale) => ({ url: absoluteUrl(origin, pagePath(brand, locale, source.slug)), lastModified: source.updatedAt, alternates }))
  })
}

/**
 * CMS pages that are not addresses of their own: templates of detail pages (article,
 * school article, video), the calculator's country chooser (served at /calculate), the
 * header's pop-ups, and search result pages, which search engines are not to index
 * (systemSearch says noindex).
 */
const NOT_LISTED = new Set(['newsDetail', 'schoolArticle', 'videoDetail', 'video', 'calculate/countries', 'search', 'searchCategory', 'systemSearch', 'common'])

export function isListablePage(slug: string): boolean {
  return !NOT_LISTED.has(slug) && !slug.startsWith('hot/module/')
}
