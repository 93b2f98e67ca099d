import type { BrandKey, Locale } from '@/brands/registry'
import { getBrand } from '@/services/content/brand'
import type { PageView } from '@/services/content/pages'
import { siteOrigin } from '@/services/seo/origin'
import { cmsPageLd } from '@/services/seo/page-ld'
import { JsonLd } from './JsonLd'

/** A CMS page's structured data (breadcrumb, FAQ, service), server-rendered beside its blocks. */
export async function PageJsonLd({ page, brand, locale }: { page: PageView; brand: BrandKey; locale: Locale }) {
  const view = await getBrand(brand, locale)
  if (!view) return null
  return <JsonLd data={cmsPageLd({ origin: siteOrigin(brand), brand, locale, brandName: view.name, page })} />
}
