import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { BRAND_ROUTES, publicPath, type BrandKey, type Locale } from '@/brands/registry'
import { RichText } from '@/components/rich-text/RichText'
import { formatDate } from '@/i18n/format'
import type { NewsDetail, NewsLink } from '@/services/news'
import { isNewsCategory, newsDetailPath, newsListPath } from '@/services/news/query'

const focusRing = 'focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand'

// Tailwind's preflight resets headings and lists; the article body styles them back.
const bodyStyles = [
  'leading-relaxed text-slate-800',
  '[&_p]:mt-4',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-ink',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink',
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-ink',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6',
  '[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-brand [&_blockquote]:pl-4 [&_blockquote]:text-slate-700',
  '[&_a]:text-brand [&_a]:underline [&_a]:underline-offset-4',
  '[&_strong]:font-semibold',
].join(' ')

function NeighbourLink({ label, article, href, align }: { label: string; article: NewsLink; href: string; align: 'start' | 'end' }) {
  return (
    <Link href={href} prefetch={false} rel={align === 'start' ? 'prev' : 'next'} className={`block h-full rounded-xl border border-slate-200 bg-white p-5 hover:border-brand ${focusRing} ${align === 'end' ? 'sm:text-right' : ''}`}>
      <span className="block text-sm text-slate-600">{label}</span>
      <span className="mt-1 block font-semibold text-ink">{article.title}</span>
    </Link>
  )
}

/**
 * One article (getInformationInfo): category, title, date and author, cover, the editor's
 * rich text, keywords, then previous/next by publication date and related articles.
 */
export async function NewsArticle({ brand, locale, article }: { brand: BrandKey; locale: Locale; article: NewsDetail }) {
  const [t, common] = await Promise.all([getTranslations({ locale, namespace: 'news' }), getTranslations({ locale, namespace: 'common' })])
  const route = BRAND_ROUTES[brand]
  const detailHref = (id: number) => publicPath(route, locale, newsDetailPath(id))
  const keywords = article.keywords.split(/[,，、]\s*/).map((k) => k.trim()).filter(Boolean)
  return (
    <div className="container-page py-10">
      <nav aria-label={t('breadcrumb')} className="mb-6 text-sm">
        <ol className="flex flex-wrap items-center gap-2 text-slate-600">
          <li>
            <Link href={publicPath(route, locale, newsListPath({ category: null, page: 1 }))} prefetch={false} className={`text-brand hover:underline ${focusRing}`}>
              {t('categories.all')}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link href={publicPath(route, locale, newsListPath({ category: isNewsCategory(article.category) ? article.category : null, page: 1 }))} prefetch={false} className={`text-brand hover:underline ${focusRing}`}>
              {t(`categories.${article.category}`)}
            </Link>
          </li>
        </ol>
      </nav>
      <article className="mx-auto max-w-3xl">
        <header>
          <h1 className="text-3xl font-bold leading-tight text-ink md:text-4xl">{article.title}</h1>
          <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
            <div className="flex gap-1">
              <dt>{t('publishedOn')}:</dt>
              <dd>
                <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, locale)}</time>
              </dd>
            </div>
            <div className="flex gap-1">
              <dt>{t('category')}:</dt>
              <dd>{t(`categories.${article.category}`)}</dd>
            </div>
            {article.author ? (
              <div className="flex gap-1">
                <dt>{t('author')}:</dt>
                <dd>{article.author}</dd>
              </div>
            ) : null}
          </dl>
          <p className="mt-6 rounded-xl bg-surface p-5 text-lg leading-relaxed text-slate-800">{article.summary}</p>
        </header>
        {article.cover ? (
          // Editors' uploads arrive in any size; width and height keep the layout steady.
          <img src={article.cover.url} alt={article.cover.alt} width={article.cover.width ?? undefined} height={article.cover.height ?? undefined} className="mt-8 w-full rounded-xl object-cover" />
        ) : null}
        <RichText data={article.content} brand={brand} locale={locale} newTabLabel={common('opensInNewTab')} className={`mt-6 ${bodyStyles}`} />
        {keywords.length ? (
          <div className="mt-10">
            <h2 className="mb-3 text-sm font-semibold text-slate-700">{t('keywords')}</h2>
            <ul className="flex flex-wrap gap-2">
              {keywords.map((k) => (
                <li key={k} className="rounded-full bg-surface px-3 py-1 text-sm text-slate-800">
                  {k}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </article>
      {article.previous || article.next ? (
        <nav aria-label={t('articleNav')} className="mx-auto mt-12 grid max-w-3xl gap-4 sm:grid-cols-2">
          <div>{article.previous ? <NeighbourLink label={t('previousArticle')} article={article.previous} href={detailHref(article.previous.id)} align="start" /> : null}</div>
          <div>{article.next ? <NeighbourLink label={t('nextArticle')} article={article.next} href={detailHref(article.next.id)} align="end" /> : null}</div>
        </nav>
      ) : null}
      {article.related.length ? (
        <section aria-labelledby="news-related-heading" className="mx-auto mt-12 max-w-3xl">
          <h2 id="news-related-heading" className="mb-4 text-xl font-bold text-ink">
            {t('related')}
          </h2>
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {article.related.map((r) => (
              <li key={r.id}>
                <Link href={detailHref(r.id)} prefetch={false} className={`flex flex-col gap-1 px-5 py-4 hover:bg-surface sm:flex-row sm:items-baseline sm:justify-between ${focusRing}`}>
                  <span className="font-medium text-ink">{r.title}</span>
                  <time dateTime={r.publishedAt} className="shrink-0 text-sm text-slate-600">
                    {formatDate(r.publishedAt, locale)}
                  </time>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
