import type { PayloadRequest } from 'payload'
import { BRAND_ROUTES, isBrandKey, publicPath } from '@/brands/registry'
import { getEnv } from '@/lib/env'
import { editorOrigin } from '../content/preview-paths'
import { PREVIEW_PARAM, previewValue, type CampaignKind } from './constants'

/** The page a pop-up is first shown on: its first trigger page (`homes` and `*` are the home page, `news/*` is news). */
export function previewPage(kind: CampaignKind, triggerPages: { page?: string | null }[] | null | undefined): string {
  if (kind === 'poster') return ''
  const first = triggerPages?.[0]?.page ?? ''
  if (!first || first === '*' || first === 'homes') return ''
  return first.replace(/\/?\*$/, '')
}

interface PreviewableDoc {
  id?: number | string
  brand?: unknown
  triggerPages?: { page?: string | null }[] | null
}

/** The CMS's preview link of a pop-up or poster: the page it runs on, with the preview query. */
export async function campaignPreviewUrl(kind: CampaignKind, doc: PreviewableDoc, { req, locale }: { req: PayloadRequest; locale?: string }): Promise<string | null> {
  if (!doc?.id || !doc.brand) return null
  const brandId = typeof doc.brand === 'object' ? (doc.brand as { id: number | string }).id : (doc.brand as number | string)
  const brandDoc = await req.payload.findByID({ collection: 'brands', id: brandId, depth: 0, req }).catch(() => null)
  if (!brandDoc || !isBrandKey(brandDoc.key)) return null
  const brand = BRAND_ROUTES[brandDoc.key]
  const siteLocale = brand.locales.find((l) => l === locale) ?? brand.defaultLocale
  const request = new URL(req.url ?? 'http://localhost/')
  const path = publicPath(brand, siteLocale, previewPage(kind, doc.triggerPages))
  return `${editorOrigin(brand, request, getEnv().BRAND_HOSTS)}${path}?${PREVIEW_PARAM}=${previewValue(kind, doc.id)}`
}
