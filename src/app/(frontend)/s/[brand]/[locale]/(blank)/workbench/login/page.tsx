import type { Metadata } from 'next'
import { PhoneCodeForm } from '@/components/workbench/PhoneCodeForm'
import { renderWorkbenchPage, workbenchMetadata } from '@/components/workbench/server'
import type { SiteParams } from '@/lib/site-params'

export const revalidate = 3600
export { generateStaticParams } from '@/components/site/page-route'

export function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  return workbenchMetadata(params, 'login')
}

/** /workbench/login (blank layout): log in with a mobile number and an SMS code. */
export default function WorkbenchLoginPage({ params }: { params: SiteParams }) {
  return renderWorkbenchPage(params, 'login', ({ locale, platformCode, links }) => (
    <PhoneCodeForm mode="login" locale={locale} platformCode={platformCode} links={links} />
  ))
}
