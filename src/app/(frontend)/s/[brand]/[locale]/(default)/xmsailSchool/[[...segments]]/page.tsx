import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { SchoolList } from '@/components/school/SchoolList'
import { SchoolOverview } from '@/components/school/SchoolOverview'
import { CmsFrame } from '@/components/site/CmsFrame'
import { loadCmsPage } from '@/components/site/CmsPage'
import { cmsMetadata } from '@/components/site/page-route'
import type { SiteParams } from '@/lib/site-params'
import { getHotArticles, getNewsPage } from '@/services/news'
import { parseSchoolSegments, SCHOOL_HOT_LIMIT, SCHOOL_PAGE_SIZE, schoolListPath, schoolPageSlug } from '@/services/news/query'
import { getSchoolOverview } from '@/services/news/school'

export const revalidate = 3600
export { generateStaticParams } from '@/components/site/page-route'

/** The route's own segments, [[...segments]]: category and page number. */
type Segments = { segments?: string[] }

// Each category has its own CMS page (xmsailSchool/trends ...), the overview the
// xmsailSchool page; page n of a category shares page 1's texts with "page n" in its title.
export const generateMetadata = async ({ params }: { params: SiteParams<Segments> }) => {
  const query = parseSchoolSegments((await params).segments)
  if (!query) return {}
  return cmsMetadata<Segments>(schoolPageSlug(query.category), async ({ locale }, page) => {
    if (query.page === 1) return {}
    const t = await getTranslations({ locale, namespace: 'school' })
    return { title: [page?.navLabel, t('pageN', { page: query.page })].filter(Boolean).join(' - '), path: schoolListPath(query) }
  })({ params })
}

/**
 * /xmsailSchool/{category?}/{page?} (the corporate brand's knowledge centre): the overview
 * of the four categories, or one category's list with its hot articles beside it, under
 * the CMS page's hero. Category and page live in the path (see parseSchoolSegments), so
 * every page is cached; anything else is a 404, as is every brand without these pages.
 */
export default async function SchoolPage({ params }: { params: SiteParams<Segments> }) {
  const query = parseSchoolSegments((await params).segments)
  if (!query) notFound()
  const { brand, locale, page, ctx } = await loadCmsPage(params, schoolPageSlug(query.category))
  if (!query.category) {
    const sections = await getSchoolOverview(brand, locale)
    return <CmsFrame page={page} ctx={ctx} afterHero={<SchoolOverview brand={brand} locale={locale} sections={sections} />} />
  }
  const [result, hot] = await Promise.all([
    getNewsPage(brand, locale, { category: query.category, page: query.page, pageSize: SCHOOL_PAGE_SIZE }),
    getHotArticles(brand, locale, query.category, SCHOOL_HOT_LIMIT),
  ])
  // Page 1 of an empty category is a real (empty) page; a page past the end is not.
  if (query.page > result.pages) notFound()
  const list = <SchoolList brand={brand} locale={locale} category={query.category} page={query.page} result={result} hot={hot} />
  return <CmsFrame page={page} ctx={ctx} afterHero={list} />
}
