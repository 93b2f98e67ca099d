import 'server-only'
import type { BrandKey, Locale } from '@/brands/registry'
import { getPartnersOfKind } from '../about/partners'
import { cachedRead } from '../cache'
import { sharedTag } from '../content/tags'
import { payloadClient } from '../payload'
import type { ChannelView, EcologyCenterView } from './types'
import { SHOWN } from '../visibility'

/** Reads of data every brand shares: the marketing channels, remote configuration, and the partner ecology. */

interface StoredChannel extends ChannelView {
  brands: string[]
}

async function loadChannels(locale: Locale): Promise<StoredChannel[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'channels', where: SHOWN, locale, depth: 0, sort: 'sort', pagination: false })
  return docs.map((doc) => ({ code: doc.code, name: doc.name, description: doc.description || null, brands: doc.brands ?? [] }))
}

/** allList: the enabled channels for every brand (no brands named) or naming this brand, in the administrators' order. */
export async function channelsOfBrand(brand: BrandKey, locale: Locale): Promise<ChannelView[]> {
  const channels = await cachedRead(['channels', locale], [sharedTag('channels')], () => loadChannels(locale))
  return channels.filter((c) => c.brands.length === 0 || c.brands.includes(brand)).map(({ code, name, description }) => ({ code, name, description }))
}

interface StoredConfig {
  key: string
  brand: string | null
  value: unknown
}

async function loadPublicConfigs(): Promise<StoredConfig[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'remote-configs', where: { and: [SHOWN, { public: { not_equals: false } }] }, depth: 0, pagination: false })
  return docs.map((doc) => ({ key: doc.key, brand: doc.brand ?? null, value: doc.value }))
}

/** getByKey: the brand's own public value of `key`, else the value for every brand; null when neither exists. */
export async function publicConfigValue(brand: BrandKey, key: string): Promise<{ key: string; value: unknown } | null> {
  const configs = await cachedRead(['remote-config'], [sharedTag('remote-config')], loadPublicConfigs)
  const found = configs.find((c) => c.key === key && c.brand === brand) ?? configs.find((c) => c.key === key && !c.brand)
  return found ? { key: found.key, value: found.value } : null
}

/** getEcologyCenter: the brand's partners grouped by category, groups in the order their first partner appears. */
export async function ecologyCenter(brand: BrandKey, locale: Locale): Promise<EcologyCenterView> {
  const partners = await getPartnersOfKind(brand, locale, 'partner')
  const groups: EcologyCenterView['groups'] = []
  for (const partner of partners) {
    let group = groups.find((g) => g.category === partner.category)
    if (!group) groups.push((group = { category: partner.category, partners: [] }))
    group.partners.push({ friendId: partner.friendId, name: partner.name, summary: partner.summary, website: partner.website, path: partner.path })
  }
  return { groups }
}
