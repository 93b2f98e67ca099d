import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { ContactSection } from '@/components/contact/ContactSection'
import { CmsFrame } from '@/components/site/CmsFrame'
import { loadCmsPage } from '@/components/site/CmsPage'
import { cmsMetadata } from '@/components/site/page-route'
import type { SiteParams } from '@/lib/site-params'
import { isJurisdictionCode, type JurisdictionCode } from '@/services/corporate/codes'
import { corporatePriceRows, type CorporatePricedService } from '@/services/corporate/prices'
import { getJurisdiction } from '@/services/corporate/store'
import { getPriceEntries } from '@/services/pricing/prices'
import { AnnualReviewFacts, IncorporationFacts } from './JurisdictionFacts'

/**
 * The incorporation pages (/cht/incorporation/HK) and annual-review pages
 * (/cht/annualReview/HK): the CMS page `incorporation/HK` (hero, what our service includes,
 * our process, closing call to action) around the jurisdiction's checked facts, our prices
 * and the enquiry form prefilled with the jurisdiction and the service. A code without its
 * CMS page (annualReview/FR) or outside the list is a 404.
 */
export type JurisdictionRoute = 'incorporation' | 'annualReview'
type Segments = { code: string }

const PRICED: Record<JurisdictionRoute, CorporatePricedService[]> = {
  incorporation: ['incorporation', 'registeredAddress', 'bankAccount'],
  annualReview: ['annualReview', 'secretary', 'registeredAddress', 'accounting', 'audit'],
}

async function codeOf(params: SiteParams<Segments>): Promise<JurisdictionCode> {
  const { code } = await params
  if (!isJurisdictionCode(code)) notFound()
  return code
}

export function jurisdictionMetadata(kind: JurisdictionRoute) {
  return async ({ params }: { params: SiteParams<Segments> }) => {
    const { code } = await params
    return isJurisdictionCode(code) ? cmsMetadata(`${kind}/${code}`)({ params }) : {}
  }
}

export function jurisdictionPage(kind: JurisdictionRoute) {
  return async function JurisdictionPage({ params }: { params: SiteParams<Segments> }) {
    const code = await codeOf(params)
    const { brand, locale, page, ctx } = await loadCmsPage(params, `${kind}/${code}`)
    const [entries, priceEntries, t] = await Promise.all([getJurisdiction(code), getPriceEntries(), getTranslations({ locale, namespace: 'jurisdiction' })])
    if (!entries.length) notFound()
    const prices = corporatePriceRows(priceEntries, code, locale, PRICED[kind])
    const Facts = kind === 'incorporation' ? IncorporationFacts : AnnualReviewFacts
    return (
      <CmsFrame
        page={page}
        ctx={ctx}
        afterHero={<Facts entries={entries} prices={prices} brand={brand} locale={locale} />}
        beforeClosingCta={<ContactSection brand={brand} locale={locale} id="enquiry" heading={t('enquiryHeading')} intro={t('enquiryIntro')} topic={{ jurisdiction: code, service: kind }} />}
      />
    )
  }
}
