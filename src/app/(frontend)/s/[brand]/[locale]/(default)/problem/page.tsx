import type { Metadata } from 'next'
import { FaqList, MoreHelp, type HelpContext } from '@/components/help/HelpScreens'
import { CmsFeatureFrame } from '@/components/site/CmsFeatureFrame'
import { cmsPageMetadata, loadCmsPage } from '@/components/site/CmsPage'
import type { SiteParams } from '@/lib/site-params'
import { getFaq } from '@/services/help/store'

export const revalidate = 3600
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  return cmsPageMetadata(params, 'problem')
}

/** /lz/problem (ost-problem): the help centre's FAQ answers, grouped by category. */
export default async function ProblemPage({ params }: { params: SiteParams }) {
  const { brand, locale, page, ctx: blockCtx } = await loadCmsPage(params, 'problem')
  const ctx: HelpContext = { brand, locale, newTabLabel: blockCtx.newTabLabel }
  const groups = await getFaq(brand, locale)
  return (
    <CmsFeatureFrame page={page} ctx={blockCtx}>
      <div className="container-page py-10">
        <div className="mx-auto max-w-4xl">
          <FaqList ctx={ctx} groups={groups} />
          <MoreHelp ctx={ctx} />
        </div>
      </div>
    </CmsFeatureFrame>
  )
}
