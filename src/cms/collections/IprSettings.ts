import type { CollectionConfig } from 'payload'
import { adminsOnly } from '../access'
import { readIprSettings } from '../access/ipr-settings'
import { revalidateShared } from '../hooks/revalidate'

/**
 * Settings of the trademark pages (ipr/web/websiteConfig/iprList): the manual-search daily
 * limit, the attorneys' mailbox, hot marks, notices. One row per key so editors can add
 * notices without a schema change; kind is 1 common or 2 custom.
 */
export const IprSettings: CollectionConfig = {
  slug: 'ipr-settings',
  labels: { singular: { zh: '知识产权配置', en: 'IP setting' }, plural: { zh: '知识产权配置', en: 'IP settings' } },
  admin: { useAsTitle: 'key', defaultColumns: ['key', 'kind', 'label', 'value'], group: { zh: '商标', en: 'Trademarks' } },
  // Shared by every brand, and the mailbox row decides where customers' details are mailed:
  // only administrators write, and only they read the private rows (see access/ipr-settings).
  access: { read: readIprSettings, create: adminsOnly, update: adminsOnly, delete: adminsOnly },
  // The search page shows some settings (the manual-search promise): a save expires it.
  hooks: revalidateShared('ipr-settings'),
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, admin: { description: { zh: '程序读取的键，如 artificialDailyLimit', en: 'The key code reads, e.g. artificialDailyLimit' } } },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'common',
      options: [
        { value: 'common', label: { zh: '通用（1）', en: 'Common (1)' } },
        { value: 'custom', label: { zh: '自定义（2）', en: 'Custom (2)' } },
      ],
    },
    { name: 'label', type: 'text', required: true, localized: true },
    { name: 'value', type: 'textarea', required: true, localized: true },
    { name: 'sort', type: 'number', defaultValue: 0 },
  ],
}
