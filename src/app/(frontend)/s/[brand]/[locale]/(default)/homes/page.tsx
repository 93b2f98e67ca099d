import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { pageTitle } from '@/lib/page-title'
import { siteParams, type SiteParams } from '@/lib/site-params'
import { getBrand } from '@/services/content/brand'
import { getPage } from '@/services/content/pages'

export const revalidate = 3600
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const { brand: key, locale } = await siteParams(params)
  const [brand, page] = await Promise.all([getBrand(key, locale), getPage(key, locale, 'homes')])
  if (!brand || !page) return {}
  return {
    title: pageTitle(brand.name, brand.siteTitle, page.navLabel),
    description: page.description || brand.description,
    keywords: page.keywords || undefined,
  }
}

/** A brand's home page (`/`, `/lz/homes`, `/mdt/homes`, `/cht` ...), built from CMS blocks. */
export default async function HomePage({ params }: { params: SiteParams }) {
  const { brand, locale } = await siteParams(params)
  setRequestLocale(locale)
  const [page, t] = await Promise.all([getPage(brand, locale, 'homes'), getTranslations('common')])
  if (!page) notFound()
  return <RenderBlocks blocks={page.layout} ctx={{ brand, locale, newTabLabel: t('opensInNewTab') }} />
}
