import type { CollectionConfig } from 'payload'
import { staffOnly } from '../access'

/**
 * Saved questionnaires and the report computed from them (issue 4). Written only by the
 * gateway (vat/mcSurveyReport/save) in one transaction; staff read them, and the
 * channel fields feed the per-channel questionnaire figures.
 */
export const SurveyReports: CollectionConfig = {
  slug: 'survey-reports',
  labels: { singular: { zh: '合规报告', en: 'Compliance report' }, plural: { zh: '问卷与报告', en: 'Questionnaires and reports' } },
  admin: { useAsTitle: 'reportId', defaultColumns: ['reportId', 'brand', 'channelNo', 'obligationCount', 'merchant', 'createdAt'], group: { zh: '合规报告', en: 'Compliance report' } },
  access: { read: staffOnly, create: () => false, update: () => false, delete: ({ req }) => (req.user as { role?: string } | null)?.role === 'admin' },
  timestamps: true,
  fields: [
    { name: 'reportId', type: 'text', required: true, unique: true, index: true },
    { name: 'source', type: 'number', required: true },
    { name: 'brand', type: 'text', required: true, index: true },
    { name: 'locale', type: 'text', required: true },
    { name: 'channelNo', type: 'text', index: true },
    { name: 'channelCode', type: 'text' },
    { name: 'intoWay', type: 'text' },
    { name: 'merchant', type: 'relationship', relationTo: 'merchants', index: true },
    { name: 'answerList', type: 'json', required: true },
    { name: 'obligationCount', type: 'number', required: true },
    { name: 'total', type: 'number', required: true },
    { name: 'report', type: 'json', required: true, admin: { description: { zh: '保存时按当时的规则与价格生成（中英文）', en: 'Computed at save time from the rules and prices of that moment (cn and en)' } } },
  ],
}
