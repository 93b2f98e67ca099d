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
    { name: 'phone', type: 'text', required: true, index: true },
    { name: 'ip', type: 'text', required: true, index: true },
    { name: 'channel', type: 'number', required: true },
    { name: 'codeHash', type: 'text', required: true, admin: { hidden: true }, access: { read: () => false } },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'consumedAt', type: 'date' },
    { name: 'delivery', type: 'select', options: ['sent', 'failed'], defaultValue: 'sent' },
  ],
}
