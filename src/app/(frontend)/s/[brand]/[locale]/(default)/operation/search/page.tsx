import { getTranslations } from 'next-intl/server'
import { Breadcrumbs, helpHref, HelpTabs, ManualResults, ManualSearchForm, MoreHelp, type HelpContext } from '@/components/help/HelpScreens'
import { readKeyword } from '@/components/help/keyword'
import { loadCmsPage, redirectIfHidden } from '@/components/site/CmsPage'
import { cmsMetadata } from '@/components/site/page-route'
import type { SearchParams, SiteParams } from '@/lib/site-params'
import { getHelpCategories, searchManuals } from '@/services/help/store'

// Each keyword is its own answer: rendered per request, never cached or indexed. The
// help centre's other screens stay static.
export const dynamic = 'force-dynamic'

export const generateMetadata = cmsMetadata('operation', async ({ locale }) => {
  const t = await getTranslations({ locale, namespace: 'help' })
  return { title: t('searchTitle'), path: 'operation/search', robots: { index: false, follow: true } }
})

/** Guide search (queryArticleHandbook) from the help centre's search form: /lz/operation/search?keyword=... */
export default async function ManualSearchPage({ params, searchParams }: { params: SiteParams; searchParams: SearchParams }) {
  const { brand, locale, ctx: blockCtx } = await loadCmsPage(params, 'operation')
  await redirectIfHidden(brand, locale, 'operation')
  const ctx: HelpContext = { brand, locale, newTabLabel: blockCtx.newTabLabel }
  const t = await getTranslations({ locale, namespace: 'help' })
  const keyword = readKeyword((await searchParams).keyword)
  const [categories, result] = await Promise.all([getHelpCategories(brand, locale), keyword.ok ? searchManuals(brand, locale, keyword.value) : null])
  return (
    <div className="container-page py-10">
      <Breadcrumbs ctx={ctx} namespace="help" items={[{ label: t('helpCentre'), href: helpHref(ctx, 'operation') }, { label: t('searchTitle') }]} />
      <h1 className="mt-6 text-3xl font-bold text-ink md:text-4xl">{t('searchTitle')}</h1>
      <div className="mt-6">
        <HelpTabs ctx={ctx} active="tutorial" />
      </div>
      <div className="mt-8">
        <ManualSearchForm ctx={ctx} defaultValue={keyword.raw} />
      </div>
      {result ? (
        <ManualResults ctx={ctx} keyword={result.keyword} manuals={result.list} categories={categories} />
      ) : (
        <p className="mt-8 text-slate-700" role="status">
          {!keyword.ok && keyword.problem === 'tooLong' ? t('searchTooLong') : t('searchNoKeyword')}
        </p>
      )}
      <MoreHelp ctx={ctx} />
    </div>
  )
}
