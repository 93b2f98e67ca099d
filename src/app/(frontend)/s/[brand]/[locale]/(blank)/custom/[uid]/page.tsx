import { landingMetadata, landingPage } from '@/components/activity/activity-routes'

export const revalidate = 3600
export { generateStaticParams } from '@/components/site/page-route'
export const generateMetadata = landingMetadata('custom')

/** /custom/{uid} (blank layout): a landing page an editor built, CMS page `custom/{uid}`; an unknown id is a 404. */
export default landingPage('custom')
