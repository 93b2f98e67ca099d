import { CaseStudies } from '@/components/about/CaseStudies'
import { CmsFrame } from '@/components/site/CmsFrame'
import { loadCmsPage } from '@/components/site/CmsPage'
import { cmsMetadata } from '@/components/site/page-route'
import type { SiteParams } from '@/lib/site-params'
import { getCaseStudies } from '@/services/about/cases'

export const revalidate = 3600
export { generateStaticParams } from '@/components/site/page-route'
export const generateMetadata = cmsMetadata('case_studies')

/** /case_studies (the locale-prefixed brands): the CMS page's hero, then the brand's client case studies. */
export default async function CaseStudiesPage({ params }: { params: SiteParams }) {
  const { brand, locale, page, ctx } = await loadCmsPage(params, 'case_studies')
  const cases = await getCaseStudies(brand, locale)
  return <CmsFrame page={page} ctx={ctx} afterHero={<CaseStudies cases={cases} locale={locale} />} />
}
