import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { BRAND_ROUTES, publicPath, type BrandKey, type Locale } from '@/brands/registry'
import { formatDate } from '@/i18n/format'
import type { NewsSummary } from '@/services/news'
import { isSchoolCategory } from '@/services/news/categories'
import { schoolArticlePath } from '@/services/news/query'

const focusRing = 'focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand'

/** A school article's public path: /cht/trends/12.html. */
export function schoolArticleHref(brand: BrandKey, locale: Locale, article: { id: number; category: string }): string {
  // School lists only hold school categories; anything else would have no route of its own.
  const category = isSchoolCategory(article.category) ? article.category : 'trends'
  return publicPath(BRAND_ROUTES[brand], locale, schoolArticlePath(category, article.id))
}

/**
 * A category's hot articles (getHotArticleByType): beside a list or an article, and under
 * each category of the overview. `id` names the heading, unique on its page.
 */
export async function HotArticles({ brand, locale, articles, id, as: Tag = 'aside', headingLevel = 2 }: { brand: BrandKey; locale: Locale; articles: NewsSummary[]; id: string; as?: 'aside' | 'section'; headingLevel?: 2 | 3 }) {
  const t = await getTranslations({ locale, namespace: 'school' })
  if (!articles.length) return null
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  return (
    <Tag aria-labelledby={id} className="self-start rounded-xl border border-slate-200 bg-white p-5">
      <Heading id={id} className="mb-3 text-lg font-bold text-ink">
        {t('hot')}
      </Heading>
      <ol className="space-y-3">
        {articles.map((article, i) => (
          <li key={article.id} className="flex gap-3">
            <span aria-hidden="true" className={`mt-0.5 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded text-sm font-semibold ${i < 3 ? 'bg-brand text-brand-contrast' : 'bg-surface text-slate-700'}`}>
              {i + 1}
            </span>
            <div className="min-w-0">
              <Link href={schoolArticleHref(brand, locale, article)} prefetch={false} className={`font-medium leading-snug text-ink hover:text-brand ${focusRing}`}>
                {article.title}
              </Link>
              <p className="mt-1 text-xs text-slate-600">
                <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, locale)}</time>
                {article.hot ? <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 font-medium text-amber-900">{t('hotBadge')}</span> : null}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </Tag>
  )
}
