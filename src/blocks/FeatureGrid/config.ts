import type { Block } from 'payload'
import { itemsField, sectionHeadingFields, anchorField } from '../shared'

export const FeatureGridBlock: Block = {
  slug: 'featureGrid',
  interfaceName: 'FeatureGridBlock',
  labels: { singular: { zh: '卡片网格', en: 'Feature grid' }, plural: { zh: '卡片网格', en: 'Feature grids' } },
  fields: [
    ...sectionHeadingFields,
    itemsField([
      { name: 'title', type: 'text', required: true, localized: true },
      { name: 'text', type: 'textarea', localized: true },
      { name: 'tag', type: 'text', localized: true, admin: { description: { zh: '卡片角标，例如“热门”', en: 'Small badge, e.g. "Popular"' } } },
      { name: 'url', type: 'text' },
      { name: 'linkLabel', type: 'text', localized: true },
    ]),
    anchorField,
  ],
}
