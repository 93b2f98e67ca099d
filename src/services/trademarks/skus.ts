import 'server-only'
import type { Payload } from 'payload'
import type { Locale } from '@/brands/registry'
import { finalPrice } from '@/services/compliance/report'
import { priceFilingOptions, type FilingOptions, type FilingOptionsFile, type FilingOptionsView } from './filing-options'
import { OFFICE_CODES, type OfficeCode } from './records'
import { SHOWN } from '../visibility'

/**
 * ipr/sysProduct/getVipSkuDetail/{serverItem}: one trademark service item with its price
 * and member prices (trademark service items: 1 to 10 file one mark in 1 to
 * 10 classes; 20 US, 21 UK, 99 EU, 23 Japan applying, 24 Japan registered; member levels
 * 1 VIP, 2 SVIP, labels only; official fee included 0/1). Prices come from the price list
 * (rows of kind `trademark` with that service item), so staff change them in the CMS.
 * With filing options (filing-options.ts) the answer also carries `filingOptions`, and its
 * pay price and member prices include the options' service fees.
 */

/** Service items 1 to 10: one mark in that many classes (filed in China). */
export const CLASS_BUNDLE_ITEMS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const
export const SERVICE_ITEMS: readonly number[] = [...CLASS_BUNDLE_ITEMS, ...OFFICE_CODES]

export const MEMBER_LEVELS = [
  { level: 1, label: 'VIP', field: 'vip' },
  { level: 2, label: 'SVIP', field: 'svip' },
] as const

export function isServiceItem(value: number): boolean {
  return SERVICE_ITEMS.includes(value)
}

/** What an item is: for 1–10, a class bundle without an office; else one class at that office. */
export function skuShape(serverItem: number): { countryCode: OfficeCode | null; classCount: number } {
  if ((CLASS_BUNDLE_ITEMS as readonly number[]).includes(serverItem)) return { countryCode: null, classCount: serverItem }
  return { countryCode: serverItem as OfficeCode, classCount: 1 }
}

/** A trademark price-list row as the SKU answer needs it (names already in one language). */
export interface SkuPriceRow {
  productName: string
  unitPrice: number
  discountPrice: number
  priceUnit: string
  officialFeeIncluded: boolean
  memberPrices?: { vip?: number | null; svip?: number | null } | null
}

export interface VipSkuDetail {
  serverItem: number
  name: string
  countryCode: OfficeCode | null
  classCount: number
  unitPrice: number
  discountPrice: number
  payPrice: number
  priceUnit: string
  officialFeeIncluded: 0 | 1
  memberPrices: { level: 1 | 2; label: 'VIP' | 'SVIP'; price: number }[]
  /** Only when the caller sent filing options. */
  filingOptions?: FilingOptionsView
}

/** The answer for one item; a member level without a price of its own pays the standard pay price. */
export function vipSkuDetail(serverItem: number, row: SkuPriceRow): VipSkuDetail {
  const payPrice = finalPrice(row.unitPrice, row.discountPrice)
  return {
    serverItem,
    name: row.productName,
    ...skuShape(serverItem),
    unitPrice: row.unitPrice,
    discountPrice: row.discountPrice,
    payPrice,
    priceUnit: row.priceUnit,
    officialFeeIncluded: row.officialFeeIncluded ? 1 : 0,
    memberPrices: MEMBER_LEVELS.map(({ level, label, field }) => {
      const price = row.memberPrices?.[field]
      return { level, label, price: typeof price === 'number' && Number.isFinite(price) ? price : payPrice }
    }),
  }
}

/**
 * The answer with filing options: their service fees are added to the pay price and to
 * every member price alike (member prices discount our filing service, not the extras);
 * the list and discount prices stay the row's. Throws FilingOptionRefused (see
 * priceFilingOptions) when an option cannot be had for this item.
 */
export function withFilingOptions(sku: VipSkuDetail, options: FilingOptions, data: FilingOptionsFile, locale: Locale | string): VipSkuDetail {
  const view = priceFilingOptions(sku.serverItem, options, data, locale)
  const plus = (price: number) => Math.round((price + view.optionsFee) * 100) / 100
  return {
    ...sku,
    payPrice: plus(sku.payPrice),
    memberPrices: sku.memberPrices.map((m) => ({ ...m, price: plus(m.price) })),
    filingOptions: view,
  }
}

/**
 * The enabled trademark price row of `serverItem` in the caller's language (German and
 * Korean read English), or null when staff have not priced it. With several rows for an
 * item, the oldest (lowest id) wins, so the answer does not flip between requests.
 */
export async function loadVipSku(payload: Payload, serverItem: number, locale: Locale): Promise<VipSkuDetail | null> {
  const { docs } = await payload.find({
    collection: 'price-list',
    where: { and: [{ kind: { equals: 'trademark' } }, { serviceItem: { equals: serverItem } }, SHOWN] },
    locale: locale === 'cn' ? 'cn' : 'en',
    sort: 'id',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const doc = docs[0]
  if (!doc) return null
  return vipSkuDetail(serverItem, {
    productName: doc.productName,
    unitPrice: doc.unitPrice,
    discountPrice: doc.discountPrice ?? 0,
    priceUnit: doc.priceUnit,
    officialFeeIncluded: Boolean(doc.officialFeeIncluded),
    memberPrices: doc.memberPrices,
  })
}
