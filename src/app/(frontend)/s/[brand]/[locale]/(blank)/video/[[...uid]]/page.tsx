import { notFound } from 'next/navigation'
import { loadCmsPage } from '@/components/site/CmsPage'
import { cmsMetadata } from '@/components/site/page-route'
import { VideoCoursePlayerOnly } from '@/components/videos/VideoSection'
import type { SiteParams } from '@/lib/site-params'
import { getCourse } from '@/services/videos'
import { parseCourseSegments } from '@/services/videos/paths'

export const revalidate = 3600
export { generateStaticParams } from '@/components/site/page-route'

/** The route's own segment, [[...uid]]: the course. */
type Segments = { uid?: string[] }

export const generateMetadata = cmsMetadata<Segments>('video', async ({ brand, locale, uid: segments }, page) => {
  const uid = parseCourseSegments(segments)
  const course = uid === null ? null : await getCourse(brand, locale, uid)
  if (!course) return null
  return { title: [course.title, page?.navLabel].filter(Boolean).join(' - '), description: course.summary, path: `video/${course.uid}`, keywords: course.metaKeywords }
})

/** /lz/video/{uid?} (blank layout): the player alone with its title; bare path = first course. */
export default async function VideoPlayerPage({ params }: { params: SiteParams<Segments> }) {
  const uid = parseCourseSegments((await params).uid)
  if (uid === null) notFound()
  const { brand, locale } = await loadCmsPage(params, 'video')
  return <VideoCoursePlayerOnly brand={brand} locale={locale} uid={uid} />
}
