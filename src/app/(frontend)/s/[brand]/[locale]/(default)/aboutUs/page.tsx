import { getTranslations } from 'next-intl/server'
import { BRAND_ROUTES, publicPath } from '@/brands/registry'
import { CaseStudies } from '@/components/about/CaseStudies'
import { PartnerList } from '@/components/about/PartnerList'
import { CmsFrame } from '@/components/site/CmsFrame'
import { loadCmsPage } from '@/components/site/CmsPage'
import { cmsMetadata } from '@/components/site/page-route'
import type { SiteParams } from '@/lib/site-params'
import { getCaseStudies } from '@/services/about/cases'
import { getPartnersOfKind } from '@/services/about/partners'

export const revalidate = 3600
export { generateStaticParams } from '@/components/site/page-route'
export const generateMetadata = cmsMetadata('aboutUs')

/** /lz/aboutUs (also /about): the company page, its case studies and partners. */
export default async function AboutUsPage({ params }: { params: SiteParams }) {
  const { brand, locale, page, ctx } = await loadCmsPage(params, 'aboutUs')
  const route = BRAND_ROUTES[brand]
  const [cases, partners, t] = await Promise.all([getCaseStudies(brand, locale), getPartnersOfKind(brand, locale, 'partner'), getTranslations({ locale, namespace: 'about.partners' })])
  return (
    <CmsFrame
      page={page}
      ctx={ctx}
      beforeClosingCta={
        <>
          <CaseStudies cases={cases} locale={locale} />
          {partners.length ? (
            <PartnerList
              id="partners"
              heading={t('heading')}
              intro={t('intro')}
              partners={partners}
              locale={locale}
              variant="strip"
              footer={{ label: t('join'), href: publicPath(route, locale, 'cooperative') }}
            />
          ) : null}
        </>
      }
    />
  )
}
