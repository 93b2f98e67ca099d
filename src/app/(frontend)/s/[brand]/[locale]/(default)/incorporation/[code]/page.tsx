import { jurisdictionMetadata, jurisdictionPage } from '@/components/corporate/jurisdiction/JurisdictionPage'

export const revalidate = 3600
export { generateStaticParams } from '@/components/site/page-route'
export const generateMetadata = jurisdictionMetadata('incorporation')

/** /cht/incorporation/{HK|USA|YG|...}: the jurisdiction's CMS page around its checked facts, prices and the enquiry form. */
export default jurisdictionPage('incorporation')
