import type { CollectionConfig } from 'payload'
import { adminsOnly, brandRecords, nobody } from '../access'

/**
 * Saved questionnaires and the report computed from them. Written only by the
 * gateway (vat/mcSurveyReport/save) in one transaction; staff read them, and the
 * channel fields feed the per-channel questionnaire figures.
 */
export const SurveyReports: CollectionConfig = {
  slug: 'survey-reports',
  labels: { singular: { zh: '合规报告', en: 'Compliance report' }, plural: { zh: '问卷与报告', en: 'Questionnaires and reports' } },
  // Per-channel figures: group this list by channelNo for completed questionnaires, and
  // filter "registeredAt exists" for those that turned into sign-ups. Started
  // questionnaires are the visitor events labelled questionnaire:start, grouped the same way.
  admin: {
    useAsTitle: 'reportId',
    defaultColumns: ['reportId', 'brand', 'channelNo', 'obligationCount', 'merchant', 'registeredAt', 'createdAt'],
    group: { zh: '合规报告', en: 'Compliance report' },
    groupBy: true,
    description: {
      zh: '按“channelNo”分组可看各渠道完成的问卷数；筛选“registeredAt 存在”可看其中转化为注册的数量。开始答题次数见“访问事件”中标签为 questionnaire:start 的记录（同样可按渠道分组）。',
      en: 'Group by channelNo for completed questionnaires per channel; filter "registeredAt exists" for those that became sign-ups. Started questionnaires are the visitor events labelled questionnaire:start (group them by channel too).',
    },
  },
  // A seller's answers and contact trail: editors read their own brands' reports only. The
  // gateway writes them and a report never changes afterwards (a shared link shows what the
  // seller saw), so nobody edits one here; only administrators delete.
  access: { ...brandRecords.access, create: nobody, update: nobody, delete: adminsOnly },
  timestamps: true,
  fields: [
    { name: 'reportId', type: 'text', required: true, unique: true, index: true },
    { name: 'source', type: 'number', required: true },
    { name: 'brand', type: 'text', required: true, index: true },
    { name: 'locale', type: 'text', required: true },
    { name: 'channelNo', type: 'text', index: true },
    { name: 'channelCode', type: 'text' },
    { name: 'merchant', type: 'relationship', relationTo: 'merchants', index: true },
    {
      name: 'registeredAt',
      type: 'date',
      index: true,
      admin: { description: { zh: '填写问卷后在同一浏览器注册的时间（转化）', en: 'When the same browser signed up after the questionnaire (a conversion)' } },
    },
    { name: 'answerList', type: 'json', required: true },
    { name: 'obligationCount', type: 'number', required: true },
    { name: 'total', type: 'number', required: true },
    { name: 'report', type: 'json', required: true, admin: { description: { zh: '保存时按当时的规则与价格生成（中英文）', en: 'Computed at save time from the rules and prices of that moment (cn and en)' } } },
  ],
}
