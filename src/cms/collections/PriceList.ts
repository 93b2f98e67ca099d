import type { CollectionConfig } from 'payload'
import { adminsOnly, anyone } from '../access'
import { revalidateShared } from '../hooks/revalidate'

/**
 * The price list: what each service costs, per
 * service type and country code. The compliance report prices its obligations from it;
 * the price pages list it.
 */
export const PriceList: CollectionConfig = {
  slug: 'price-list',
  labels: { singular: { zh: '服务价格', en: 'Price' }, plural: { zh: '价格表', en: 'Price list' } },
  admin: { useAsTitle: 'productName', defaultColumns: ['productName', 'serviceType', 'country', 'unitPrice', 'discountPrice'], group: { zh: '合规报告', en: 'Compliance report' } },
  // Shared by every brand (the public price and calculator pages show it): one brand's
  // editor must not change another's prices, so only administrators write.
  access: { read: anyone, create: adminsOnly, update: adminsOnly, delete: adminsOnly },
  hooks: revalidateShared('prices'),
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'compliance',
      options: [
        { value: 'compliance', label: { zh: '合规服务', en: 'Compliance service' } },
        { value: 'trademark', label: { zh: '商标服务', en: 'Trademark service' } },
        { value: 'corporate', label: { zh: '公司服务（注册、年审、秘书、做账）', en: 'Corporate service (incorporation, annual review, secretary, accounting)' } },
      ],
    },
    { name: 'serviceType', type: 'number', required: true, index: true },
    { name: 'country', type: 'number', index: true, admin: { description: { zh: '国家代码；留空表示通用', en: 'Country code; empty: any country' } } },
    { name: 'serviceItem', type: 'number', admin: { description: { zh: '商标服务项（20 美国、21 英国、99 欧盟、23/24 日本）', en: 'Trademark item (20 US, 21 UK, 99 EU, 23/24 Japan)' } } },
    { name: 'productName', type: 'text', required: true, localized: true },
    { name: 'unitPrice', type: 'number', required: true, min: 0 },
    {
      name: 'discountPrice',
      type: 'number',
      required: true,
      min: 0,
      defaultValue: 0,
      validate: (value: number | null | undefined, { siblingData }: { siblingData: { unitPrice?: number } }) =>
        typeof value === 'number' && typeof siblingData.unitPrice === 'number' && value > siblingData.unitPrice ? '优惠金额不能大于单价 / The discount cannot exceed the unit price' : true,
      admin: { description: { zh: '优惠金额（从单价中减去）', en: 'Discount taken off the unit price' } } },
    {
      name: 'memberPrices',
      type: 'group',
      label: { zh: '会员价（商标服务）', en: 'Member prices (trademark services)' },
      admin: { description: { zh: 'VIP、SVIP 会员等级的价格；留空表示与标准价相同', en: 'Prices for the VIP and SVIP member levels; empty: the standard pay price' } },
      fields: [
        { name: 'vip', type: 'number', min: 0 },
        { name: 'svip', type: 'number', min: 0 },
      ],
    },
    { name: 'priceUnit', type: 'text', required: true, localized: true },
    { name: 'officialFeeIncluded', type: 'checkbox', defaultValue: false, label: { zh: '含官费', en: 'Official fee included' } },
    { name: 'enabled', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar' } },
  ],
}
