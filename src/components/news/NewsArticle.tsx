import Link from 'next/link'
import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import { BRAND_ROUTES, publicPath, type BrandKey, type Locale } from '@/brands/registry'
import { RichText } from '@/components/rich-text/RichText'
import { JsonLd } from '@/components/site/JsonLd'
import { formatDate } from '@/i18n/format'
import { getBrand } from '@/services/content/brand'
import type { NewsDetail, NewsLink } from '@/services/news'
import { articleLd, absoluteMediaUrl, breadcrumbLd } from '@/services/seo/json-ld'
import { siteOrigin } from '@/services/seo/origin'
import { absoluteUrl, hreflangOf } from '@/services/seo/urls'
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

/** A link above the article: the list it belongs to, from the top. */
export interface Crumb {
  label: string
  href: string
}

/**
 * What an article view needs to know about where it lives: the news detail and the
 * knowledge centre's article share the markup and differ in their texts (messages
 * namespace `news` or `school`, both with the same article labels), breadcrumb and links.
 */
export interface ArticleViewProps {
  brand: BrandKey
  locale: Locale
  namespace: 'news' | 'school'
  article: NewsDetail
  breadcrumb: Crumb[]
  detailHref: (article: NewsLink) => string
  /** Beside the article on wide screens, under it on narrow ones (the school's hot articles). */
  aside?: ReactNode
}

/**
 * One article: category, title, date and author, cover, the editor's rich text, keywords,
 * then previous/next and related articles.
 */
export async function ArticleView({ brand, locale, namespace, article, breadcrumb, detailHref, aside }: ArticleViewProps) {
  const [t, common, brandView] = await Promise.all([getTranslations({ locale, namespace }), getTranslations({ locale, namespace: 'common' }), getBrand(brand, locale)])
  const keywords = article.keywords.split(/[,，、]\s*/).map((k) => k.trim()).filter(Boolean)
  const body = (
    <>
      <article className="mx-auto max-w-3xl">
        {brandView ? <JsonLd data={articleData(brandView, locale, namespace, article, breadcrumb, detailHref)} /> : null}
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
          <div>{article.previous ? <NeighbourLink label={t('previousArticle')} article={article.previous} href={detailHref(article.previous)} align="start" /> : null}</div>
          <div>{article.next ? <NeighbourLink label={t('nextArticle')} article={article.next} href={detailHref(article.next)} align="end" /> : null}</div>
        </nav>
      ) : null}
      {article.related.length ? (
        <section aria-labelledby={`${namespace}-related-heading`} className="mx-auto mt-12 max-w-3xl">
          <h2 id={`${namespace}-related-heading`} className="mb-4 text-xl font-bold text-ink">
            {t('related')}
          </h2>
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {article.related.map((r) => (
              <li key={r.id}>
                <Link href={detailHref(r)} prefetch={false} className={`flex flex-col gap-1 px-5 py-4 hover:bg-surface sm:flex-row sm:items-baseline sm:justify-between ${focusRing}`}>
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
    </>
  )
  return (
    <div className="container-page py-10">
      <nav aria-label={t('breadcrumb')} className="mb-6 text-sm">
        <ol className="flex flex-wrap items-center gap-2 text-slate-600">
          {breadcrumb.map((crumb, i) => (
            <li key={crumb.href} className="flex items-center gap-2">
              {i > 0 ? <span aria-hidden="true">/</span> : null}
              <Link href={crumb.href} prefetch={false} className={`text-brand hover:underline ${focusRing}`}>
                {crumb.label}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      {aside ? (
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div>{body}</div>
          {aside}
        </div>
      ) : (
        body
      )}
    </div>
  )
}

/** One news article (getInformationInfo), neighbours by publication date across the brand's news. */
export async function NewsArticle({ brand, locale, article }: { brand: BrandKey; locale: Locale; article: NewsDetail }) {
  const t = await getTranslations({ locale, namespace: 'news' })
  const route = BRAND_ROUTES[brand]
  const breadcrumb = [
    { label: t('categories.all'), href: publicPath(route, locale, newsListPath({ category: null, page: 1 })) },
    { label: t(`categories.${article.category}`), href: publicPath(route, locale, newsListPath({ category: isNewsCategory(article.category) ? article.category : null, page: 1 })) },
  ]
  return <ArticleView brand={brand} locale={locale} namespace="news" article={article} breadcrumb={breadcrumb} detailHref={(a) => publicPath(route, locale, newsDetailPath(a.id, route))} />
}

/**
 * The article for search engines: a NewsArticle for news, an Article for the knowledge
 * centre, and its breadcrumb (the links above it, then the article), with absolute URLs.
 */
function articleData(brand: NonNullable<Awaited<ReturnType<typeof getBrand>>>, locale: Locale, namespace: ArticleViewProps['namespace'], article: NewsDetail, breadcrumb: Crumb[], detailHref: (a: NewsLink) => string) {
  const origin = siteOrigin(brand.key)
  const url = absoluteUrl(origin, detailHref(article))
  return [
    articleLd({
      kind: namespace === 'news' ? 'NewsArticle' : 'Article',
      headline: article.title,
      url,
      description: article.summary,
      datePublished: article.publishedAt,
      author: article.author,
      imageUrl: absoluteMediaUrl(origin, article.cover?.url),
      publisher: { name: brand.name, logoUrl: absoluteMediaUrl(origin, brand.logoUrl) },
      inLanguage: hreflangOf(locale),
    }),
    breadcrumbLd([...breadcrumb.map((c) => ({ name: c.label, url: absoluteUrl(origin, c.href) })), { name: article.title, url }]),
  ].filter((d) => d !== null)
}
