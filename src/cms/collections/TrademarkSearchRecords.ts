import type { CollectionConfig } from 'payload'
import { adminsOnly, brandRecords, nobody } from '../access'
import { brandKeyOptions } from './fields'
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
    { name: 'merchant', label: { zh: '商户', en: 'Merchant' }, type: 'relationship', relationTo: 'merchants', required: true, index: true },
    { name: 'brand', label: { zh: '品牌', en: 'Brand' }, type: 'select', options: brandKeyOptions, required: true },
    { name: 'searchType', label: { zh: '查询方式', en: 'Search type' }, type: 'select', required: true, options: SEARCH_TYPE_OPTIONS },
    { name: 'keyword', label: { zh: '查询内容', en: 'Search term' }, type: 'text', required: true },
    { name: 'countries', label: { zh: '国家/地区', en: 'Offices' }, type: 'json', admin: { description: { zh: '所选国家/地区代码', en: 'Office codes searched' } } },
    { name: 'classIds', label: { zh: '类别', en: 'Classes' }, type: 'json', admin: { description: { zh: '所选类别', en: 'Classes searched' } } },
    { name: 'total', label: { zh: '结果数', en: 'Results' }, type: 'number', required: true, defaultValue: 0 },
    { name: 'risk', label: { zh: '风险等级', en: 'Risk' }, type: 'select', options: RISK_OPTIONS },
  ],
}
