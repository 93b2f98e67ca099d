import type { CollectionConfig } from 'payload'
import { CAMPAIGN_KINDS } from '@/services/campaigns/constants'
import { adminsOnly, brandRecords, nobody } from '../access'
import { brandKeyOptions } from './fields'

const KIND_LABELS: Record<(typeof CAMPAIGN_KINDS)[number], { zh: string; en: string }> = {
  popup: { zh: '弹窗广告', en: 'Pop-up ad' },
  poster: { zh: '活动海报', en: 'Activity poster' },
}

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
    { name: 'brand', label: { zh: '品牌', en: 'Brand' }, type: 'select', options: brandKeyOptions, required: true, index: true },
    { name: 'kind', label: { zh: '营销类型', en: 'Campaign type' }, type: 'select', required: true, options: CAMPAIGN_KINDS.map((k) => ({ label: KIND_LABELS[k], value: k })) },
    { name: 'campaignId', label: { zh: '营销活动 ID', en: 'Campaign ID' }, type: 'number', required: true, index: true, admin: { description: { zh: '所统计的弹窗或海报的编号', en: 'The number of the pop-up or poster counted' } } },
    { name: 'popup', label: { zh: '弹窗广告', en: 'Pop-up ad' }, type: 'relationship', relationTo: 'popups' },
    { name: 'poster', label: { zh: '活动海报', en: 'Activity poster' }, type: 'relationship', relationTo: 'posters' },
    { name: 'day', label: { zh: '日期', en: 'Day' }, type: 'text', required: true, index: true, admin: { description: { zh: '北京时间的日期', en: 'The day in China time' } } },
    { name: 'views', label: { zh: '展示次数', en: 'Views' }, type: 'number', required: true, defaultValue: 0 },
    { name: 'clicks', label: { zh: '点击次数', en: 'Clicks' }, type: 'number', required: true, defaultValue: 0 },
    { name: 'ctr', type: 'number', required: true, defaultValue: 0, label: { zh: '点击率 %', en: 'Click-through rate %' } },
  ],
}
