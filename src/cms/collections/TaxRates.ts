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
    { name: 'country', type: 'number', required: true, unique: true, admin: { description: { zh: '国家代码：0 英国、2 德国、100 日本……', en: 'Country code: 0 UK, 2 Germany, 100 Japan ...' } } },
    { name: 'countryName', type: 'text', required: true, localized: true },
    { name: 'taxName', type: 'text', required: true, localized: true },
    { name: 'currency', type: 'text', required: true, maxLength: 3 },
    { name: 'standardRate', type: 'number', required: true, min: 0, max: 100 },
    {
      name: 'reducedRates',
      type: 'array',
      fields: [
        { name: 'rate', type: 'number', required: true, min: 0, max: 100 },
        { name: 'label', type: 'text', required: true, localized: true },
      ],
    },
    { name: 'serviceType', type: 'number', admin: { description: { zh: '计算器下方展示的服务类型（如 0 VAT注册、17 JCT）', en: 'Service type priced below the calculator (e.g. 0 VAT registration, 17 JCT)' } } },
    { name: 'notes', type: 'textarea', localized: true },
    { name: 'sort', type: 'number', defaultValue: 0 },
    { name: 'enabled', type: 'checkbox', defaultValue: true },
  ],
}
