import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { BRAND_ROUTES, publicPath } from '@/brands/registry'
import { ArticleView } from '@/components/news/NewsArticle'
import { CmsFrame } from '@/components/site/CmsFrame'
import { loadCmsPage } from '@/components/site/CmsPage'
import { cmsMetadata } from '@/components/site/page-route'
import type { SiteParams } from '@/lib/site-params'
import { getArticle, getHotArticles } from '@/services/news'
import type { SchoolCategory } from '@/services/news/categories'
import { parseSchoolArticleFile, SCHOOL_ARTICLE_SLUG, SCHOOL_HOT_LIMIT, schoolArticlePath, schoolListPath } from '@/services/news/query'
import { HotArticles, schoolArticleHref } from './HotArticles'

/*
 * The knowledge centre's article, /{category}/{id}.html (/cht/trends/12.html): one route
 * folder per category (trends/[file], companyEncy/[file] ...), each of which only names
 * its category here. A brand without the `schoolArticle` CMS page has no such route (404),
 * and an article shows only under its own category: the same id under another category,
 * a news article or another brand's is a 404, so each article has exactly one URL.
 */

/** The route's own segment, [file]: `{id}.html`. */
type Segments = { file: string }

/** The published article of this brand and category named by `file`, or null. */
async function articleOf(brand: Parameters<typeof getArticle>[0], locale: Parameters<typeof getArticle>[1], category: SchoolCategory, file: string) {
  const id = parseSchoolArticleFile(file)
  if (id === null) return null
  const article = await getArticle(brand, locale, id, { neighboursWithin: 'category' })
  return article && article.category === category ? article : null
}

export function schoolArticleRoute(category: SchoolCategory) {
  const generateMetadata = cmsMetadata<Segments>(SCHOOL_ARTICLE_SLUG, async ({ brand, locale, file }, page) => {
    if (!page) return null
    const article = await articleOf(brand, locale, category, file)
    if (!article) return null
    return {
      title: article.title,
      description: article.summary,
      path: schoolArticlePath(category, article.id),
      keywords: article.keywords,
      openGraph: { type: 'article', title: article.title, description: article.summary, publishedTime: article.publishedAt },
    }
  })

  async function SchoolArticlePage({ params }: { params: SiteParams<Segments> }) {
    if (parseSchoolArticleFile((await params).file) === null) notFound()
    const { brand, locale, page, ctx } = await loadCmsPage(params, SCHOOL_ARTICLE_SLUG)
    const [article, hot, t] = await Promise.all([
      articleOf(brand, locale, category, (await params).file),
      getHotArticles(brand, locale, category, SCHOOL_HOT_LIMIT),
      getTranslations({ locale, namespace: 'school' }),
    ])
    if (!article) notFound()
    const route = BRAND_ROUTES[brand]
    const breadcrumb = [
      { label: t('school'), href: publicPath(route, locale, schoolListPath({ category: null, page: 1 })) },
      { label: t(`categories.${category}`), href: publicPath(route, locale, schoolListPath({ category, page: 1 })) },
    ]
    const view = (
      <ArticleView
        brand={brand}
        locale={locale}
        namespace="school"
        article={article}
        breadcrumb={breadcrumb}
        detailHref={(a) => schoolArticleHref(brand, locale, a)}
        aside={<HotArticles brand={brand} locale={locale} articles={hot.filter((a) => a.id !== article.id)} id="school-hot-heading" />}
      />
    )
    return <CmsFrame page={page} ctx={ctx} insteadOfHero={view} />
  }

  return { generateMetadata, Page: SchoolArticlePage }
}
