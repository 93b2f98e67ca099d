import { CmsOnlyPage } from '@/components/site/CmsPage'
import { cmsMetadata } from '@/components/site/page-route'
import type { SiteParams } from '@/lib/site-params'

export const revalidate = 3600
export { generateStaticParams } from '@/components/site/page-route'
export const generateMetadata = cmsMetadata('hot/newcomerActivities')

/** /cht/hot/newcomerActivities (activity layout): the newcomer offer, built from its CMS page. */
export default function Page({ params }: { params: SiteParams }) {
  return <CmsOnlyPage params={params} slug="hot/newcomerActivities" />
}
