import type { CollectionConfig } from 'payload'
import { adminsOnly, nobody } from '../access'

/** Login sessions of merchants: the loginCode cookie holds a random token; we keep its hash. */
export const MerchantSessions: CollectionConfig = {
  slug: 'merchant-sessions',
  labels: { singular: { zh: '商户登录会话', en: 'Merchant session' }, plural: { zh: '商户登录会话', en: 'Merchant sessions' } },
  admin: { useAsTitle: 'merchant', defaultColumns: ['merchant', 'expiresAt', 'revokedAt', 'createdAt'], group: { zh: '商户', en: 'Merchants' } },
  // Administrators only, like the merchants they belong to (no brand of their own).
  access: { read: adminsOnly, create: nobody, update: adminsOnly, delete: adminsOnly },
  timestamps: true,
  fields: [
    { name: 'tokenHash', type: 'text', required: true, unique: true, admin: { hidden: true }, access: { read: () => false } },
    { name: 'merchant', type: 'relationship', relationTo: 'merchants', required: true, index: true },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'revokedAt', type: 'date' },
  ],
}
