import type { Metadata } from 'next'
import { BRAND_KEYS } from '@/brands/registry'
import { AccountPanel } from '@/components/workbench/AccountPanel'
import { renderWorkbenchPage, workbenchMetadata } from '@/components/workbench/server'
import type { SiteParams } from '@/lib/site-params'
import { getBrand } from '@/services/content/brand'

export const revalidate = 3600
export function generateStaticParams() {
  return []
}

export function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  return workbenchMetadata(params, 'account')
}

/** /workbench/account (blank layout): the logged-in merchant and logout. */
export default function WorkbenchAccountPage({ params }: { params: SiteParams }) {
  return renderWorkbenchPage(params, 'account', async ({ locale, platformCode, links }) => {
    // A merchant may have signed up on another brand of the group: name it in this language.
    const brands = await Promise.all(BRAND_KEYS.map((key) => getBrand(key, locale)))
    const brandNames = Object.fromEntries(brands.flatMap((b) => (b ? [[b.key, b.name] as const] : [])))
    return <AccountPanel locale={locale} platformCode={platformCode} brandNames={brandNames} links={links} />
  })
}
