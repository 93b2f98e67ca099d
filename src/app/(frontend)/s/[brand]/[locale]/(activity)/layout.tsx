import type { ReactNode } from 'react'
import { notFound } from 'next/navigation'
import { FloatingPanel } from '@/components/layout/FloatingPanel'
import { Header } from '@/components/layout/Header'
import { siteParams, type SiteParams } from '@/lib/site-params'
import { getBrand } from '@/services/content/brand'
import { getNavigation } from '@/services/content/navigation'

/** Activity layout (spec 2.2): header and contact panel, no footer; campaign pages live here. */
export default async function ActivityLayout({ children, params }: { children: ReactNode; params: SiteParams }) {
  const { brand: key, locale } = await siteParams(params)
  const [brand, navigation] = await Promise.all([getBrand(key, locale), getNavigation(key, locale)])
  if (!brand) notFound()
  return (
    <>
      <Header brand={brand} locale={locale} navigation={navigation} />
      <main id="main">{children}</main>
      <FloatingPanel brand={brand} locale={locale} navigation={navigation} />
    </>
  )
}
