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
      label: { zh: '分组类型', en: 'Group type' },
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
    { name: 'title', label: { zh: '分组标题', en: 'Group title' }, type: 'text', required: true, localized: true },
    sortField,
    enabledField,
    {
      name: 'items',
      label: { zh: '条目', en: 'Items' },
      type: 'array',
      labels: { singular: { zh: '条目', en: 'Item' }, plural: { zh: '条目', en: 'Items' } },
      fields: [
        { name: 'label', label: { zh: '名称', en: 'Label' }, type: 'text', required: true, localized: true, admin: { description: { zh: '链接文字；联系方式分组中为项目名，如“电话”', en: 'Link text; in a contact group, the item name such as "Phone"' } } },
        { name: 'value', label: { zh: '显示内容', en: 'Displayed value' }, type: 'text', localized: true, admin: { description: { zh: '显示的值，例如电话号码', en: 'Displayed value, e.g. a phone number' } } },
        { name: 'url', label: { zh: '链接地址', en: 'Link' }, type: 'text', admin: { description: { zh: '链接；二维码分组中为二维码内容', en: 'Link; for QR groups, the URL the code encodes' } } },
        { name: 'icon', label: { zh: '图标', en: 'Icon' }, type: 'text', admin: { description: { zh: '图标名称或图片地址；本站页脚不显示，仅通过接口提供', en: 'Icon name or image address; not shown in this site\'s footer, passed on through the interface only' } } },
      ],
    },
  ],
}
