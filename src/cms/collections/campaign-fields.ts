import type { Field, Validate } from 'payload'
export { validateLink } from '@/blocks/shared'

/**
 * What every campaign (pop-up, poster, channel page, activity) shares: when it runs and
 * whom it targets. The brand is the document's own brand (brandField); a campaign for
 * two brands is two documents, so an editor of one brand never changes another's.
 */

const endsAfterStart: Validate = (value, { siblingData }) => {
  const start = (siblingData as { startsAt?: string | Date | null }).startsAt
  if (!value || !start) return true
  return new Date(value as string).getTime() > new Date(start).getTime() || 'End time: must be after the start time'
}

export const scheduleFields: Field[] = [
  {
    name: 'startsAt',
    type: 'date',
    required: true,
    index: true,
    label: { zh: '开始时间', en: 'Starts at' },
    admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' }, description: { zh: '开始时间：此前访客看不到', en: 'Start: visitors see nothing before it' } },
  },
  {
    name: 'endsAt',
    type: 'date',
    required: true,
    index: true,
    label: { zh: '结束时间', en: 'Ends at' },
    validate: endsAfterStart,
    admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' }, description: { zh: '结束时间：此后不再展示', en: 'End: nothing is shown after it' } },
  },
]

/** Channel targeting by channel code (the channels collection); none means every visitor. */
export const channelsField: Field = {
  name: 'channels',
  type: 'relationship',
  relationTo: 'channels',
  hasMany: true,
  label: { zh: '投放渠道', en: 'Channels' },
  admin: { position: 'sidebar', description: { zh: '只对这些渠道的访客展示；留空则对所有访客展示', en: 'Only visitors of these channels see it; empty: every visitor' } },
}

const readOnlyNumber = (name: string, label: { zh: string; en: string }): Field => ({
  name,
  type: 'number',
  defaultValue: 0,
  label,
  // Written only by the counters (one SQL statement per view or click), never by an editor.
  access: { create: () => false, update: () => false },
  admin: { readOnly: true, position: 'sidebar' },
})

/** Running totals of a campaign; the per-day figures are the campaign-stats rows joined below. */
export const totalsFields: Field[] = [
  readOnlyNumber('views', { zh: '展示次数', en: 'Views' }),
  readOnlyNumber('clicks', { zh: '点击次数', en: 'Clicks' }),
  readOnlyNumber('ctr', { zh: '点击率 %', en: 'Click-through rate %' }),
]

/** The per-day figures of a campaign (campaign-stats rows whose `on` field names it). */
export function dailyStatsField(on: 'popup' | 'poster'): Field {
  return {
    name: 'dailyStats',
    type: 'join',
    collection: 'campaign-stats',
    on,
    defaultSort: '-day',
    defaultLimit: 31,
    label: { zh: '每日数据', en: 'Figures per day' },
    // Rows are written only by the counters, so the table offers no "add new".
    admin: { allowCreate: false, defaultColumns: ['day', 'views', 'clicks', 'ctr'] },
  }
}
