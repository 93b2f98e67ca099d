import { getTranslations } from 'next-intl/server'
import { localizeHref } from '@/brands/links'
import { BRAND_ROUTES, publicPath, type BrandKey, type Locale } from '@/brands/registry'
import { helpPagePath } from '@/services/help/help-route'
import type { KeywordInput } from '@/components/help/keyword'
import { SearchForm } from '@/components/help/SearchForm'
import type { CommoditySearchData } from '@/services/content/commodity-search'
import { newsDetailPath } from '@/services/news/query'
import type { SiteSearchResult } from '@/services/search/site'

interface Hit {
  key: string
  title: string
  text?: string
  href: string
}

/**
 * The site search under its CMS page: the search form, the hits of one keyword grouped by
 * kind (services, Q&A answers, manuals, news, courses), and the hot services as
 * suggestions when nothing matched or nothing was asked.
 */
export async function SiteSearchScreen({ brand, locale, keyword, result, catalogue }: { brand: BrandKey; locale: Locale; keyword: KeywordInput; result: SiteSearchResult | null; catalogue: CommoditySearchData }) {
  const t = await getTranslations({ locale, namespace: 'search' })
  const path = (p: string) => publicPath(BRAND_ROUTES[brand], locale, p)
  const sections = result ? sectionsOf(result, path, (p) => localizeHref(p, brand, locale), brand) : []
  return (
    <div className="container-page space-y-10 py-10">
      <SearchForm id="site-search" action={path('systemSearch')} label={t('label')} placeholder={t('placeholder')} button={t('button')} hint={t('hint')} defaultValue={keyword.raw} />
      {!keyword.ok && keyword.problem === 'tooLong' ? <p className="text-red-700">{t('tooLong')}</p> : null}
      {result ? (
        <section aria-labelledby="search-results">
          <h2 id="search-results" className="text-2xl font-bold text-ink">
            {result.total ? t('resultsFor', { keyword: result.keyword, count: result.total }) : t('noResults', { keyword: result.keyword })}
          </h2>
          <div className="mt-6 grid gap-8 lg:grid-cols-2">
            {sections.map((section) =>
              section.hits.length ? (
                <section key={section.key} aria-labelledby={`hits-${section.key}`}>
                  <h3 id={`hits-${section.key}`} className="mb-3 text-lg font-semibold text-ink">
                    {t(`sections.${section.key}`)} <span className="text-sm font-normal text-slate-600">({section.hits.length})</span>
                  </h3>
                  <ul className="space-y-3">
                    {section.hits.map((hit) => (
                      <li key={hit.key} className="rounded-lg border border-slate-200 bg-white p-4">
                        <a href={hit.href} className="font-medium text-brand hover:underline">
                          {hit.title}
                        </a>
                        {hit.text ? <p className="mt-1 line-clamp-2 text-sm text-slate-700">{hit.text}</p> : null}
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null,
            )}
          </div>
        </section>
      ) : null}
      {!result?.total ? (
        <section aria-labelledby="search-suggestions">
          <h2 id="search-suggestions" className="text-xl font-bold text-ink">
            {t('suggestions')}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-3">
            {catalogue.hotService.map((s) => (
              <li key={s.id}>
                <a href={`${path('systemSearch')}?keyword=${encodeURIComponent(s.menuName)}`} className="inline-block rounded-full border border-brand px-4 py-1.5 text-sm text-brand hover:bg-surface">
                  {s.menuName}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}

function sectionsOf(result: SiteSearchResult, path: (page: string) => string, link: (href: string) => string, brand: BrandKey): { key: string; hits: Hit[] }[] {
  return [
    { key: 'services', hits: result.services.map((s) => ({ key: `s${s.id}`, title: s.menuName, text: s.menuAttribute, href: link(s.path) })) },
    { key: 'answers', hits: result.answers.map((a) => ({ key: `q${a.answerId}`, title: a.question, text: a.summary, href: path(`complianceAnswer/${a.answerId}`) })) },
    { key: 'manuals', hits: result.manuals.map((m) => ({ key: `m${m.id}`, title: m.title, text: m.summary, href: path(helpPagePath('tutorial', m.id)) })) },
    { key: 'articles', hits: result.articles.map((a) => ({ key: `a${a.id}`, title: a.title, text: a.summary, href: path(newsDetailPath(a.id, BRAND_ROUTES[brand])) })) },
    { key: 'courses', hits: result.courses.map((c) => ({ key: `c${c.uid}`, title: c.title, text: c.summary, href: path(`videoDetail/${encodeURIComponent(c.uid)}`) })) },
  ]
}
