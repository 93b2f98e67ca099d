import fs from 'node:fs'
import { z } from 'zod'
import { loadDataFile } from '@/lib/content-files'
import { projectPath } from '@/lib/paths'
import { ACTIVITY_KINDS } from '@/services/campaigns/constants'
import { activityKey, moment } from './activity-schemas'
import { localizedText, pageSlug } from './schemas'

/**
 * A brand's activities (collection `activities`), one file per brand:
 * content/activities/<brand>.yaml. The seed writes them before the brand's pages, so a
 * page block's `activity: year3` becomes the id of the brand's activity `year3`. A brand
 * without a file has no activities.
 */

export const ACTIVITIES_FOLDER = 'content/activities'

export const activitySchema = z
  .object({
    key: activityKey,
    kind: z.enum(ACTIVITY_KINDS),
    title: localizedText,
    summary: localizedText.optional(),
    /** The slug of the activity's page (anniversary, land618, hot/newcomerActivities). */
    page: pageSlug,
    startsAt: moment,
    endsAt: moment,
    enabled: z.boolean().optional(),
  })
  .strict()
  .refine((a) => Date.parse(a.endsAt) > Date.parse(a.startsAt), { path: ['endsAt'], message: 'the end must be after the start' })

export const activityFileSchema = z.array(activitySchema).refine((list) => new Set(list.map((a) => a.key)).size === list.length, 'an activity key is used twice')

export type ActivitySeed = z.output<typeof activitySchema>

export function activityFile(brand: string): string {
  return `${ACTIVITIES_FOLDER}/${brand}.yaml`
}

/** The brand's activities, checked; none when the brand has no file. */
export function loadBrandActivities(brand: string): ActivitySeed[] {
  const file = activityFile(brand)
  if (!fs.existsSync(/*turbopackIgnore: true*/ projectPath(file))) return []
  return loadDataFile(file, activityFileSchema)
}

/** The page blocks naming an activity, with their place in the layout. */
export function activityReferences(layout: readonly object[]): { index: number; key: string }[] {
  return layout.flatMap((block, index) => {
    const key = (block as { activity?: unknown }).activity
    return typeof key === 'string' ? [{ index, key }] : []
  })
}
