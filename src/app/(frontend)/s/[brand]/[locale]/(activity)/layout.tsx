import type { ReactNode } from 'react'
import { notFound } from 'next/navigation'
import { CampaignHost } from '@/components/layout/DeferredIslands'
import { FloatingPanel } from '@/components/layout/FloatingPanel'
import { Header } from '@/components/layout/Header'
import { siteParams, type SiteParams } from '@/lib/site-params'
import { loadLayoutData } from '@/services/content/layout-data'

/** Activity layout: header and contact panel, no footer; campaign pages live here. */
export default async function ActivityLayout({ children, params }: { children: ReactNode; params: SiteParams }) {
  const { brand: key, locale } = await siteParams(params)
  // No footer here; the floating panel reads its QR codes itself. Chrome reads fail soft, the brand read does not.
  const { brand, navigation, search } = await loadLayoutData(key, locale, { footer: false })
  if (!brand) notFound()
  return (
    <>
      <Header brand={brand} locale={locale} navigation={navigation} search={search} />
      <main id="main">{children}</main>
      <FloatingPanel brand={brand} locale={locale} navigation={navigation} />
      {/* The pop-up ad, decided in the browser after load. */}
      <CampaignHost brandKey={key} locale={locale} workbenchUrl={brand.workbenchUrl} popup />
    </>
  )
}
