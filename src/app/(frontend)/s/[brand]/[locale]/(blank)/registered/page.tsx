import type { Metadata } from 'next'
import { CmsOnlyPage, cmsPageMetadata } from '@/components/site/CmsPage'
import type { SiteParams } from '@/lib/site-params'

export const revalidate = 3600
export function generateStaticParams() {
  return []
}

export function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  return cmsPageMetadata(params, 'registered')
}

/** /registered (blank layout): a landing page built from its CMS page. */
export default function Page({ params }: { params: SiteParams }) {
  return <CmsOnlyPage params={params} slug="registered" />
}
