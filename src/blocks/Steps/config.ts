import type { Block } from 'payload'
import { itemsField, sectionHeadingFields, anchorField } from '../shared'

export const StepsBlock: Block = {
  slug: 'steps',
  interfaceName: 'StepsBlock',
  labels: { singular: { zh: '流程步骤', en: 'Steps' }, plural: { zh: '流程步骤', en: 'Steps' } },
  fields: [
    ...sectionHeadingFields,
    itemsField(
      [
        { name: 'title', type: 'text', required: true, localized: true, label: { zh: '步骤名称', en: 'Step title' } },
        { name: 'text', type: 'textarea', localized: true, label: { zh: '步骤说明', en: 'Step text' } },
      ],
      { field: { zh: '步骤', en: 'Steps' }, row: { zh: '步骤', en: 'Step' } },
    ),
    anchorField,
  ],
}
