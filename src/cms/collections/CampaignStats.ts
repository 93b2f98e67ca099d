import type { CollectionConfig } from 'payload'
import { BRAND_KEYS } from '@/brands/registry'
import { CAMPAIGN_KINDS } from '@/services/campaigns/constants'
import { adminsOnly, brandRecords, nobody } from '../access'

/**
 * Views and clicks of one campaign on one day (China time), written only by the counters
 * (services/campaigns/counters.ts: one INSERT ... ON CONFLICT per count, so two counts
 * at once both land). Shown on each pop-up and poster as its figures per day.
 */
export const CampaignStats: CollectionConfig = {
  slug: 'campaign-stats',
  labels: { singular: { zh: '营销数据', en: 'Campaign figures' }, plural: { zh: '营销数据（每日）', en: 'Campaign figures per day' } },
  admin: { useAsTitle: 'day', defaultColumns: ['day', 'kind', 'popup', 'poster', 'views', 'clicks', 'ctr'], group: { zh: '营销', en: 'Marketing' } },
  access: { ...brandRecords.access, create: nobody, update: nobody, delete: adminsOnly },
  defaultSort: '-day',
  indexes: [{ fields: ['kind', 'campaignId', 'day'], unique: true }],
  fields: [
    { name: 'brand', type: 'select', options: BRAND_KEYS.map((k) => ({ label: k, value: k })), required: true, index: true },
    { name: 'kind', type: 'select', required: true, options: CAMPAIGN_KINDS.map((k) => ({ label: k, value: k })) },
    { name: 'campaignId', type: 'number', required: true, index: true },
    { name: 'popup', type: 'relationship', relationTo: 'popups' },
    { name: 'poster', type: 'relationship', relationTo: 'posters' },
    { name: 'day', type: 'text', required: true, index: true, admin: { description: { zh: '北京时间的日期', en: 'The day in China time' } } },
    { name: 'views', type: 'number', required: true, defaultValue: 0 },
    { name: 'clicks', type: 'number', required: true, defaultValue: 0 },
    { name: 'ctr', type: 'number', required: true, defaultValue: 0, label: { zh: '点击率 %', en: 'Click-through rate %' } },
  ],
}
