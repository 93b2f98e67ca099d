import type { Block } from 'payload'
import { sectionHeadingFields } from '../shared'

export const StatsBlock: Block = {
  slug: 'stats',
  interfaceName: 'StatsBlock',
  labels: { singular: { zh: '数据亮点', en: 'Stats' }, plural: { zh: '数据亮点', en: 'Stats' } },
  fields: [
    ...sectionHeadingFields,
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'value', type: 'text', required: true, localized: true },
        { name: 'label', type: 'text', required: true, localized: true },
      ],
    },
  ],
}
