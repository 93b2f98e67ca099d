import type { Block } from 'payload'
import { itemsField, sectionHeadingFields, anchorField } from '../shared'

export const FaqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: { zh: '常见问题', en: 'FAQ' }, plural: { zh: '常见问题', en: 'FAQs' } },
  fields: [
    ...sectionHeadingFields,
    itemsField(
      [
        { name: 'question', type: 'text', required: true, localized: true, label: { zh: '问题', en: 'Question' } },
        { name: 'answer', type: 'textarea', required: true, localized: true, label: { zh: '回答', en: 'Answer' } },
      ],
      { field: { zh: '问答', en: 'Questions' }, row: { zh: '问答', en: 'Question' } },
    ),
    anchorField,
  ],
}
