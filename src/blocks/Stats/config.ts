import type { Block } from 'payload'
import { itemsField, sectionHeadingFields, anchorField } from '../shared'

export const StatsBlock: Block = {
  slug: 'stats',
  interfaceName: 'StatsBlock',
  labels: { singular: { zh: '数据亮点', en: 'Stats' }, plural: { zh: '数据亮点', en: 'Stats' } },
  fields: [
    ...sectionHeadingFields,
    itemsField(
      [
        { name: 'value', type: 'text', required: true, localized: true, label: { zh: '数字', en: 'Figure' }, admin: { description: { zh: '醒目显示的数字，例如“10,000+”', en: 'The figure shown large, e.g. "10,000+"' } } },
        { name: 'label', type: 'text', required: true, localized: true, label: { zh: '数字说明', en: 'Caption' } },
      ],
      { field: { zh: '数据', en: 'Figures' }, row: { zh: '数据', en: 'Figure' } },
    ),
    anchorField,
  ],
}
