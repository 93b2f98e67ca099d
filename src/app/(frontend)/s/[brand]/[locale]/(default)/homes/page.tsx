import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { CmsFrame } from '@/components/site/CmsFrame'
import { cmsMetadata } from '@/components/site/page-route'
import { siteParams, type SiteParams } from '@/lib/site-params'
import { getPage } from '@/services/content/pages'

export const revalidate = 3600
export { generateStaticParams } from '@/components/site/page-route'
// The home page answers several paths (`/`, `/lz/homes` ...): it names no canonical URL.
export const generateMetadata = cmsMetadata('homes', () => ({ path: null }))

/** A brand's home page (`/`, `/lz/homes`, `/mdt/homes`, `/cht` ...), built from CMS blocks. */
export default async function HomePage({ params }: { params: SiteParams }) {
  const { brand, locale } = await siteParams(params)
  setRequestLocale(locale)
  const [page, t] = await Promise.all([getPage(brand, locale, 'homes'), getTranslations('common')])
  if (!page) notFound()
  return <CmsFrame page={page} ctx={{ brand, locale, newTabLabel: t('opensInNewTab') }} />
}
