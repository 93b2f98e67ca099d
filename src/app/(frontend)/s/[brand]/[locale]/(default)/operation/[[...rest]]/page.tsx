import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { helpPagePath, parseHelpPath, type HelpScreen } from '@/services/help/help-route'
import { FaqScreen, HelpTabs, ManualArticle, ManualOverview, ManualSearchForm, MoreHelp, type HelpContext } from '@/components/help/HelpScreens'
import { CmsFrame } from '@/components/site/CmsFrame'
import { loadCmsPage } from '@/components/site/CmsPage'
import { cmsMetadata } from '@/components/site/page-route'
import { VideoCourseDetail, VideoCourseList } from '@/components/videos/VideoSection'
import type { SiteParams } from '@/lib/site-params'
import { getPage } from '@/services/content/pages'
import { getAllManuals, getFaq, getHelpCategories, getManual } from '@/services/help/store'

export const revalidate = 3600
export { generateStaticParams } from '@/components/site/page-route'

/** The route's own segments, [[...rest]]: the help centre's tab and what it shows. */
type Segments = { rest?: string[] }

async function screenOf(params: SiteParams<Segments>): Promise<HelpScreen> {
  const screen = parseHelpPath((await params).rest)
  if (!screen) notFound()
  return screen
}

export const generateMetadata = cmsMetadata<Segments>('operation', async ({ brand, locale, rest }) => {
  const screen = parseHelpPath(rest)
  if (!screen) return null
  if (screen.tab === 'tutorial' && screen.manualId !== undefined) {
    const manual = await getManual(brand, locale, screen.manualId)
    if (!manual) return null
    return { title: manual.title, description: manual.summary || undefined, path: helpPagePath('tutorial', manual.id) }
  }
  if (screen.tab === 'tutorial') return {}
  const t = await getTranslations({ locale, namespace: 'help' })
  return { title: t(`tabs.${screen.tab}`), path: helpPagePath(screen.tab) }
})

/**
 * The help centre: /lz/operation and the /support/{tutorial|video|videoDetail|faq}/{query?}
 * aliases. Guides by category (getHelpCenterCategory + getOperationManual), one guide,
 * the FAQ (optionally one category) and the video courses, under one tab bar.
 */
export default async function OperationPage({ params }: { params: SiteParams<Segments> }) {
  const { brand, locale, page, ctx: blockCtx } = await loadCmsPage(params, 'operation')
  const screen = await screenOf(params)
  const ctx: HelpContext = { brand, locale, newTabLabel: blockCtx.newTabLabel }

  if (screen.tab === 'tutorial' && screen.manualId !== undefined) {
    const [manual, categories, manuals] = await Promise.all([getManual(brand, locale, screen.manualId), getHelpCategories(brand, locale), getAllManuals(brand, locale)])
    if (!manual) notFound()
    return (
      <>
        <div className="container-page pt-6">
          <HelpTabs ctx={ctx} active="tutorial" />
        </div>
        <ManualArticle ctx={ctx} manual={manual} category={categories.find((c) => c.id === manual.categoryId)} siblings={manuals} />
      </>
    )
  }

  // Each tab is headed by the CMS page of the same screen elsewhere (videos, problem), so
  // /support/video reads like /lz/videos and /support/faq like /lz/problem.
  if (screen.tab === 'video' && screen.uid !== undefined) {
    return (
      <>
        <div className="container-page pt-6">
          <HelpTabs ctx={ctx} active="video" />
        </div>
        <VideoCourseDetail brand={brand} locale={locale} uid={screen.uid} detailPage="operation/videoDetail" headingLevel="h1" />
      </>
    )
  }

  if (screen.tab === 'video') {
    return (
      <CmsFrame
        page={(await getPage(brand, locale, 'videos')) ?? page}
        ctx={blockCtx}
        afterHero={
          <>
            <div className="container-page pt-8">
              <HelpTabs ctx={ctx} active="video" />
            </div>
            <VideoCourseList brand={brand} locale={locale} detailPage="operation/videoDetail" />
          </>
        }
      />
    )
  }

  if (screen.tab === 'faq') {
    const groups = await getFaq(brand, locale)
    if (screen.categoryId !== undefined && !groups.some((g) => g.category.id === screen.categoryId)) notFound()
    return (
      <CmsFrame
        page={(await getPage(brand, locale, 'problem')) ?? page}
        ctx={blockCtx}
        afterHero={
          <div className="container-page py-8">
            <HelpTabs ctx={ctx} active="faq" />
            <FaqScreen ctx={ctx} groups={groups} categoryId={screen.categoryId} />
            <MoreHelp ctx={ctx} />
          </div>
        }
      />
    )
  }

  const [categories, manuals] = await Promise.all([getHelpCategories(brand, locale), getAllManuals(brand, locale)])
  return (
    <CmsFrame
      page={page}
      ctx={blockCtx}
      afterHero={
        <div className="container-page py-8">
          <HelpTabs ctx={ctx} active="tutorial" />
          <div className="mt-8">
            <ManualSearchForm ctx={ctx} />
          </div>
          <ManualOverview ctx={ctx} categories={categories} manuals={manuals} />
          <MoreHelp ctx={ctx} />
        </div>
      }
    />
  )
}
