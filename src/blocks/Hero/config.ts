import type { Block } from 'payload'
import { linkFields, anchorField } from '../shared'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: { zh: '首屏横幅', en: 'Hero' }, plural: { zh: '首屏横幅', en: 'Heroes' } },
  fields: [
    { name: 'eyebrow', type: 'text', localized: true },
    { name: 'heading', type: 'text', required: true, localized: true },
    { name: 'text', type: 'textarea', localized: true },
    { name: 'primaryAction', type: 'group', fields: linkFields },
    { name: 'secondaryAction', type: 'group', fields: linkFields },
    {
      name: 'highlights',
      type: 'array',
      maxRows: 4,
      fields: [
        { name: 'value', type: 'text', required: true, localized: true },
        { name: 'label', type: 'text', required: true, localized: true },
      ],
    },
    anchorField,
  ],
}
