import type { CollectionConfig } from 'payload'
import { FREQUENCIES } from '@/services/compliance/deadline-rules'
import { CHECKLIST_STATUSES, NUMBER_MAX_LENGTH } from '@/services/compliance/tracker-types'
import { adminsOnly, nobody } from '../access'

const STATUS_LABELS: Record<(typeof CHECKLIST_STATUSES)[number], { zh: string; en: string }> = {
  todo: { zh: '待办', en: 'To do' },
  inProgress: { zh: '办理中', en: 'In progress' },
  done: { zh: '已完成', en: 'Done' },
  notApplicable: { zh: '不适用', en: 'Not applicable' },
}

const FREQUENCY_LABELS: Record<(typeof FREQUENCIES)[number], { zh: string; en: string }> = {
  monthly: { zh: '按月', en: 'Monthly' },
  quarterly: { zh: '按季度', en: 'Quarterly' },
  yearly: { zh: '按年', en: 'Yearly' },
}

/**
 * "My compliance": what a merchant keeps about each obligation of their report (status,
 * registration number, since when, filing frequency). One row per merchant, rule and
 * market, written only through the account's gateway call; the obligations themselves come
 * from the merchant's newest report, so a row that no report names any more is simply not
 * shown. Private to the merchant: administrators read it, nobody edits it here.
 */
export const ComplianceChecklist: CollectionConfig = {
  slug: 'compliance-checklist',
  labels: { singular: { zh: '合规清单项', en: 'Checklist item' }, plural: { zh: '商户合规清单', en: 'Merchant checklists' } },
  admin: { useAsTitle: 'ruleKey', defaultColumns: ['merchant', 'jurisdiction', 'ruleKey', 'status', 'startedOn', 'updatedAt'], group: { zh: '商户', en: 'Merchants' } },
  access: { read: adminsOnly, create: nobody, update: nobody, delete: adminsOnly },
  timestamps: true,
  indexes: [{ fields: ['merchant', 'ruleKey', 'jurisdiction'], unique: true }],
  fields: [
    { name: 'merchant', type: 'relationship', relationTo: 'merchants', required: true, index: true, label: { zh: '商户', en: 'Merchant' } },
    { name: 'ruleKey', type: 'text', required: true, label: { zh: '合规规则', en: 'Compliance rule' } },
    { name: 'jurisdiction', type: 'text', required: true, label: { zh: '国家/地区', en: 'Market' } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'todo',
      label: { zh: '状态', en: 'Status' },
      options: CHECKLIST_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
    },
    { name: 'number', type: 'text', maxLength: NUMBER_MAX_LENGTH, label: { zh: '注册号', en: 'Registration number' } },
    {
      name: 'startedOn',
      type: 'text',
      label: { zh: '生效日期', en: 'In place since' },
      admin: { description: { zh: 'YYYY-MM-DD；截止日期由此推算', en: 'YYYY-MM-DD; deadlines count from it' } },
    },
    {
      name: 'frequency',
      type: 'select',
      label: { zh: '申报频率', en: 'Filing frequency' },
      options: FREQUENCIES.map((value) => ({ value, label: FREQUENCY_LABELS[value] })),
    },
  ],
}
