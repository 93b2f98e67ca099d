import type { Metadata } from 'next'
import { MyCompliance } from '@/components/workbench/compliance/MyCompliance'
import { renderWorkbenchPage, workbenchMetadata } from '@/components/workbench/server'
import { routeMetadata } from '@/components/site/page-route'
import { siteParams, type SiteParams } from '@/lib/site-params'

export const revalidate = 3600
export { generateStaticParams } from '@/components/site/page-route'

// An account page: noindex (workbenchMetadata), with its canonical URL and language versions like every page.
export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  return routeMetadata(await siteParams(params), 'workbench/compliance', await workbenchMetadata(params, 'compliance'))
}

/**
 * /workbench/compliance (blank layout): the logged-in merchant's checklist from the newest
 * report, the deadlines it leads to, the calendar feed, reminders, trademark requests and
 * messages. The HTML is the same for everyone; the merchant's data is fetched in the browser.
 */
export default function WorkbenchCompliancePage({ params }: { params: SiteParams }) {
  return renderWorkbenchPage(params, 'compliance', ({ locale, platformCode, links, site }) => (
    <MyCompliance
      locale={locale}
      platformCode={platformCode}
      links={links}
      reportPath={site.report}
      // The files are served below this page's own address, with the session cookie.
      exportIcsHref={`${links.compliance}/export.ics`}
      exportCsvHref={`${links.compliance}/export.csv`}
      searchPath={site.search}
      contactPath={site.contact}
    />
  ))
}
