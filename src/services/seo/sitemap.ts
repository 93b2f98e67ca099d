import { BRAND_ROUTES, type BrandKey } from '@/brands/registry'
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

/** The sitemap of `entries`, each URL once (the first entry wins), with its language alternates. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>()
  const rows: string[] = []
  for (const entry of entries) {
    if (seen.has(entry.url)) continue
    seen.add(entry.url)
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

export interface SitemapSource {
  /** Path below the brand prefix (`homes` is the home), listed in every language of the brand. */
  slug: string
  updatedAt: string | null
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
 * header's pop-ups, and search result pages, which search engines are not to index.
 */
const NOT_LISTED = new Set(['newsDetail', 'schoolArticle', 'videoDetail', 'video', 'calculate/countries', 'search', 'searchCategory', 'common'])

export function isListablePage(slug: string): boolean {
  return !NOT_LISTED.has(slug) && !slug.startsWith('hot/module/')
}
