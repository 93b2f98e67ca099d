import type { Block } from 'payload'
import { itemsField, sectionHeadingFields, anchorField } from '../shared'

export const FeatureGridBlock: Block = {
  slug: 'featureGrid',
  interfaceName: 'FeatureGridBlock',
  labels: { singular: { zh: '卡片网格', en: 'Feature grid' }, plural: { zh: '卡片网格', en: 'Feature grids' } },
  fields: [
    ...sectionHeadingFields,
    itemsField(
      [
        { name: 'title', type: 'text', required: true, localized: true, label: { zh: '卡片标题', en: 'Card title' } },
        { name: 'text', type: 'textarea', localized: true, label: { zh: '卡片说明', en: 'Card text' } },
        { name: 'tag', type: 'text', localized: true, label: { zh: '角标', en: 'Badge' }, admin: { description: { zh: '卡片角标，例如“热门”', en: 'Small badge, e.g. "Popular"' } } },
        { name: 'url', type: 'text', label: { zh: '链接地址', en: 'Link' }, admin: { description: { zh: '点击卡片打开的站内路径或网址；留空则卡片不可点击', en: 'Site path or address the card opens; empty: the card is not a link' } } },
        { name: 'linkLabel', type: 'text', localized: true, label: { zh: '链接文字', en: 'Link text' }, admin: { description: { zh: '卡片底部的链接文字，例如“了解详情”', en: 'Link text at the bottom of the card, e.g. "Learn more"' } } },
      ],
      { field: { zh: '卡片', en: 'Cards' }, row: { zh: '卡片', en: 'Card' } },
    ),
    anchorField,
  ],
}
