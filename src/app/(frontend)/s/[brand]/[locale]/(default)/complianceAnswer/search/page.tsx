import { getTranslations } from 'next-intl/server'
import { Breadcrumbs, helpHref, type HelpContext } from '@/components/help/HelpScreens'
import { readKeyword } from '@/components/help/keyword'
import { qaPagePath } from '@/services/qa/qa-route'
import { AskAdviser, QaList, QaSearchForm } from '@/components/qa/QaScreens'
import { loadCmsPage, redirectIfHidden } from '@/components/site/CmsPage'
import { cmsMetadata } from '@/components/site/page-route'
import type { SearchParams, SiteParams } from '@/lib/site-params'
import { getQaTypes, isQaType, searchQa } from '@/services/qa/store'

// Each keyword is its own answer: rendered per request, never cached or indexed. The
// knowledge base's list and answer pages stay static.
export const dynamic = 'force-dynamic'

export const generateMetadata = cmsMetadata('complianceAnswer', async ({ locale }) => {
  const t = await getTranslations({ locale, namespace: 'qa' })
  return { title: t('searchTitle'), path: 'complianceAnswer/search', robots: { index: false, follow: true } }
})

/** Q&A search (vat/qaQuestion/searchlist) from the knowledge base's form: /lz/complianceAnswer/search?keyword=...&qaType=... */
export default async function QaSearchPage({ params, searchParams }: { params: SiteParams; searchParams: SearchParams }) {
  const { brand, locale, ctx: blockCtx } = await loadCmsPage(params, 'complianceAnswer')
  await redirectIfHidden(brand, locale, 'complianceAnswer')
  const ctx: HelpContext = { brand, locale, newTabLabel: blockCtx.newTabLabel }
  const query = await searchParams
  const keyword = readKeyword(query.keyword)
  const qaType = isQaType(query.qaType) ? query.qaType : undefined
  const [t, types, result] = await Promise.all([getTranslations({ locale, namespace: 'qa' }), getQaTypes(brand, locale), keyword.ok ? searchQa(brand, locale, keyword.value, qaType) : null])
  const typeLabels = Object.fromEntries(types.map((type) => [type.dictValue, type.dictLabel]))
  return (
    <div className="container-page py-10">
      <Breadcrumbs ctx={ctx} namespace="qa" items={[{ label: t('title'), href: helpHref(ctx, qaPagePath()) }, { label: t('searchTitle') }]} />
      <h1 className="mt-6 text-3xl font-bold text-ink md:text-4xl">{t('searchTitle')}</h1>
      <div className="mt-8">
        <QaSearchForm ctx={ctx} types={types} keyword={keyword.raw} qaType={qaType} />
      </div>
      {result ? (
        <section aria-labelledby="qa-results" className="mt-10">
          <h2 id="qa-results" className="text-2xl font-bold text-ink">
            {t('searchHeading', { keyword: result.keyword })}
          </h2>
          <p className="mt-2 text-slate-700" role="status">
            {result.list.length ? t('searchCount', { count: result.list.length }) : t('searchEmpty', { keyword: result.keyword })}
          </p>
          {result.list.length ? (
            <div className="mt-5">
              <QaList ctx={ctx} items={result.list} typeLabels={typeLabels} />
            </div>
          ) : null}
        </section>
      ) : (
        <p className="mt-8 text-slate-700" role="status">
          {!keyword.ok && keyword.problem === 'tooLong' ? t('searchTooLong') : t('searchNoKeyword')}
        </p>
      )}
      <AskAdviser ctx={ctx} />
    </div>
  )
}
