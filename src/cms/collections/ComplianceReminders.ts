import type { CollectionConfig } from 'payload'
import { adminsOnly, nobody } from '../access'

/**
 * One row per reminder mail queued: merchant and deadline (series, market, date). The
 * unique index is what makes a reminder go out once, even when two server processes sweep
 * at the same moment: the row and the outbox mail are written in one transaction, and the
 * second writer's insert fails.
 */
export const ComplianceReminders: CollectionConfig = {
  slug: 'compliance-reminders',
  labels: { singular: { zh: '截止日提醒', en: 'Deadline reminder' }, plural: { zh: '截止日提醒记录', en: 'Deadline reminders sent' } },
  admin: { useAsTitle: 'deadline', defaultColumns: ['merchant', 'deadline', 'date', 'createdAt'], group: { zh: '商户', en: 'Merchants' } },
  access: { read: adminsOnly, create: nobody, update: nobody, delete: adminsOnly },
  timestamps: true,
  indexes: [{ fields: ['merchant', 'deadline'], unique: true }],
  fields: [
    { name: 'merchant', type: 'relationship', relationTo: 'merchants', required: true, index: true, label: { zh: '商户', en: 'Merchant' } },
    { name: 'deadline', type: 'text', required: true, label: { zh: '截止事项', en: 'Deadline' }, admin: { description: { zh: '系列、国家与日期', en: 'Series, market and date' } } },
    { name: 'date', type: 'text', required: true, label: { zh: '截止日期', en: 'Due date' } },
  ],
}
