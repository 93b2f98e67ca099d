import { notFound } from 'next/navigation'
import { CmsFrame } from '@/components/site/CmsFrame'
import { loadCmsPage } from '@/components/site/CmsPage'
import { cmsMetadata } from '@/components/site/page-route'
import { VideoCourseDetail } from '@/components/videos/VideoSection'
import type { SiteParams } from '@/lib/site-params'
import { getCourse } from '@/services/videos'
import { parseCourseSegments } from '@/services/videos/paths'

export const revalidate = 3600
export { generateStaticParams } from '@/components/site/page-route'

/** The route's own segment, [[...uid]]: the course. */
type Segments = { uid?: string[] }

export const generateMetadata = cmsMetadata<Segments>('videoDetail', async ({ brand, locale, uid: segments }, page) => {
  const uid = parseCourseSegments(segments)
  const course = uid === null ? null : await getCourse(brand, locale, uid)
  if (!course) return null
  return { title: [course.title, page?.navLabel].filter(Boolean).join(' - '), description: course.summary, path: `videoDetail/${course.uid}`, keywords: course.metaKeywords }
})

/**
 * /lz/videoDetail/{uid}: one course with the player (the bare path shows the first course),
 * then the videoDetail CMS page's blocks. The course title is the h1.
 */
export default async function VideoDetailPage({ params }: { params: SiteParams<Segments> }) {
  const uid = parseCourseSegments((await params).uid)
  if (uid === null) notFound()
  const { brand, locale, page, ctx } = await loadCmsPage(params, 'videoDetail')
  return <CmsFrame page={page} ctx={ctx} insteadOfHero={<VideoCourseDetail brand={brand} locale={locale} uid={uid} headingLevel="h1" />} />
}
