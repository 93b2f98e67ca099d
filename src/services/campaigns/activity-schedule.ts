import 'server-only'
import type { BrandKey } from '@/brands/registry'
import { cachedRead } from '@/services/cache'
import { contentTag } from '@/services/content/tags'
import { payloadClient } from '@/services/payload'

/**
 * What an activity block needs of its activity: the schedule its buttons follow. Read
 * by id (a block stores the id) and only within the page's brand; an activity an editor
 * switched off counts as over. Cached under the brand's `activities` tag, so moving an
 * activity's dates re-renders its pages.
 */
export interface ActivitySchedule {
  key: string
  startsAt: string
  endsAt: string
  enabled: boolean
}

async function loadActivitySchedule(brand: BrandKey, id: number): Promise<ActivitySchedule | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'activities',
    where: { and: [{ id: { equals: id } }, { 'brand.key': { equals: brand } }] },
    depth: 0,
    limit: 1,
    select: { key: true, startsAt: true, endsAt: true, enabled: true },
  })
  const doc = docs[0]
  return doc ? { key: doc.key, startsAt: doc.startsAt, endsAt: doc.endsAt, enabled: doc.enabled !== false } : null
}

/** The block's activity (an id, or the document when read with depth), null when the block names none or another brand's. */
export function getActivitySchedule(brand: BrandKey, activity: number | { id: number } | null | undefined): Promise<ActivitySchedule | null> {
  const id = typeof activity === 'object' && activity ? activity.id : activity
  if (typeof id !== 'number') return Promise.resolve(null)
  return cachedRead(['activity-schedule', brand, String(id)], [contentTag('activities', brand)], () => loadActivitySchedule(brand, id))
}
