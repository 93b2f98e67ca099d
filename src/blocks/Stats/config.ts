import type { Block } from 'payload'
import { itemsField, sectionHeadingFields, anchorField } from '../shared'

export const StatsBlock: Block = {
  slug: 'stats',
  interfaceName: 'StatsBlock',
  labels: { singular: { zh: '数据亮点', en: 'Stats' }, plural: { zh: '数据亮点', en: 'Stats' } },
  fields: [
    ...sectionHeadingFields,
    itemsField([
      { name: 'value', type: 'text', required: true, localized: true },
      { name: 'label', type: 'text', required: true, localized: true },
    ]),
    anchorField,
  ],
}
