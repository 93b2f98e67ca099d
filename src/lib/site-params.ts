import { notFound } from 'next/navigation'
import { BRAND_ROUTES, isBrandKey, isLocale, type BrandKey, type Locale } from '@/brands/registry'

export type SiteParams = Promise<{ brand: string; locale: string }>

/** Validates the /s/{brand}/{locale} segments the proxy wrote; anything else is a 404. */
export async function siteParams(params: SiteParams): Promise<{ brand: BrandKey; locale: Locale }> {
  const { brand, locale } = await params
  if (!isBrandKey(brand) || !isLocale(locale) || !BRAND_ROUTES[brand].locales.includes(locale)) notFound()
  return { brand, locale }
}
