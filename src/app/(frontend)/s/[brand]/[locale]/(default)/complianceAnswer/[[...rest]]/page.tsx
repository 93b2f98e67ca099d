import { notFound } from 'next/navigation'
import { helpHref, type HelpContext } from '@/components/help/HelpScreens'
import { parseQaPath, QA_PAGE_SIZE, qaPagePath, type QaScreen } from '@/services/qa/qa-route'
import { AskAdviser, Pagination, QaAnswerView, QaList, QaOverview, QaSearchForm, QaTypeNav } from '@/components/qa/QaScreens'
import { CmsFrame } from '@/components/site/CmsFrame'
import { loadCmsPage } from '@/components/site/CmsPage'
import { cmsMetadata } from '@/components/site/page-route'
import type { SiteParams } from '@/lib/site-params'
import { getQaAnswer, getQaList, getQaTypes } from '@/services/qa/store'

export const revalidate = 3600
export { generateStaticParams } from '@/components/site/page-route'

/** The route's own segments, [[...rest]]: a question type (and page) or an answer. */
type Segments = { rest?: string[] }

/** Questions per type on the overview before "see all". */
const PER_TYPE = 5

async function screenOf(params: SiteParams<Segments>): Promise<QaScreen> {
  const screen = parseQaPath((await params).rest)
  if (!screen) notFound()
  return screen
}

export const generateMetadata = cmsMetadata<Segments>('complianceAnswer', async ({ brand, locale, rest }) => {
  const screen = parseQaPath(rest)
  if (!screen) return null
  if (screen.kind === 'answer') {
    const entry = await getQaAnswer(brand, locale, screen.answerId)
    if (!entry) return null
    return { title: entry.question, description: entry.summary, path: qaPagePath({ answerId: entry.answerId }) }
  }
  if (screen.kind === 'type') {
    const type = (await getQaTypes(brand, locale)).find((t) => t.dictValue === screen.qaType)
    return { title: type?.dictLabel, description: type?.description, path: qaPagePath(screen) }
  }
  return {}
})

/**
 * The compliance Q&A knowledge base: /lz/complianceAnswer (every type with its first
 * questions), /lz/complianceAnswer/{qaType}[/{page}] and /lz/complianceAnswer/{answerId}.
 * All static (ISR); the search form opens complianceAnswer/search, rendered per request.
 */
export default async function ComplianceAnswerPage({ params }: { params: SiteParams<Segments> }) {
  const { brand, locale, page, ctx: blockCtx } = await loadCmsPage(params, 'complianceAnswer')
  const screen = await screenOf(params)
  const ctx: HelpContext = { brand, locale, newTabLabel: blockCtx.newTabLabel }
  const types = await getQaTypes(brand, locale)

  if (screen.kind === 'answer') {
    const entry = await getQaAnswer(brand, locale, screen.answerId)
    if (!entry) notFound()
    const typeLabel = types.find((t) => t.dictValue === entry.qaType)?.dictLabel ?? entry.qaType
    return <QaAnswerView ctx={ctx} entry={entry} typeLabel={typeLabel} />
  }

  if (screen.kind === 'type') {
    const type = types.find((t) => t.dictValue === screen.qaType)!
    const list = await getQaList(brand, locale, { qaType: screen.qaType, page: screen.page, pageSize: QA_PAGE_SIZE })
    const pages = Math.max(1, Math.ceil(list.total / QA_PAGE_SIZE))
    if (screen.page > pages) notFound()
    return (
      <CmsFrame
        page={page}
        ctx={blockCtx}
        afterHero={
          <div className="container-page py-8">
            <QaSearchForm ctx={ctx} types={types} qaType={screen.qaType} />
            <div className="mt-8">
              <QaTypeNav ctx={ctx} types={types} active={screen.qaType} />
            </div>
            <section aria-labelledby="qa-type-heading" className="mt-10">
              <h2 id="qa-type-heading" className="text-2xl font-bold text-ink">
                {type.dictLabel}
              </h2>
              <p className="mt-1 text-slate-700">{type.description}</p>
              <div className="mt-5">{list.list.length ? <QaList ctx={ctx} items={list.list} /> : null}</div>
              <Pagination ctx={ctx} page={screen.page} pages={pages} hrefOf={(n) => helpHref(ctx, qaPagePath({ qaType: screen.qaType, page: n }))} />
            </section>
            <AskAdviser ctx={ctx} />
          </div>
        }
      />
    )
  }

  const all = await getQaList(brand, locale)
  const groups: Record<string, typeof all.list> = {}
  for (const item of all.list) (groups[item.qaType] ??= []).push(item)
  return (
    <CmsFrame
      page={page}
      ctx={blockCtx}
      afterHero={
        <div className="container-page py-8">
          <QaSearchForm ctx={ctx} types={types} />
          <div className="mt-8">
            <QaTypeNav ctx={ctx} types={types} />
          </div>
          <div className="mt-10">
            <QaOverview ctx={ctx} types={types} groups={groups} perType={PER_TYPE} />
          </div>
          <AskAdviser ctx={ctx} />
        </div>
      }
    />
  )
}
