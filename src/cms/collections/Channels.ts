import type { CollectionConfig } from 'payload'
import { adminsOnly, staffOnly } from '../access'
import { revalidateShared } from '../hooks/revalidate'
import { brandKeyOptions, enabledField, sortField } from './fields'

/**
 * Marketing channels (channel/sysChannelManagelist/allList): the codes that arrive as
 * `channelNo` or `channelCode` in a link and that campaigns target. Administrators keep
 * the list; editors pick from it.
 */
export const Channels: CollectionConfig = {
  slug: 'channels',
  labels: { singular: { zh: '渠道', en: 'Channel' }, plural: { zh: '渠道', en: 'Channels' } },
  admin: { useAsTitle: 'name', defaultColumns: ['code', 'name', 'brands', 'enabled'], group: { zh: '营销', en: 'Marketing' } },
  access: { read: staffOnly, create: adminsOnly, update: adminsOnly, delete: adminsOnly },
  hooks: { ...revalidateShared('channels') },
  defaultSort: 'sort',
  fields: [
    {
      name: 'code',
      label: { zh: '渠道号', en: 'Channel code' },
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: (value: unknown) => (typeof value === 'string' && /^[\w-]{1,64}$/.test(value)) || 'Code: letters, digits, _ and -, at most 64',
      admin: { description: { zh: '推广链接中 channelNo 或 channelCode 参数的值，例如 ?channelNo=wechat01 中的 wechat01', en: 'The value of the channelNo or channelCode parameter of a campaign link, e.g. wechat01 in ?channelNo=wechat01' } },
    },
    { name: 'name', label: { zh: '渠道名称', en: 'Channel name' }, type: 'text', required: true, localized: true },
    { name: 'description', label: { zh: '说明', en: 'Description' }, type: 'textarea', localized: true },
    {
      name: 'brands',
      label: { zh: '适用品牌', en: 'Brands' },
      type: 'select',
      hasMany: true,
      options: brandKeyOptions,
      admin: { description: { zh: '使用该渠道的品牌；留空为全部', en: 'Brands that use the channel; empty: all' } },
    },
    sortField,
    enabledField,
  ],
}
