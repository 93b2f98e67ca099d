import { schoolArticleRoute } from '@/components/school/article-route'

export const revalidate = 3600
export { generateStaticParams } from '@/components/site/page-route'

/** /FinanceTaxEncy/{id}.html: a knowledge centre article of this category (see components/school/article-route). */
const route = schoolArticleRoute('FinanceTaxEncy')
export const generateMetadata = route.generateMetadata
export default route.Page
