import { CmsFrame } from '@/components/site/CmsFrame'
import { loadCmsPage } from '@/components/site/CmsPage'
import { cmsMetadata } from '@/components/site/page-route'
import { VideoCourseList } from '@/components/videos/VideoSection'
import type { SiteParams } from '@/lib/site-params'

export const revalidate = 3600
export { generateStaticParams } from '@/components/site/page-route'
export const generateMetadata = cmsMetadata('videos')

/** /lz/videos (getVideoCourse): the CMS page's hero, the course cards, then the rest of the page. */
export default async function VideosPage({ params }: { params: SiteParams }) {
  const { brand, locale, page, ctx } = await loadCmsPage(params, 'videos')
  return <CmsFrame page={page} ctx={ctx} afterHero={<VideoCourseList brand={brand} locale={locale} />} />
}
