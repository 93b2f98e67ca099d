import Link from 'next/link'
import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import { BRAND_ROUTES, publicPath, type BrandKey, type Locale } from '@/brands/registry'
import { NEWS_CATEGORIES } from '@/services/news/categories'
import type { NewsPage, NewsSummary } from '@/services/news'
import { newsDetailPath, newsListPath, pagerItems, type NewsListQuery } from '@/services/news/query'
import { formatDate } from '@/i18n/format'

const focusRing = 'focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand'

/** One category tab of a list: its label and its page 1. */
export interface ListTab {
  key: string
  label: string
  href: string
  active: boolean
}

/**
 * What a list of articles needs to know about where it lives: the news list and the
 * knowledge centre's category lists share the markup and differ in their texts (messages
 * namespace `news` or `school`, both with the same list labels), tabs and links.
 */
export interface ArticleListProps {
  locale: Locale
  namespace: 'news' | 'school'
  /** `id` of the list's h2, which the cards' list follows. */
  headingId: string
  heading: string
  tabs: ListTab[]
  page: number
  result: NewsPage
  pageHref: (page: number) => string
  detailHref: (article: NewsSummary) => string
  /** Beside the list on wide screens, under it on narrow ones (the school's hot articles). */
  aside?: ReactNode
}

/** A pager of plain links: previous, the numbers around the current page with gaps, next. */
export async function Pager({ locale, namespace, page, pages, href }: { locale: Locale; namespace: 'news' | 'school'; page: number; pages: number; href: (page: number) => string }) {
  const t = await getTranslations({ locale, namespace })
  if (pages <= 1) return null
  return (
    <nav aria-label={t('pagination')} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link href={href(page - 1)} prefetch={false} rel="prev" className={`inline-block rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-800 hover:border-brand ${focusRing}`}>
              {t('previousPage')}
            </Link>
          </li>
        ) : null}
        {pagerItems(page, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-600">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                href={href(n)}
                prefetch={false}
                aria-label={t('pageLabel', { page: n })}
                aria-current={n === page ? 'page' : undefined}
                className={`inline-block min-w-9 rounded-md border px-3 py-1.5 text-center text-sm ${focusRing} ${n === page ? 'border-brand bg-brand text-brand-contrast' : 'border-slate-300 bg-white text-slate-800 hover:border-brand'}`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link href={href(page + 1)} prefetch={false} rel="next" className={`inline-block rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-800 hover:border-brand ${focusRing}`}>
              {t('nextPage')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}

/** Category tabs, article cards and a pager, all plain links (news list, school category lists). */
export async function ArticleList({ locale, namespace, headingId, heading, tabs, page, result, pageHref, detailHref, aside }: ArticleListProps) {
  const t = await getTranslations({ locale, namespace })
  const list = (
    <>
      <h2 id={headingId} className="mb-6 text-2xl font-bold text-ink">
        {heading}
        {page > 1 ? <span className="ml-2 text-base font-normal text-slate-600">{t('pageN', { page })}</span> : null}
      </h2>
      {result.list.length === 0 ? (
        <p className="rounded-xl bg-surface p-6 text-slate-700">{t('empty')}</p>
      ) : (
        <ul className={`grid gap-6 md:grid-cols-2 ${aside ? '' : 'lg:grid-cols-3'}`}>
          {result.list.map((article) => (
            <li key={article.id} className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
              {article.cover ? (
                <img src={article.cover.url} alt={article.cover.alt} width={article.cover.width ?? undefined} height={article.cover.height ?? undefined} loading="lazy" className="aspect-[16/9] w-full object-cover" />
              ) : null}
              <div className="flex flex-1 flex-col p-6">
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="rounded-full bg-surface px-3 py-0.5 font-medium text-brand">{t(`categories.${article.category}`)}</span>
                  {article.featured ? <span className="rounded-full bg-amber-100 px-3 py-0.5 font-medium text-amber-900">{t('pinned')}</span> : null}
                  <time dateTime={article.publishedAt} className="text-slate-600">
                    {formatDate(article.publishedAt, locale)}
                  </time>
                </p>
                <h3 className="mt-3 text-lg font-semibold leading-snug text-ink">
                  <Link href={detailHref(article)} prefetch={false} className={`hover:text-brand ${focusRing}`}>
                    {article.title}
                  </Link>
                </h3>
                <p className="mt-2 line-clamp-3 flex-1 text-slate-700">{article.summary}</p>
                {article.author ? (
                  <p className="mt-4 text-sm text-slate-600">
                    {t('author')}: {article.author}
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager locale={locale} namespace={namespace} page={page} pages={result.pages} href={pageHref} />
    </>
  )
  return (
    <section aria-labelledby={headingId} className="container-page py-12">
      {tabs.length ? (
        <nav aria-label={t('categoryNav')} className="mb-8">
          <ul className="flex flex-wrap gap-2">
            {tabs.map((tab) => (
              <li key={tab.key}>
                <Link
                  href={tab.href}
                  prefetch={false}
                  aria-current={tab.active ? 'page' : undefined}
                  className={`inline-block rounded-full border px-4 py-1.5 text-sm font-medium transition ${focusRing} ${tab.active ? 'border-brand bg-brand text-brand-contrast' : 'border-slate-300 bg-white text-slate-800 hover:border-brand hover:text-brand'}`}
                >
                  {tab.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {aside ? (
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div>{list}</div>
          {aside}
        </div>
      ) : (
        list
      )}
    </section>
  )
}

/** The news list (getInformation): every category's tab, then the cards of the query's page. */
export async function NewsList({ brand, locale, query, result }: { brand: BrandKey; locale: Locale; query: NewsListQuery; result: NewsPage }) {
  const t = await getTranslations({ locale, namespace: 'news' })
  const route = BRAND_ROUTES[brand]
  const href = (q: NewsListQuery) => publicPath(route, locale, newsListPath(q))
  const tabs = ([null, ...NEWS_CATEGORIES] as const).map((category) => ({
    key: category ?? 'all',
    label: t(`categories.${category ?? 'all'}`),
    href: href({ category, page: 1 }),
    active: category === query.category,
  }))
  return (
    <ArticleList
      locale={locale}
      namespace="news"
      headingId="news-list-heading"
      heading={query.category ? t(`categories.${query.category}`) : t('latest')}
      tabs={tabs}
      page={query.page}
      result={result}
      pageHref={(page) => href({ ...query, page })}
      detailHref={(article) => publicPath(route, locale, newsDetailPath(article.id, route))}
    />
  )
}
