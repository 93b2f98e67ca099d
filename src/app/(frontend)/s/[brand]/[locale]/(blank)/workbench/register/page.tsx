import type { Metadata } from 'next'
import { PhoneCodeForm } from '@/components/workbench/PhoneCodeForm'
import { renderWorkbenchPage, workbenchMetadata } from '@/components/workbench/server'
import type { SiteParams } from '@/lib/site-params'

export const revalidate = 3600
export { generateStaticParams } from '@/components/site/page-route'

export function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  return workbenchMetadata(params, 'register')
}

/** /workbench/register (blank layout): sign up with a mobile number, an SMS code and the agreements. */
export default function WorkbenchRegisterPage({ params }: { params: SiteParams }) {
  return renderWorkbenchPage(params, 'register', ({ locale, platformCode, links }) => (
    <PhoneCodeForm mode="register" locale={locale} platformCode={platformCode} links={links} />
  ))
}
