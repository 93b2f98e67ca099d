import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cmsPageMetadata, loadCmsPage } from '@/components/site/CmsPage'
import { VideoCoursePlayerOnly } from '@/components/videos/VideoSection'
import { siteParams, type SiteParams } from '@/lib/site-params'
import { getPage } from '@/services/content/pages'
import { getCourse } from '@/services/videos'
import { parseCourseSegments } from '@/services/videos/paths'

export const revalidate = 3600
export function generateStaticParams() {
  return []
}

type Params = Promise<{ brand: string; locale: string; uid?: string[] }>

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const uid = parseCourseSegments((await params).uid)
  if (uid === null) return {}
  const { brand, locale } = await siteParams(params as SiteParams)
  const [course, page] = await Promise.all([getCourse(brand, locale, uid), getPage(brand, locale, 'video')])
  if (!course) return {}
  const metadata = await cmsPageMetadata(params as SiteParams, 'video', { title: [course.title, page?.navLabel].filter(Boolean).join(' - '), description: course.summary, path: `video/${course.uid}` })
  return { ...metadata, keywords: course.metaKeywords || metadata.keywords }
}

/** /lz/video/{uid?} (blank layout): the player alone with its title; bare path = first course. */
export default async function VideoPlayerPage({ params }: { params: Params }) {
  const uid = parseCourseSegments((await params).uid)
  if (uid === null) notFound()
  const { brand, locale } = await loadCmsPage(params as SiteParams, 'video')
  return <VideoCoursePlayerOnly brand={brand} locale={locale} uid={uid} />
}
