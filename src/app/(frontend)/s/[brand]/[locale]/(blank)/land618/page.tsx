import { CmsOnlyPage } from '@/components/site/CmsPage'
import { cmsMetadata } from '@/components/site/page-route'
import type { SiteParams } from '@/lib/site-params'

export const revalidate = 3600
export { generateStaticParams } from '@/components/site/page-route'
export const generateMetadata = cmsMetadata('land618')

/** /land618 (blank layout): the 618 campaign's landing page, built from its CMS page's activity blocks. */
export default function Page({ params }: { params: SiteParams }) {
  return <CmsOnlyPage params={params} slug="land618" />
}
