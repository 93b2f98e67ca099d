import { getTranslations } from 'next-intl/server'
import { BRAND_ROUTES, publicPath, type BrandKey, type Locale } from '@/brands/registry'
import { ArticleList } from '@/components/news/NewsList'
import type { NewsPage, NewsSummary } from '@/services/news'
import { SCHOOL_CATEGORIES, type SchoolCategory } from '@/services/news/categories'
import { schoolListPath } from '@/services/news/query'
import { HotArticles, schoolArticleHref } from './HotArticles'

/** One category of the knowledge centre: tabs of the four categories, the page's cards and pager, the hot list beside. */
export async function SchoolList({ brand, locale, category, page, result, hot }: { brand: BrandKey; locale: Locale; category: SchoolCategory; page: number; result: NewsPage; hot: NewsSummary[] }) {
  const t = await getTranslations({ locale, namespace: 'school' })
  const route = BRAND_ROUTES[brand]
  const tabs = SCHOOL_CATEGORIES.map((key) => ({ key, label: t(`categories.${key}`), href: publicPath(route, locale, schoolListPath({ category: key, page: 1 })), active: key === category }))
  return (
    <ArticleList
      locale={locale}
      namespace="school"
      headingId="school-list-heading"
      heading={t('latest')}
      tabs={tabs}
      page={page}
      result={result}
      pageHref={(n) => publicPath(route, locale, schoolListPath({ category, page: n }))}
      detailHref={(article) => schoolArticleHref(brand, locale, article)}
      aside={<HotArticles brand={brand} locale={locale} articles={hot} id="school-hot-heading" />}
    />
  )
}
