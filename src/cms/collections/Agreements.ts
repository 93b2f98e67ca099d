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
      label: { zh: '协议类型', en: 'Agreement type' },
      type: 'select',
      required: true,
      index: true,
      options: [
        { value: 'service', label: { zh: '用户服务协议', en: 'Terms of service' } },
        { value: 'privacy', label: { zh: '隐私政策', en: 'Privacy policy' } },
      ],
    },
    { name: 'version', label: { zh: '版本号', en: 'Version' }, type: 'text', required: true, admin: { description: { zh: '商户注册时记录所同意的版本，例如 2026-01', en: 'Sign-up records which version a merchant accepted, e.g. 2026-01' } } },
    { name: 'title', label: { zh: '标题', en: 'Title' }, type: 'text', required: true, localized: true },
    { name: 'content', label: { zh: '协议正文', en: 'Text' }, type: 'textarea', required: true, localized: true },
    { name: 'publishedAt', label: { zh: '发布日期', en: 'Published on' }, type: 'date', required: true, index: true, admin: { description: { zh: '发布日期已到的同类协议中，最新的一版对外生效', en: 'Of the versions of a type whose date has come, the latest is in force' } } },
  ],
}
