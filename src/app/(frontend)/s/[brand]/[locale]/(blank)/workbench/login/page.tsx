import type { Metadata } from 'next'
import { PhoneCodeForm } from '@/components/workbench/PhoneCodeForm'
import { renderWorkbenchPage, workbenchMetadata } from '@/components/workbench/server'
import { routeMetadata } from '@/components/site/page-route'
import { siteParams, type SiteParams } from '@/lib/site-params'

export const revalidate = 3600
export { generateStaticParams } from '@/components/site/page-route'

// An account page: noindex (workbenchMetadata), with its canonical URL and language versions like every page.
export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  return routeMetadata(await siteParams(params), 'workbench/login', await workbenchMetadata(params, 'login'))
}

/** /workbench/login (blank layout): log in with a mobile number and an SMS code. */
export default function WorkbenchLoginPage({ params }: { params: SiteParams }) {
  return renderWorkbenchPage(params, 'login', ({ locale, platformCode, links }) => (
    <PhoneCodeForm mode="login" locale={locale} platformCode={platformCode} links={links} />
  ))
}
