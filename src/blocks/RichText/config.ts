import type { Block } from 'payload'
import { anchorField } from '../shared'

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: { zh: '富文本', en: 'Rich text' }, plural: { zh: '富文本', en: 'Rich text' } },
  fields: [
    { name: 'heading', type: 'text', localized: true },
    { name: 'content', type: 'richText', required: true, localized: true },
    anchorField,
  ],
}
