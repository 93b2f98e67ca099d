import type { CollectionConfig } from 'payload'
import { adminsOnly, anyone } from '../access'
import { revalidateShared } from '../hooks/revalidate'

/**
 * Tax rates per country code (the price list's codes) for the calculator at /lz/calculate/{country}:
 * the standard rate, reduced rates and the service type whose price the calculator shows.
 */
export const TaxRates: CollectionConfig = {
  slug: 'tax-rates',
  labels: { singular: { zh: '税率', en: 'Tax rate' }, plural: { zh: '税率表', en: 'Tax rates' } },
  admin: { useAsTitle: 'countryName', defaultColumns: ['countryName', 'country', 'taxName', 'standardRate', 'enabled'], group: { zh: '合规报告', en: 'Compliance report' } },
  // Shared by every brand (the public price and calculator pages show it): one brand's
  // editor must not change another's prices, so only administrators write.
  access: { read: anyone, create: adminsOnly, update: adminsOnly, delete: adminsOnly },
  hooks: revalidateShared('tax-rates'),
  defaultSort: 'sort',
  fields: [
    { name: 'country', label: { zh: '国家代码', en: 'Country code' }, type: 'number', required: true, unique: true, admin: { description: { zh: '国家代码：0 英国、2 德国、100 日本……', en: 'Country code: 0 UK, 2 Germany, 100 Japan ...' } } },
    { name: 'countryName', label: { zh: '国家名称', en: 'Country name' }, type: 'text', required: true, localized: true },
    { name: 'taxName', label: { zh: '税种名称', en: 'Tax name' }, type: 'text', required: true, localized: true, admin: { description: { zh: '例如 VAT、JCT', en: 'E.g. VAT, JCT' } } },
    { name: 'currency', label: { zh: '币种', en: 'Currency' }, type: 'text', required: true, maxLength: 3, admin: { description: { zh: '三位货币代码，例如 EUR、GBP、JPY', en: 'Three-letter currency code, e.g. EUR, GBP, JPY' } } },
    { name: 'standardRate', label: { zh: '标准税率 %', en: 'Standard rate %' }, type: 'number', required: true, min: 0, max: 100 },
    {
      name: 'reducedRates',
      label: { zh: '优惠税率', en: 'Reduced rates' },
      type: 'array',
      labels: { singular: { zh: '优惠税率', en: 'Reduced rate' }, plural: { zh: '优惠税率', en: 'Reduced rates' } },
      fields: [
        { name: 'rate', label: { zh: '税率 %', en: 'Rate %' }, type: 'number', required: true, min: 0, max: 100 },
        { name: 'label', label: { zh: '适用范围', en: 'Applies to' }, type: 'text', required: true, localized: true, admin: { description: { zh: '这一税率适用的商品，例如“食品、书籍”', en: 'The goods this rate applies to, e.g. "food, books"' } } },
      ],
    },
    { name: 'serviceType', label: { zh: '展示的服务类型代码', en: 'Service type shown' }, type: 'number', admin: { description: { zh: '计算器下方展示的服务类型（如 0 VAT注册、17 JCT）', en: 'Service type priced below the calculator (e.g. 0 VAT registration, 17 JCT)' } } },
    { name: 'notes', label: { zh: '备注', en: 'Notes' }, type: 'textarea', localized: true },
    { name: 'sort', label: { zh: '排序', en: 'Sort order' }, type: 'number', defaultValue: 0, admin: { description: { zh: '数字小的排在前面', en: 'Lower numbers come first' } } },
    { name: 'enabled', label: { zh: '启用', en: 'Enabled' }, type: 'checkbox', defaultValue: true, admin: { description: { zh: '取消勾选则计算器不再提供此国家', en: 'Unticked: the calculator no longer offers this country' } } },
  ],
}
