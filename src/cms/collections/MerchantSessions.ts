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
    { name: 'merchant', label: { zh: '商户', en: 'Merchant' }, type: 'relationship', relationTo: 'merchants', required: true, index: true },
    { name: 'expiresAt', label: { zh: '过期时间', en: 'Expires at' }, type: 'date', required: true },
    { name: 'revokedAt', label: { zh: '注销时间', en: 'Revoked at' }, type: 'date', admin: { description: { zh: '商户退出登录或会话被撤销的时间；之后此会话失效', en: 'When the merchant signed out or the session was revoked; it no longer works after that' } } },
  ],
}
