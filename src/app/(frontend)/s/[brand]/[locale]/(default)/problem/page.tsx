import { FaqList, MoreHelp, type HelpContext } from '@/components/help/HelpScreens'
import { CmsFrame } from '@/components/site/CmsFrame'
import { loadCmsPage } from '@/components/site/CmsPage'
import { cmsMetadata } from '@/components/site/page-route'
import type { SiteParams } from '@/lib/site-params'
import { getFaq } from '@/services/help/store'

export const revalidate = 3600
export { generateStaticParams } from '@/components/site/page-route'
export const generateMetadata = cmsMetadata('problem')

/** /lz/problem (ost-problem): the help centre's FAQ answers, grouped by category. */
export default async function ProblemPage({ params }: { params: SiteParams }) {
  const { brand, locale, page, ctx: blockCtx } = await loadCmsPage(params, 'problem')
  const ctx: HelpContext = { brand, locale, newTabLabel: blockCtx.newTabLabel }
  const groups = await getFaq(brand, locale)
  return (
    <CmsFrame
      page={page}
      ctx={blockCtx}
      afterHero={
        <div className="container-page py-10">
          <div className="mx-auto max-w-4xl">
            <FaqList ctx={ctx} groups={groups} />
            <MoreHelp ctx={ctx} />
          </div>
        </div>
      }
    />
  )
}
