import type { Block } from 'payload'
import { sectionHeadingFields } from '../shared'

export const StepsBlock: Block = {
  slug: 'steps',
  interfaceName: 'StepsBlock',
  labels: { singular: { zh: '流程步骤', en: 'Steps' }, plural: { zh: '流程步骤', en: 'Steps' } },
  fields: [
    ...sectionHeadingFields,
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'title', type: 'text', required: true, localized: true },
        { name: 'text', type: 'textarea', localized: true },
      ],
    },
  ],
}
