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
      zh: '按“渠道号”分组可看各渠道完成的问卷数；筛选“注册转化时间 存在”可看其中转化为注册的数量。开始答题次数见“访客事件”中事件标签为 questionnaire:start 的记录（同样可按渠道号分组）。',
      en: 'Group by channel code for completed questionnaires per channel; filter "Signed up at exists" for those that became sign-ups. Started questionnaires are the visitor events labelled questionnaire:start (group them by channel code too).',
    },
  },
  // A seller's answers and contact trail: editors read their own brands' reports only. The
  // gateway writes them and a report never changes afterwards (a shared link shows what the
  // seller saw), so nobody edits one here; only administrators delete.
  access: { ...brandRecords.access, create: nobody, update: nobody, delete: adminsOnly },
  timestamps: true,
  fields: [
    { name: 'reportId', label: { zh: '报告编号', en: 'Report number' }, type: 'text', required: true, unique: true, index: true },
    { name: 'source', label: { zh: '来源', en: 'Source' }, type: 'number', required: true, admin: { description: { zh: '1 合规问卷，2 购买指南', en: '1 compliance questionnaire, 2 buying guide' } } },
    { name: 'brand', label: { zh: '品牌', en: 'Brand' }, type: 'text', required: true, index: true, admin: { description: { zh: '品牌代码，例如 lz', en: 'Brand key, e.g. lz' } } },
    { name: 'locale', label: { zh: '语言', en: 'Language' }, type: 'text', required: true, admin: { description: { zh: '填写问卷时的语言：cn 中文，en 英文', en: 'The language the questionnaire was answered in: cn Chinese, en English' } } },
    { name: 'channelNo', label: { zh: '渠道号', en: 'Channel code' }, type: 'text', index: true, admin: { description: { zh: '访客来源链接中的渠道号', en: 'The channel code of the link the visitor came from' } } },
    { name: 'channelCode', label: { zh: '渠道代码（备用参数）', en: 'Channel code (alternative parameter)' }, type: 'text', admin: { description: { zh: '来源链接中另一种写法的渠道参数（channelCode）', en: 'The channel given the other way in the link (channelCode)' } } },
    { name: 'merchant', label: { zh: '商户', en: 'Merchant' }, type: 'relationship', relationTo: 'merchants', index: true },
    {
      name: 'registeredAt',
      label: { zh: '注册转化时间', en: 'Signed up at' },
      type: 'date',
      index: true,
      admin: { description: { zh: '填写问卷后在同一浏览器注册的时间（转化）', en: 'When the same browser signed up after the questionnaire (a conversion)' } },
    },
    { name: 'answerList', label: { zh: '问卷答案', en: 'Answers' }, type: 'json', required: true, admin: { description: { zh: '访客提交的答案原文（题号与所选答案代码）', en: 'The answers as submitted (question numbers and chosen answer codes)' } } },
    { name: 'obligationCount', label: { zh: '义务数', en: 'Obligations' }, type: 'number', required: true },
    { name: 'total', label: { zh: '必需服务合计（元）', en: 'Required services total (CNY)' }, type: 'number', required: true },
    { name: 'report', label: { zh: '报告内容', en: 'Report' }, type: 'json', required: true, admin: { description: { zh: '保存时按当时的规则与价格生成（中英文）', en: 'Computed at save time from the rules and prices of that moment (cn and en)' } } },
  ],
}
