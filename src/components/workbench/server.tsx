import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { homeHref, localizeHref } from '@/brands/links'
import { BRAND_ROUTES, DEFAULT_BRAND, publicPath, type BrandKey, type Locale } from '@/brands/registry'
import { pageTitle } from '@/lib/page-title'
import { siteParams, type SiteParams } from '@/lib/site-params'
import { getBrand, type BrandView } from '@/services/content/brand'
import { isHiddenPath } from '@/services/content/hidden-pages'
import { getNavigation } from '@/services/content/navigation'
import { getPageConfigs } from '@/services/content/pages'
import type { WorkbenchLinks, WorkbenchPageName } from './client-utils'
import { WorkbenchFrame, type WorkbenchNav } from './WorkbenchFrame'

/** `<title>` of a user-centre page: brand, site, page label. */
export async function workbenchMetadata(params: SiteParams, page: WorkbenchPageName): Promise<Metadata> {
  const { brand: key, locale } = await siteParams(params)
  const [brand, t] = await Promise.all([getBrand(key, locale), getTranslations({ locale, namespace: 'workbench' })])
  return brand ? { title: pageTitle(brand.name, brand.siteTitle, t(`pages.${page}`)), robots: { index: false } } : {}
}

/** The user-centre pages on this site, in the visitor's language (same rule as workbenchHref). */
export function workbenchLinks(brand: BrandKey, locale: Locale): WorkbenchLinks {
  return {
    login: localizeHref('/workbench/login', brand, locale),
    register: localizeHref('/workbench/register', brand, locale),
    account: localizeHref('/workbench/account', brand, locale),
    compliance: localizeHref('/workbench/compliance', brand, locale),
  }
}

/**
 * The compliance report page the merchant's reports open on and the questionnaire starts
 * from: brands without the questionnaire use the compliance brand's page.
 */
export function reportPathFor(brand: BrandKey, locale: Locale): string {
  const reportBrand = BRAND_ROUTES[brand].flags.questionnaire ? BRAND_ROUTES[brand] : BRAND_ROUTES[DEFAULT_BRAND]
  const reportLocale = reportBrand.locales.includes(locale) ? locale : reportBrand.defaultLocale
  return publicPath(reportBrand, reportLocale, 'questionAnswer')
}

/** Pages of the public site the account pages link back to; null where the brand has no such page. */
export interface WorkbenchSiteLinks {
  home: string
  report: string
  /** The price list (services). */
  price: string | null
  /** The trademark search. */
  search: string | null
  contact: string | null
}

/**
 * A brand has a route when it has the CMS page of that slug (else the route answers 404)
 * and the editors have not hidden it in the navigation (else it redirects home).
 */
async function siteLinks(brand: BrandKey, locale: Locale): Promise<WorkbenchSiteLinks> {
  const [pages, navigation] = await Promise.all([getPageConfigs(brand, locale), getNavigation(brand, locale)])
  const prefix = BRAND_ROUTES[brand].prefix
  const link = (slug: string): string | null => {
    const path = '/' + [...(prefix ? [prefix] : []), slug].join('/')
    return pages.some((p) => p.slug === slug) && !isHiddenPath(navigation, path) ? localizeHref(path, brand, locale) : null
  }
  return { home: homeHref(brand, locale), report: reportPathFor(brand, locale), price: link('price'), search: link('search'), contact: link('contactUs') }
}

export interface WorkbenchPageContext {
  brand: BrandView
  brandKey: BrandKey
  locale: Locale
  platformCode: string
  links: WorkbenchLinks
  site: WorkbenchSiteLinks
}

/** The pages of a logged-in merchant carry the account navigation in the brand strip. */
const ACCOUNT_PAGES: readonly WorkbenchPageName[] = ['account', 'compliance']

/**
 * Renders a user-centre page: the brand frame and, inside it, the client component with
 * only the `workbench` messages (the root layout sends just `error` and `common`).
 */
export async function renderWorkbenchPage(
  params: SiteParams,
  page: WorkbenchPageName,
  content: (ctx: WorkbenchPageContext) => ReactNode | Promise<ReactNode>,
): Promise<ReactNode> {
  const { brand: key, locale } = await siteParams(params)
  setRequestLocale(locale)
  const [brand, messages, t, site] = await Promise.all([getBrand(key, locale), getMessages(), getTranslations('workbench'), siteLinks(key, locale)])
  if (!brand) notFound()
  const links = workbenchLinks(key, locale)
  const ctx: WorkbenchPageContext = { brand, brandKey: key, locale, platformCode: brand.platformCode || BRAND_ROUTES[key].platformCode, links, site }
  const heading = page === 'account' ? t('account.heading') : t(`${page}.heading`)
  const intro = page === 'account' ? undefined : t(`${page}.intro`)
  const nav: WorkbenchNav | undefined = ACCOUNT_PAGES.includes(page)
    ? {
        label: t('nav.label'),
        account: [
          { href: links.account, label: t('nav.account'), current: page === 'account' },
          { href: links.compliance, label: t('nav.compliance'), current: page === 'compliance' },
        ],
        site: [
          { href: site.home, label: t('nav.home') },
          ...(site.price ? [{ href: site.price, label: t('nav.services') }] : []),
          { href: site.report, label: t('nav.report') },
          ...(site.contact ? [{ href: site.contact, label: t('nav.contact') }] : []),
        ],
      }
    : undefined
  return (
    <WorkbenchFrame brand={brand} locale={locale} homeLabel={t('header.home')} heading={heading} intro={intro} wide={page === 'compliance'} nav={nav}>
      <NextIntlClientProvider messages={{ workbench: messages.workbench }}>{await content(ctx)}</NextIntlClientProvider>
    </WorkbenchFrame>
  )
}
