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
      label: { zh: '价目类别', en: 'Price list' },
      type: 'select',
      required: true,
      defaultValue: 'compliance',
      options: [
        { value: 'compliance', label: { zh: '合规服务', en: 'Compliance service' } },
        { value: 'trademark', label: { zh: '商标服务', en: 'Trademark service' } },
        { value: 'corporate', label: { zh: '公司服务（注册、年审、秘书、做账）', en: 'Corporate service (incorporation, annual review, secretary, accounting)' } },
      ],
    },
    { name: 'serviceType', label: { zh: '服务类型代码', en: 'Service type code' }, type: 'number', required: true, index: true, admin: { description: { zh: '服务类型代码，在各价目类别内各自编号，例如 0 VAT 注册、101 WEEE', en: 'Service type code, numbered within each price list, e.g. 0 VAT registration, 101 WEEE' } } },
    { name: 'country', label: { zh: '国家代码', en: 'Country code' }, type: 'number', index: true, admin: { description: { zh: '国家代码；留空表示通用', en: 'Country code; empty: any country' } } },
    { name: 'serviceItem', label: { zh: '商标服务项代码', en: 'Trademark item code' }, type: 'number', admin: { description: { zh: '商标服务项（20 美国、21 英国、99 欧盟、23/24 日本）', en: 'Trademark item (20 US, 21 UK, 99 EU, 23/24 Japan)' } } },
    { name: 'productName', label: { zh: '服务名称', en: 'Service name' }, type: 'text', required: true, localized: true },
    { name: 'unitPrice', label: { zh: '单价（元）', en: 'Unit price (CNY)' }, type: 'number', required: true, min: 0 },
    {
      name: 'discountPrice',
      label: { zh: '优惠金额（元）', en: 'Discount (CNY)' },
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
        { name: 'vip', label: { zh: 'VIP 会员价（元）', en: 'VIP price (CNY)' }, type: 'number', min: 0 },
        { name: 'svip', label: { zh: 'SVIP 会员价（元）', en: 'SVIP price (CNY)' }, type: 'number', min: 0 },
      ],
    },
    { name: 'priceUnit', label: { zh: '计价单位', en: 'Price unit' }, type: 'text', required: true, localized: true, admin: { description: { zh: '价格后显示的单位，例如“/年”、“/次”', en: 'The unit shown after the price, e.g. "/year", "/filing"' } } },
    { name: 'officialFeeIncluded', type: 'checkbox', defaultValue: false, label: { zh: '含官费', en: 'Official fee included' } },
    { name: 'enabled', label: { zh: '启用', en: 'Enabled' }, type: 'checkbox', defaultValue: true, admin: { position: 'sidebar', description: { zh: '取消勾选则价格页和报告不再使用此价格', en: 'Unticked: price pages and reports no longer use this price' } } },
  ],
}
