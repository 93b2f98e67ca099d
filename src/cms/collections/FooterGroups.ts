import type { CollectionConfig } from 'payload'
import { brandContent } from '../access'
import { revalidateArea } from '../hooks/revalidate'
import { brandField, enabledField, sortField } from './fields'

/** One group of the footer (a link column, the QR codes, friendly links, contact lines). */
export const FooterGroups: CollectionConfig = {
  slug: 'footer-groups',
  labels: { singular: { zh: '页脚分组', en: 'Footer group' }, plural: { zh: '页脚', en: 'Footer' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'kind', 'sort', 'brand'], group: { zh: '站点', en: 'Site' } },
  access: brandContent.access,
  hooks: { ...revalidateArea('footer'), beforeChange: [brandContent.guard] },
  defaultSort: 'sort',
  fields: [
    brandField,
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: [
        { value: 'function', label: { zh: '功能链接', en: 'Link column' } },
        { value: 'contactInformation', label: { zh: '联系方式', en: 'Contact information' } },
        { value: 'qrcode', label: { zh: '二维码', en: 'QR codes' } },
        { value: 'blogroll', label: { zh: '友情链接', en: 'Friendly links' } },
        { value: 'bottom', label: { zh: '底部信息', en: 'Bottom line' } },
      ],
    },
    { name: 'title', type: 'text', required: true, localized: true },
    sortField,
    enabledField,
    {
      name: 'items',
      type: 'array',
      fields: [
        { name: 'label', type: 'text', required: true, localized: true },
        { name: 'value', type: 'text', localized: true, admin: { description: { zh: '显示的值，例如电话号码', en: 'Displayed value, e.g. a phone number' } } },
        { name: 'url', type: 'text', admin: { description: { zh: '链接；二维码分组中为二维码内容', en: 'Link; for QR groups, the URL the code encodes' } } },
        { name: 'icon', type: 'text' },
      ],
    },
  ],
}
