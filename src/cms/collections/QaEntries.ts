import type { CollectionConfig } from 'payload'
import { brandContent } from '../access'
import { revalidateArea } from '../hooks/revalidate'
import { qaEntryPreviewUrl } from '@/services/content/preview-url'
import { deriveSearchText } from '../hooks/search-text'
import { QA_TYPES, type QaType } from '@/services/qa/qa-types'
import { brandField, enabledField, sortField } from './fields'

const typeLabels: Record<QaType, { zh: string; en: string }> = {
  vat: { zh: 'VAT 税务', en: 'VAT' },
  epr: { zh: 'EPR 环保', en: 'EPR' },
  agent: { zh: '欧代英代', en: 'EU/UK responsible person' },
  platform: { zh: '平台合规', en: 'Marketplaces' },
  product: { zh: '产品合规', en: 'Product compliance' },
  other: { zh: '其他', en: 'Other' },
}

/**
 * The compliance Q&A knowledge base (vat/qaQuestion/searchlist, vat/qaAnswerDetail/get):
 * a question, its type and the adviser's answer. `searchText` is derived on save.
 */
export const QaEntries: CollectionConfig = {
  slug: 'qa-entries',
  labels: { singular: { zh: '合规问答', en: 'Q&A entry' }, plural: { zh: '合规问答', en: 'Compliance Q&A' } },
  admin: {
    useAsTitle: 'question',
    defaultColumns: ['question', 'qaType', 'sort', 'brand'],
    group: { zh: '帮助中心', en: 'Help centre' },
    // View on site: the answer's page (no drafts: a save is live).
    preview: (doc, options) => qaEntryPreviewUrl(doc, options),
  },
  access: brandContent.access,
  hooks: { ...revalidateArea('qa'), beforeChange: [brandContent.guard, deriveSearchText(['question', 'keywords'], ['answer'])] },
  defaultSort: 'sort',
  fields: [
    brandField,
    { name: 'qaType', label: { zh: '问题类型', en: 'Question type' }, type: 'select', required: true, index: true, options: QA_TYPES.map((value) => ({ value, label: typeLabels[value] })) },
    { name: 'question', label: { zh: '问题', en: 'Question' }, type: 'text', required: true, localized: true, maxLength: 200 },
    { name: 'answer', label: { zh: '回答', en: 'Answer' }, type: 'richText', required: true, localized: true },
    { name: 'keywords', label: { zh: '搜索关键词', en: 'Search keywords' }, type: 'text', localized: true, admin: { description: { zh: '问答搜索也会匹配这些词，用逗号分隔', en: 'The Q&A search also matches these words, comma-separated' } } },
    { name: 'searchText', type: 'textarea', localized: true, admin: { hidden: true } },
    { name: 'answeredBy', label: { zh: '回答顾问', en: 'Answered by' }, type: 'text', localized: true, admin: { description: { zh: '回答顾问', en: 'Adviser who answered' } } },
    sortField,
    enabledField,
  ],
}
