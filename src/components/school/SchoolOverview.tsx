import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { BRAND_ROUTES, publicPath, type BrandKey, type Locale } from '@/brands/registry'
import { formatDate } from '@/i18n/format'
import { schoolListPath } from '@/services/news/query'
import type { SchoolSection } from '@/services/news/school'
import { HotArticles, schoolArticleHref } from './HotArticles'

const focusRing = 'focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand'

/** The knowledge centre's overview: per category its newest articles, its hot list and a link to its list. */
export async function SchoolOverview({ brand, locale, sections }: { brand: BrandKey; locale: Locale; sections: SchoolSection[] }) {
  const t = await getTranslations({ locale, namespace: 'school' })
  const route = BRAND_ROUTES[brand]
  const listHref = (category: SchoolSection['category']) => publicPath(route, locale, schoolListPath({ category, page: 1 }))
  return (
    <div className="container-page space-y-12 py-12">
      <nav aria-label={t('categoryNav')}>
        <ul className="flex flex-wrap gap-2">
          {sections.map(({ category, total }) => (
            <li key={category}>
              <Link href={listHref(category)} prefetch={false} className={`inline-block rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm font-medium text-slate-800 hover:border-brand hover:text-brand ${focusRing}`}>
                {t(`categories.${category}`)} <span className="text-slate-600">({total})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map(({ category, total, latest, hot }) => (
        <section key={category} aria-labelledby={`school-${category}-heading`} className="rounded-2xl bg-surface p-6 md:p-8">
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <h2 id={`school-${category}-heading`} className="text-2xl font-bold text-ink">
              <Link href={listHref(category)} prefetch={false} className={`hover:text-brand ${focusRing}`}>
                {t(`categories.${category}`)}
              </Link>
            </h2>
            <span className="text-sm text-slate-600">{t('articleCount', { count: total })}</span>
          </div>
          <p className="mt-2 max-w-3xl text-slate-700">{t(`categoryIntros.${category}`)}</p>
          <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div>
              <h3 className="sr-only">{t('latest')}</h3>
              {latest.length ? (
                <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
                  {latest.map((article) => (
                    <li key={article.id} className="px-5 py-4">
                      <Link href={schoolArticleHref(brand, locale, article)} prefetch={false} className={`font-semibold text-ink hover:text-brand ${focusRing}`}>
                        {article.title}
                      </Link>
                      <p className="mt-1 line-clamp-2 text-sm text-slate-700">{article.summary}</p>
                      <time dateTime={article.publishedAt} className="mt-1 block text-xs text-slate-600">
                        {formatDate(article.publishedAt, locale)}
                      </time>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="rounded-xl bg-white p-5 text-slate-700">{t('empty')}</p>
              )}
              <p className="mt-4">
                <Link href={listHref(category)} prefetch={false} className={`font-medium text-brand underline underline-offset-4 ${focusRing}`}>
                  {t('viewAll', { category: t(`categories.${category}`) })}
                </Link>
              </p>
            </div>
            <HotArticles brand={brand} locale={locale} articles={hot} id={`school-${category}-hot-heading`} as="section" headingLevel={3} />
          </div>
        </section>
      ))}
    </div>
  )
}
