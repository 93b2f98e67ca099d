import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { localizeHref } from '@/brands/links'
import { BRAND_ROUTES, type BrandKey, type Locale } from '@/brands/registry'
import { pageTitle } from '@/lib/page-title'
import { siteParams, type SiteParams } from '@/lib/site-params'
import { getBrand, type BrandView } from '@/services/content/brand'
import type { WorkbenchLinks, WorkbenchPageName } from './client-utils'
import { WorkbenchFrame } from './WorkbenchFrame'

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
  }
}

export interface WorkbenchPageContext {
  brand: BrandView
  locale: Locale
  platformCode: string
  links: WorkbenchLinks
}

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
  const [brand, messages, t] = await Promise.all([getBrand(key, locale), getMessages(), getTranslations('workbench')])
  if (!brand) notFound()
  const ctx: WorkbenchPageContext = { brand, locale, platformCode: brand.platformCode || BRAND_ROUTES[key].platformCode, links: workbenchLinks(key, locale) }
  const heading = page === 'account' ? t('account.heading') : t(`${page}.heading`)
  const intro = page === 'account' ? undefined : t(`${page}.intro`)
  return (
    <WorkbenchFrame brand={brand} locale={locale} homeLabel={t('header.home')} heading={heading} intro={intro}>
      <NextIntlClientProvider messages={{ workbench: messages.workbench }}>{await content(ctx)}</NextIntlClientProvider>
    </WorkbenchFrame>
  )
}
