import { landingMetadata, landingPage } from '@/components/activity/activity-routes'

export const revalidate = 3600
export { generateStaticParams } from '@/components/site/page-route'
export const generateMetadata = landingMetadata('guide')

/** /guide/{uid} (blank layout): a guide landing page an editor built, CMS page `guide/{uid}`; an unknown id is a 404. */
export default landingPage('guide')
