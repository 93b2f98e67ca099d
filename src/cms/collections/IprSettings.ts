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
    { name: 'key', label: { zh: '配置键', en: 'Key' }, type: 'text', required: true, unique: true, admin: { description: { zh: '程序读取的键，如 artificialDailyLimit', en: 'The key code reads, e.g. artificialDailyLimit' } } },
    {
      name: 'kind',
      label: { zh: '类型', en: 'Type' },
      type: 'select',
      required: true,
      defaultValue: 'common',
      options: [
        { value: 'common', label: { zh: '通用设置', en: 'Common setting' } },
        { value: 'custom', label: { zh: '自定义设置', en: 'Custom setting' } },
      ],
    },
    { name: 'label', label: { zh: '名称', en: 'Name' }, type: 'text', required: true, localized: true, admin: { description: { zh: '这项设置的名称，随设置值一起通过接口提供给商标页面', en: 'What the setting is called; passed on with its value to the trademark pages' } } },
    { name: 'value', label: { zh: '值', en: 'Value' }, type: 'textarea', required: true, localized: true },
    { name: 'sort', label: { zh: '排序', en: 'Sort order' }, type: 'number', defaultValue: 0, admin: { description: { zh: '数字小的排在前面', en: 'Lower numbers come first' } } },
  ],
}
