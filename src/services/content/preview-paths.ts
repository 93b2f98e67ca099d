import { homeHref } from '@/brands/links'
import { BRAND_ROUTES, isLocale, publicPath, type BrandKey, type BrandRoute, type Locale } from '@/brands/registry'
import { helpPagePath } from '@/services/help/help-route'
import { qaPagePath } from '@/services/qa/qa-route'
import { isSchoolCategory } from '@/services/news/categories'
import { newsDetailPath, schoolArticlePath } from '@/services/news/query'

/*
 * Where a CMS document shows on the public site: the paths behind the CMS's "view on
 * site" (preview) button. Pure, so the routes' own path helpers decide and tests can
 * check them without a database.
 */

/** The site language a document is shown in: the CMS's content language when the brand publishes it, else the brand's default. */
export function siteLocale(brand: BrandRoute, locale: string | null | undefined): Locale {
  return isLocale(locale) && brand.locales.includes(locale) ? locale : brand.defaultLocale
}

/** A CMS page by slug: `homes` is the brand's home address, any other slug its path below the brand prefix. */
export function pagePublicPath(brandKey: BrandKey, locale: Locale, slug: string): string {
  const clean = slug.replace(/^\/+|\/+$/g, '')
  if (!clean || clean === 'homes') return homeHref(brandKey, locale)
  return publicPath(BRAND_ROUTES[brandKey], locale, clean)
}

/**
 * An article: the knowledge centre's categories at /{category}/{id}.html, every other
 * category (news, insight) at the news detail address (/newsDetail/{id}, or /news/{id} on
 * the locale-prefixed brands).
 */
export function articlePublicPath(brandKey: BrandKey, locale: Locale, article: { id: number; category: string }): string {
  const route = BRAND_ROUTES[brandKey]
  const page = isSchoolCategory(article.category) ? schoolArticlePath(article.category, article.id) : newsDetailPath(article.id, route)
  return publicPath(route, locale, page)
}

/**
 * A help-centre entry: a manual has its own page (operation/tutorial/{id}); an FAQ entry
 * has none and shows on its category's FAQ screen (operation/faq/{categoryId}).
 */
export function helpArticlePublicPath(brandKey: BrandKey, locale: Locale, entry: { id: number; kind: string; categoryId: number | null }): string | null {
  const route = BRAND_ROUTES[brandKey]
  if (entry.kind === 'manual') return publicPath(route, locale, helpPagePath('tutorial', entry.id))
  return entry.categoryId === null ? null : publicPath(route, locale, helpPagePath('faq', entry.categoryId))
}

/** A Q&A answer: complianceAnswer/{id}. */
export function qaEntryPublicPath(brandKey: BrandKey, locale: Locale, id: number): string {
  return publicPath(BRAND_ROUTES[brandKey], locale, qaPagePath({ answerId: id }))
}

/** A video course: videoDetail/{uid}. */
export function videoCoursePublicPath(brandKey: BrandKey, locale: Locale, uid: string): string | null {
  const clean = uid.trim()
  return clean ? publicPath(BRAND_ROUTES[brandKey], locale, `videoDetail/${encodeURIComponent(clean)}`) : null
}

/**
 * The origin a brand's pages are opened on from the CMS: brands with a route prefix share
 * the CMS's host (empty: a relative address); the others need their own host, the
 * production domain the deployment names in BRAND_HOSTS or, in development, their
 * development host on the CMS's port. The campaign previews open pages the same way.
 */
export function editorOrigin(brand: BrandRoute, request: URL, brandHosts: Record<string, BrandKey>): string {
  if (brand.prefix) return ''
  const production = Object.entries(brandHosts).find(([, key]) => key === brand.key)?.[0]
  if (production) return `https://${production}`
  const devHost = brand.devHosts[0]
  return devHost ? `${request.protocol}//${devHost}${request.port ? `:${request.port}` : ''}` : ''
}
