import type { Block } from 'payload'
import { anchorField } from '../shared'

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: { zh: '富文本', en: 'Rich text' }, plural: { zh: '富文本', en: 'Rich text' } },
  fields: [
    { name: 'heading', type: 'text', localized: true, label: { zh: '标题', en: 'Heading' } },
    { name: 'content', type: 'richText', required: true, localized: true, label: { zh: '正文', en: 'Content' } },
    anchorField,
  ],
}
