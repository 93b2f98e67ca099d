import type { CollectionConfig } from 'payload'
import { BRAND_KEYS } from '@/brands/registry'
import { adminsOnly, brandRecords, nobody } from '../access'
import { RISK_OPTIONS, SEARCH_TYPE_OPTIONS } from './trademark-fields'

/**
 * Searches a logged-in merchant ran (ipr/trademark/searchRecord lists them back to that
 * merchant; staff see them to follow up on high-risk marks). Written only by the gateway.
 */
export const TrademarkSearchRecords: CollectionConfig = {
  slug: 'trademark-search-records',
  labels: { singular: { zh: '商标查询记录', en: 'Trademark search' }, plural: { zh: '商标查询记录', en: 'Trademark searches' } },
  admin: { useAsTitle: 'keyword', defaultColumns: ['keyword', 'searchType', 'risk', 'total', 'merchant', 'createdAt'], group: { zh: '商标', en: 'Trademarks' } },
  // What a merchant searched is theirs and their brand's: editors read their own brands'
  // records; the log is never edited, and only administrators delete from it.
  access: { ...brandRecords.access, create: nobody, update: nobody, delete: adminsOnly },
  timestamps: true,
  defaultSort: '-createdAt',
  fields: [
    { name: 'merchant', type: 'relationship', relationTo: 'merchants', required: true, index: true },
    { name: 'brand', type: 'select', options: BRAND_KEYS.map((k) => ({ label: k, value: k })), required: true },
    { name: 'searchType', type: 'select', required: true, options: SEARCH_TYPE_OPTIONS },
    { name: 'keyword', type: 'text', required: true },
    { name: 'countries', type: 'json', admin: { description: { zh: '所选国家/地区代码', en: 'Office codes searched' } } },
    { name: 'classIds', type: 'json', admin: { description: { zh: '所选类别', en: 'Classes searched' } } },
    { name: 'total', type: 'number', required: true, defaultValue: 0 },
    { name: 'risk', type: 'select', options: RISK_OPTIONS },
  ],
}
