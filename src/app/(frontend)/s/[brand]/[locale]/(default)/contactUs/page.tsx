import { ContactSection } from '@/components/contact/ContactSection'
import { CmsFrame } from '@/components/site/CmsFrame'
import { loadCmsPage } from '@/components/site/CmsPage'
import { cmsMetadata } from '@/components/site/page-route'
import type { SiteParams } from '@/lib/site-params'

export const revalidate = 3600
export { generateStaticParams } from '@/components/site/page-route'
export const generateMetadata = cmsMetadata('contactUs')

/** /lz/contactUs and /contact: the CMS page's hero, the contact form and details, then the rest of the page. */
export default async function ContactPage({ params }: { params: SiteParams }) {
  const { brand, locale, page, ctx } = await loadCmsPage(params, 'contactUs')
  return <CmsFrame page={page} ctx={ctx} afterHero={<ContactSection brand={brand} locale={locale} />} />
}
