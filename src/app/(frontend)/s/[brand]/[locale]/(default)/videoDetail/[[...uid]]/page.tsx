import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { cmsPageMetadata, loadCmsPage } from '@/components/site/CmsPage'
import { VideoCourseDetail } from '@/components/videos/VideoSection'
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
  const [course, page] = await Promise.all([getCourse(brand, locale, uid), getPage(brand, locale, 'videoDetail')])
  if (!course) return {}
  const metadata = await cmsPageMetadata(params as SiteParams, 'videoDetail', { title: [course.title, page?.navLabel].filter(Boolean).join(' - '), description: course.summary, path: `videoDetail/${course.uid}` })
  return { ...metadata, keywords: course.metaKeywords || metadata.keywords }
}

/**
 * /lz/videoDetail/{uid}: one course with the player (the bare path shows the first course),
 * then the videoDetail CMS page's blocks. The course title is the h1.
 */
export default async function VideoDetailPage({ params }: { params: Params }) {
  const uid = parseCourseSegments((await params).uid)
  if (uid === null) notFound()
  const { brand, locale, page, ctx } = await loadCmsPage(params as SiteParams, 'videoDetail')
  return (
    <>
      <VideoCourseDetail brand={brand} locale={locale} uid={uid} headingLevel="h1" />
      <RenderBlocks blocks={page.layout.filter((block) => block.blockType !== 'hero')} ctx={ctx} />
    </>
  )
}
