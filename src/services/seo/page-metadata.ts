import type { Metadata } from 'next'
import type { BrandKey, Locale } from '@/brands/registry'
import { HTML_LANG } from '@/i18n/locales'
import { absoluteUrl, languageAlternates, pagePath } from './urls'

/**
 * What search engines and link previews read of any public page (pure): the absolute
 * canonical URL, one alternate per language of the brand with x-default on its default
 * language, Open Graph and a Twitter card. Every route builds these here, whether its texts
 * come from a CMS page or from the site's messages, so the rule is written once.
 *
 * The Twitter card names only its kind: X reads a card's title, description and image from
 * Open Graph when the twitter: tags leave them out, and repeating them would put the
 * description in every page's <head> (and its payload) twice more.
 */

export interface PageSeoInput {
  /** The brand's canonical origin (seo/origin.ts siteOrigin): configuration, never a request header. */
  origin: string
  brand: BrandKey
  locale: Locale
  /** The page path below the brand prefix (`homes` is the home), without a query string. */
  path: string
  title: string
  description?: string | null
  /** The brand's name, Open Graph's site name. */
  siteName: string
  /** The route's own Open Graph values (type `article`, images ...), over the defaults. */
  openGraph?: Metadata['openGraph']
}

export interface PageSeo {
  alternates: { canonical: string; languages: Record<string, string> }
  openGraph: NonNullable<Metadata['openGraph']>
  twitter: NonNullable<Metadata['twitter']>
}

/** The absolute canonical URL of a page path in one language, and its language versions. */
export function pageLinks(origin: string, brand: BrandKey, locale: Locale, path: string): { canonical: string; languages: Record<string, string> } {
  return { canonical: absoluteUrl(origin, pagePath(brand, locale, path)), languages: languageAlternates(origin, brand, path) }
}

/** Open Graph's locale form: zh_CN, en, de, ko. */
export function ogLocale(locale: Locale): string {
  return HTML_LANG[locale].replace('-', '_')
}

export function pageSeo(input: PageSeoInput): PageSeo {
  const links = pageLinks(input.origin, input.brand, input.locale, input.path)
  const description = input.description || undefined
  const openGraph = {
    title: input.title,
    ...(description ? { description } : {}),
    url: links.canonical,
    siteName: input.siteName,
    locale: ogLocale(input.locale),
    type: 'website',
    ...input.openGraph,
  } as NonNullable<Metadata['openGraph']>
  const og = openGraph as { title?: unknown; description?: unknown; images?: unknown }
  // A large card only when there is a picture to show; otherwise the plain summary card.
  const card = og.images ? 'summary_large_image' : 'summary'
  return { alternates: { canonical: links.canonical, languages: links.languages }, openGraph, twitter: { card } }
}
