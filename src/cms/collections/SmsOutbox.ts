import type { CollectionConfig } from 'payload'
import { adminsOnly, nobody } from '../access'

/**
 * What the development SMS provider "sent": lets staff and the end-to-end tests read a
 * code without a phone. Only written when SMS_PROVIDER is dev.
 */
export const SmsOutbox: CollectionConfig = {
  slug: 'sms-outbox',
  labels: { singular: { zh: '短信发件箱（开发）', en: 'SMS outbox (development)' }, plural: { zh: '短信发件箱（开发）', en: 'SMS outbox (development)' } },
  admin: { useAsTitle: 'phone', defaultColumns: ['phone', 'channel', 'text', 'createdAt'], group: { zh: '商户', en: 'Merchants' } },
  // Administrators only: no brand field, and the texts are login codes of any merchant.
  access: { read: adminsOnly, create: nobody, update: nobody, delete: adminsOnly },
  timestamps: true,
  fields: [
    { name: 'phone', label: { zh: '手机号', en: 'Phone' }, type: 'text', required: true, index: true },
    { name: 'channel', label: { zh: '发送方式', en: 'Sent by' }, type: 'number', required: true, admin: { description: { zh: '0 短信，1 语音电话', en: '0 text message, 1 voice call' } } },
    { name: 'text', label: { zh: '短信内容', en: 'Message text' }, type: 'text', required: true },
  ],
}
