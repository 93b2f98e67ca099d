import type { CollectionConfig } from 'payload'
import { adminsOnly, nobody } from '../access'

/**
 * One-time codes sent by SMS or voice. Only a keyed hash of the code is stored. Staff can
 * see when and where codes went (abuse review), never the codes.
 */
export const VerificationCodes: CollectionConfig = {
  slug: 'verification-codes',
  labels: { singular: { zh: '验证码记录', en: 'Verification code' }, plural: { zh: '验证码记录', en: 'Verification codes' } },
  admin: { useAsTitle: 'phone', defaultColumns: ['phone', 'channel', 'ip', 'attempts', 'consumedAt', 'createdAt'], group: { zh: '商户', en: 'Merchants' } },
  // Administrators only: phones and addresses of anyone who asked for a code, on any brand.
  access: { read: adminsOnly, create: nobody, update: nobody, delete: adminsOnly },
  timestamps: true,
  fields: [
    { name: 'phone', label: { zh: '手机号', en: 'Phone' }, type: 'text', required: true, index: true },
    { name: 'ip', label: { zh: '请求 IP 地址', en: 'Requesting IP address' }, type: 'text', required: true, index: true },
    { name: 'channel', label: { zh: '发送方式', en: 'Sent by' }, type: 'number', required: true, admin: { description: { zh: '0 短信，1 语音电话', en: '0 text message, 1 voice call' } } },
    { name: 'codeHash', type: 'text', required: true, admin: { hidden: true }, access: { read: () => false } },
    { name: 'expiresAt', label: { zh: '过期时间', en: 'Expires at' }, type: 'date', required: true },
    { name: 'attempts', label: { zh: '尝试次数', en: 'Attempts' }, type: 'number', required: true, defaultValue: 0, admin: { description: { zh: '已用此记录校验验证码的次数', en: 'How many times a code was checked against this record' } } },
    { name: 'consumedAt', label: { zh: '使用时间', en: 'Used at' }, type: 'date' },
    { name: 'delivery', label: { zh: '发送结果', en: 'Delivery' }, type: 'select', options: [
        { value: 'sent', label: { zh: '已发送', en: 'Sent' } },
        { value: 'failed', label: { zh: '发送失败', en: 'Failed' } },
      ], defaultValue: 'sent' },
  ],
}
