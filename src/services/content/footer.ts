import 'server-only'
import type { BrandKey, Locale } from '@/brands/registry'
import { FOOTER_KINDS, type FooterKind } from './footer-kinds'
import { cachedRead } from '../cache'
import { payloadClient } from '../payload'
import { contentTag } from './tags'
import { shownOfBrand } from '../visibility'

/** A footer data group in the legacy record shape: typeValueOne..Five plus a subsetList of items. */
export interface FooterItem {
  id: string
  typeValueOne: string
  typeValueTow: string
  typeValueThree: string
  typeValueFour: string
  typeValueFive: string
}
export interface FooterGroup extends FooterItem {
  sort: number
  subsetList: FooterItem[]
}
export type FooterData = Record<FooterKind, FooterGroup[]>

/** Footer data with every kind present and no groups. */
export function emptyFooter(): FooterData {
  return Object.fromEntries(FOOTER_KINDS.map((k) => [k, [] as FooterGroup[]])) as FooterData
}

export async function loadFooter(brand: BrandKey, locale: Locale): Promise<FooterData> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'footer-groups',
    where: shownOfBrand(brand),
    locale,
    depth: 0,
    sort: 'sort',
    pagination: false,
  })
  const data = emptyFooter()
  for (const doc of docs) {
    data[doc.kind as FooterKind].push({
      id: String(doc.id),
      typeValueOne: doc.title,
      typeValueTow: '',
      typeValueThree: '',
      typeValueFour: doc.kind,
      typeValueFive: '',
      sort: doc.sort ?? 0,
      subsetList: (doc.items ?? []).map((item) => ({
        id: item.id ?? '',
        typeValueOne: item.label,
        typeValueTow: item.value ?? '',
        typeValueThree: item.url ?? '',
        typeValueFour: item.icon ?? '',
        typeValueFive: '',
      })),
    })
  }
  return data
}

export function getFooter(brand: BrandKey, locale: Locale): Promise<FooterData> {
  return cachedRead(['footer', brand, locale], [contentTag('footer', brand)], () => loadFooter(brand, locale))
}
