import type { Metadata } from 'next'
import { BRAND_KEYS, BRAND_ROUTES, DEFAULT_BRAND, publicPath, type BrandKey } from '@/brands/registry'
import { AccountPanel } from '@/components/workbench/AccountPanel'
import { renderWorkbenchPage, workbenchMetadata } from '@/components/workbench/server'
import { routeMetadata } from '@/components/site/page-route'
import { siteParams, type SiteParams } from '@/lib/site-params'
import { getBrand } from '@/services/content/brand'

export const revalidate = 3600
export { generateStaticParams } from '@/components/site/page-route'

// An account page: noindex (workbenchMetadata), with its canonical URL and language versions like every page.
export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  return routeMetadata(await siteParams(params), 'workbench/account', await workbenchMetadata(params, 'account'))
}

/** /workbench/account (blank layout): the logged-in merchant and logout. */
export default function WorkbenchAccountPage({ params }: { params: SiteParams }) {
  return renderWorkbenchPage(params, 'account', async ({ brand, locale, platformCode, links }) => {
    // A merchant may have signed up on another brand of the group: name it in this language.
    const brands = await Promise.all(BRAND_KEYS.map((key) => getBrand(key, locale)))
    const brandNames = Object.fromEntries(brands.flatMap((b) => (b ? [[b.key, b.name] as const] : [])))
    // Brands without the questionnaire show reports on the compliance brand's page.
    const reportBrand = BRAND_ROUTES[brand.key as BrandKey]?.flags.questionnaire ? BRAND_ROUTES[brand.key as BrandKey] : BRAND_ROUTES[DEFAULT_BRAND]
    const reportLocale = reportBrand.locales.includes(locale) ? locale : reportBrand.defaultLocale
    return <AccountPanel locale={locale} platformCode={platformCode} brandNames={brandNames} links={links} reportPath={publicPath(reportBrand, reportLocale, 'questionAnswer')} />
  })
}
