import { hotModuleMetadata, hotModulePage } from '@/components/activity/activity-routes'

export const revalidate = 3600
export { generateStaticParams } from '@/components/site/page-route'
export const generateMetadata = hotModuleMetadata()

/** /cht/hot/module/{hotModal|loginSuccessful|repeat}: the newcomer offer's module in each state; any other state is a 404. */
export default hotModulePage()
