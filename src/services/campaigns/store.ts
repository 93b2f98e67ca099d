import 'server-only'
import type { BrandKey, Locale } from '@/brands/registry'
import { cachedRead } from '../cache'
import { contentTag } from '../content/tags'
import { payloadClient } from '../payload'
import type { StoredAward } from './awards'
import type { Scheduled } from './schedule'
import type { ImageView, PopupView, PosterView } from './types'
import { channelCodes, imageView, popupView, posterView } from './views'
import { shownOfBrand } from '../visibility'

/**
 * The brand's enabled campaigns, read once per brand and language and cached under the
 * brand's tag (an edit expires them). Every entry keeps its schedule and channels, and
 * callers filter by the clock and the visitor at request time: a cached list never decides
 * what is live.
 */
export interface Campaign<V> extends Scheduled {
  id: number
  sort: number
  channels: string[]
  view: V
}

export interface PosterCampaign extends Campaign<PosterView> {
  module: number
  showPosition: string
}

export interface ChannelPageCampaign extends Campaign<{ floatImage: ImageView | null; floatAlt: string; modalTitle: string; modalIntro: string | null }> {
  configType: number
  packages: { platform: string; awardList: StoredAward[] }[]
}

export interface ActivityCampaign extends Scheduled {
  id: number
  key: string
  kind: string
  title: string
  summary: string | null
  page: string
}

/** Sort, then id: the order editors set, stable for equal sorts. */
export function bySortThenId<T extends { sort: number; id: number }>(a: T, b: T): number {
  return a.sort - b.sort || a.id - b.id
}

async function loadPopups(brand: BrandKey, locale: Locale): Promise<Campaign<PopupView>[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'popups', where: shownOfBrand(brand), locale, depth: 1, joins: false, pagination: false })
  return docs
    .map((doc) => ({ id: doc.id, sort: doc.sort ?? 0, startsAt: doc.startsAt, endsAt: doc.endsAt, channels: channelCodes(doc.channels), view: popupView(doc) }))
    .sort(bySortThenId)
}

async function loadPosters(brand: BrandKey, locale: Locale): Promise<PosterCampaign[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'posters', where: shownOfBrand(brand), locale, depth: 1, joins: false, pagination: false })
  return docs
    .flatMap((doc) => {
      const view = posterView(doc)
      return view ? [{ id: doc.id, sort: doc.sort ?? 0, startsAt: doc.startsAt, endsAt: doc.endsAt, channels: channelCodes(doc.channels), module: Number(doc.module), showPosition: doc.showPosition, view }] : []
    })
    .sort(bySortThenId)
}

async function loadChannelPages(brand: BrandKey, locale: Locale): Promise<ChannelPageCampaign[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'channel-pages', where: shownOfBrand(brand), locale, depth: 1, pagination: false })
  return docs
    .map((doc) => ({
      id: doc.id,
      sort: doc.sort ?? 0,
      startsAt: doc.startsAt,
      endsAt: doc.endsAt,
      channels: channelCodes(doc.channels),
      configType: Number(doc.configType),
      view: { floatImage: imageView(doc.floatImage, doc.floatAlt), floatAlt: doc.floatAlt, modalTitle: doc.modalTitle, modalIntro: doc.modalIntro || null },
      packages: (doc.packages ?? []).map((p) => ({ platform: p.platform, awardList: p.awardList ?? [] })),
    }))
    .sort(bySortThenId)
}

async function loadActivities(brand: BrandKey, locale: Locale): Promise<ActivityCampaign[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'activities', where: shownOfBrand(brand), locale, depth: 0, pagination: false, sort: 'startsAt' })
  return docs.map((doc) => ({ id: doc.id, key: doc.key, kind: doc.kind, title: doc.title, summary: doc.summary || null, page: doc.page, startsAt: doc.startsAt, endsAt: doc.endsAt }))
}

export function getPopupCampaigns(brand: BrandKey, locale: Locale) {
  return cachedRead(['campaigns', 'popups', brand, locale], [contentTag('campaigns', brand)], () => loadPopups(brand, locale))
}

export function getPosterCampaigns(brand: BrandKey, locale: Locale) {
  return cachedRead(['campaigns', 'posters', brand, locale], [contentTag('campaigns', brand)], () => loadPosters(brand, locale))
}

export function getChannelPageCampaigns(brand: BrandKey, locale: Locale) {
  return cachedRead(['campaigns', 'channel-pages', brand, locale], [contentTag('campaigns', brand)], () => loadChannelPages(brand, locale))
}

export function getActivityCampaigns(brand: BrandKey, locale: Locale) {
  return cachedRead(['activities', brand, locale], [contentTag('activities', brand)], () => loadActivities(brand, locale))
}
