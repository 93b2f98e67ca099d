import type { Block } from 'payload'
import { sectionHeadingFields, anchorField } from '../shared'

/** Prices from the price list for the service types (and optionally countries) chosen here. */
export const PriceTableBlock: Block = {
  slug: 'priceTable',
  interfaceName: 'PriceTableBlock',
  labels: { singular: { zh: '价格表', en: 'Price table' }, plural: { zh: '价格表', en: 'Price tables' } },
  fields: [
    ...sectionHeadingFields,
    {
      name: 'kind',
      type: 'select',
      label: { zh: '价目表类别', en: 'Price list' },
      required: true,
      defaultValue: 'compliance',
      options: [
        { value: 'compliance', label: { zh: '合规服务', en: 'Compliance services' } },
        { value: 'corporate', label: { zh: '公司服务', en: 'Corporate services' } },
      ],
      admin: { description: { zh: '服务类型代码在各价目表内各自编号', en: 'Service type codes are numbered within each list' } },
    },
    {
      name: 'serviceTypes',
      type: 'text',
      label: { zh: '服务类型代码', en: 'Service type codes' },
      required: true,
      validate: (value: string | null | undefined) =>
        /^\s*\d+(\s*,\s*\d+)*\s*$/.test(value ?? '') ? true : '请填写以逗号分隔的服务类型代码，如 101,102,103 / Comma-separated service type codes, e.g. 101,102,103',
      admin: { description: { zh: '服务类型代码，逗号分隔（如 101,102,103）', en: 'Service type codes, comma-separated (e.g. 101,102,103)' } },
    },
    {
      name: 'countries',
      type: 'text',
      label: { zh: '国家代码', en: 'Country codes' },
      validate: (value: string | null | undefined) =>
        !value || /^\s*\d+(\s*,\s*\d+)*\s*$/.test(value) ? true : '请填写以逗号分隔的国家代码 / Comma-separated country codes',
      admin: { description: { zh: '国家代码，逗号分隔；留空表示全部', en: 'Country codes, comma-separated; empty for all' } },
    },
    { name: 'note', type: 'textarea', localized: true, label: { zh: '表格下方备注', en: 'Note below the table' } },
    anchorField,
  ],
}
