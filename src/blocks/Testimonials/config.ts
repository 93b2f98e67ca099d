import type { Block } from 'payload'
import { anchorField, itemsField, sectionHeadingFields } from '../shared'

/** What clients say about the brand, each quote with the person and company behind it. */
export const TestimonialsBlock: Block = {
  slug: 'testimonials',
  interfaceName: 'TestimonialsBlock',
  labels: { singular: { zh: '客户评价', en: 'Testimonials' }, plural: { zh: '客户评价', en: 'Testimonials' } },
  fields: [
    ...sectionHeadingFields,
    itemsField(
      [
        { name: 'quote', type: 'textarea', required: true, localized: true, label: { zh: '评价原话', en: 'Quote' }, admin: { description: { zh: '客户的原话，不加引号；建议 120 字以内', en: 'The client\'s words, without quotation marks; best under 60 words' } } },
        { name: 'name', type: 'text', required: true, localized: true, label: { zh: '评价人', en: 'Name' }, admin: { description: { zh: '例如“陈女士”；未经客户同意不写全名', en: 'E.g. "Ms Chen"; no full name without the client\'s consent' } } },
        { name: 'role', type: 'text', localized: true, label: { zh: '职务', en: 'Role' } },
        { name: 'company', type: 'text', localized: true, label: { zh: '公司或店铺', en: 'Company or store' } },
        { name: 'photo', type: 'upload', relationTo: 'media', label: { zh: '头像或插图', en: 'Portrait or illustration' }, admin: { description: { zh: '可选；正方形图片效果最好', en: 'Optional; a square image works best' } } },
      ],
      { field: { zh: '评价', en: 'Quotes' }, row: { zh: '评价', en: 'Quote' } },
    ),
    anchorField,
  ],
}
