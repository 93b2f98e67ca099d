import type { BrandKey, Locale } from '@/brands/registry'
import { getBrand } from '@/services/content/brand'
import type { PageView } from '@/services/content/pages'
import { siteOrigin } from '@/services/seo/origin'
import { absoluteMediaUrl } from '@/services/seo/json-ld'
import { cmsPageLd, faqGroups } from '@/services/seo/page-ld'
import { FaqPageJsonLd } from './FaqPageJsonLd'
import { JsonLd } from './JsonLd'

/** A CMS page's structured data (the home's Organization, breadcrumb, FAQ, service), rendered beside its blocks. */
export async function PageJsonLd({ page, brand, locale }: { page: PageView; brand: BrandKey; locale: Locale }) {
  const view = await getBrand(brand, locale)
  if (!view) return null
  const origin = siteOrigin(brand)
  const organization = { logoUrl: absoluteMediaUrl(origin, view.logoUrl), description: view.description, email: view.email, phones: view.phones, address: view.address }
  // The FAQPage is written by FaqPageJsonLd from the arrays the FAQ blocks show (one copy in the payload).
  const data = cmsPageLd({ origin, brand, locale, brandName: view.name, page, organization }).filter((d) => d['@type'] !== 'FAQPage')
  const faq = faqGroups(page)
  return (
    <>
      <JsonLd data={data} />
      {faq.some((pairs) => pairs.length) ? <FaqPageJsonLd groups={faq} /> : null}
    </>
  )
}
