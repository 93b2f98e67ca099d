import type { Metadata } from 'next'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { cmsPageMetadata, loadCmsPage } from '@/components/site/CmsPage'
import { VideoCourseList } from '@/components/videos/VideoSection'
import type { SiteParams } from '@/lib/site-params'

export const revalidate = 3600
export function generateStaticParams() {
  return []
}

export function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  return cmsPageMetadata(params, 'videos')
}

/** /lz/videos (getVideoCourse): the CMS page's hero, the course cards, then the rest of the page. */
export default async function VideosPage({ params }: { params: SiteParams }) {
  const { brand, locale, page, ctx } = await loadCmsPage(params, 'videos')
  const [first, ...rest] = page.layout
  const lead = first?.blockType === 'hero' ? [first] : []
  return (
    <>
      <RenderBlocks blocks={lead} ctx={ctx} />
      <VideoCourseList brand={brand} locale={locale} />
      <RenderBlocks blocks={lead.length ? rest : page.layout} ctx={ctx} />
    </>
  )
}
