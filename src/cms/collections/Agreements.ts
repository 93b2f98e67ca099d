import type { CollectionConfig } from 'payload'
import { adminsOnly, anyone } from '../access'

/** Versioned merchant agreements; sign-up records which version a merchant accepted. */
export const Agreements: CollectionConfig = {
  slug: 'agreements',
  labels: { singular: { zh: '协议', en: 'Agreement' }, plural: { zh: '用户协议', en: 'Agreements' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'kind', 'version', 'publishedAt'], group: { zh: '商户', en: 'Merchants' } },
  // Public texts every brand's sign-up shows; only administrators publish a version.
  access: { read: anyone, create: adminsOnly, update: adminsOnly, delete: adminsOnly },
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      options: [
        { value: 'service', label: { zh: '用户服务协议', en: 'Terms of service' } },
        { value: 'privacy', label: { zh: '隐私政策', en: 'Privacy policy' } },
      ],
    },
    { name: 'version', type: 'text', required: true },
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'content', type: 'textarea', required: true, localized: true },
    { name: 'publishedAt', type: 'date', required: true, index: true },
  ],
}
