import 'server-only'
import { BRAND_ROUTES, publicPath, type BrandKey, type Locale } from '@/brands/registry'
import type { Partner } from '@/payload-types'
import { cachedRead } from '../cache'
import { contentTag } from '../content/tags'
import { payloadClient } from '../payload'
import { shownOfBrand } from '../visibility'

export type PartnerKind = Partner['kind']

/** A partner or introducer as pages and the gateway show it. */
export interface PartnerView {
  id: number | string
  kind: PartnerKind
  friendId: string
  name: string
  category: string
  summary: string
  description: string
  offer: string
  website: string
  channelNo: string
  sort: number
  /** Its page, /lz/cooperative/{friendId}, in the language asked for. */
  path: string
}

function toView(doc: Partner, brand: BrandKey, locale: Locale): PartnerView {
  return {
    id: doc.id,
    kind: doc.kind,
    friendId: doc.friendId,
    name: doc.name,
    category: doc.category ?? '',
    summary: doc.summary,
    description: doc.description ?? '',
    offer: doc.offer ?? '',
    website: doc.website ?? '',
    channelNo: doc.channelNo ?? '',
    sort: doc.sort ?? 0,
    path: publicPath(BRAND_ROUTES[brand], locale, `cooperative/${encodeURIComponent(doc.friendId)}`),
  }
}

/** The brand's enabled partners and introducers, in the editors' order. */
export async function loadPartners(brand: BrandKey, locale: Locale): Promise<PartnerView[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'partners',
    where: shownOfBrand(brand),
    locale,
    depth: 0,
    sort: 'sort',
    pagination: false,
  })
  return docs.map((doc) => toView(doc, brand, locale))
}

export function getPartners(brand: BrandKey, locale: Locale): Promise<PartnerView[]> {
  return cachedRead(['partners', brand, locale], [contentTag('partners', brand)], () => loadPartners(brand, locale))
}

/** Partners only, or introducers only (getPartner lists partners; the programme page shows both). */
export async function getPartnersOfKind(brand: BrandKey, locale: Locale, kind: PartnerKind): Promise<PartnerView[]> {
  return (await getPartners(brand, locale)).filter((p) => p.kind === kind)
}

/**
 * The page /cooperative/{friendId} shows (getPartnersInfoById, getIntroducerById). With
 * `kind`, a partner's friendId does not answer the introducer call and vice versa.
 */
export async function getPartnerByFriendId(brand: BrandKey, locale: Locale, friendId: string, kind?: PartnerKind): Promise<PartnerView | null> {
  const found = (await getPartners(brand, locale)).find((p) => p.friendId === friendId)
  return found && (!kind || found.kind === kind) ? found : null
}
