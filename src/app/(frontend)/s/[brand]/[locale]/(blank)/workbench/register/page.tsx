import type { Metadata } from 'next'
import { PhoneCodeForm } from '@/components/workbench/PhoneCodeForm'
import { renderWorkbenchPage, workbenchMetadata } from '@/components/workbench/server'
import { routeMetadata } from '@/components/site/page-route'
import { siteParams, type SiteParams } from '@/lib/site-params'

export const revalidate = 3600
export { generateStaticParams } from '@/components/site/page-route'

// An account page: noindex (workbenchMetadata), with its canonical URL and language versions like every page.
export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  return routeMetadata(await siteParams(params), 'workbench/register', await workbenchMetadata(params, 'register'))
}

/** /workbench/register (blank layout): sign up with a mobile number, an SMS code and the agreements. */
export default function WorkbenchRegisterPage({ params }: { params: SiteParams }) {
  return renderWorkbenchPage(params, 'register', ({ locale, platformCode, links }) => (
    <PhoneCodeForm mode="register" locale={locale} platformCode={platformCode} links={links} />
  ))
}
