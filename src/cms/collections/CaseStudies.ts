import type { CollectionConfig } from 'payload'
import { brandContent } from '../access'
import { revalidateArea } from '../hooks/revalidate'
import { brandField, enabledField, sortField } from './fields'

/** Client case studies (officialMenuRelation/getSuccessfulCase). */
export const CaseStudies: CollectionConfig = {
  slug: 'case-studies',
  labels: { singular: { zh: '成功案例', en: 'Case study' }, plural: { zh: '成功案例', en: 'Case studies' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'client', 'sort', 'brand'], group: { zh: '内容', en: 'Content' } },
  access: brandContent.access,
  hooks: { ...revalidateArea('cases'), beforeChange: [brandContent.guard] },
  defaultSort: 'sort',
  fields: [
    brandField,
    { name: 'title', label: { zh: '案例标题', en: 'Title' }, type: 'text', required: true, localized: true },
    { name: 'client', label: { zh: '客户名称', en: 'Client' }, type: 'text', required: true, localized: true },
    { name: 'industry', label: { zh: '所属行业', en: 'Industry' }, type: 'text', localized: true },
    { name: 'challenge', label: { zh: '客户面临的问题', en: 'Challenge' }, type: 'textarea', required: true, localized: true },
    { name: 'solution', label: { zh: '解决方案', en: 'Solution' }, type: 'textarea', required: true, localized: true },
    { name: 'result', label: { zh: '服务成果', en: 'Result' }, type: 'textarea', required: true, localized: true },
    { name: 'highlight', label: { zh: '一句话成果', en: 'Outcome in one line' }, type: 'text', localized: true, admin: { description: { zh: '案例卡片上醒目显示的成果，例如“40 个 ASIN 恢复销售”', en: 'The outcome shown large on the case card, e.g. "40 listings back on sale"' } } },
    { name: 'services', label: { zh: '使用的服务', en: 'Services used' }, type: 'text', localized: true, admin: { description: { zh: '例如“德国 VAT 注册、EPR 包装法”', en: 'E.g. "German VAT registration, EPR packaging"' } } },
    sortField,
    enabledField,
  ],
}
