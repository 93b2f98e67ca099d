import type { Block } from 'payload'
import { anchorField, linkFields, sectionHeadingFields } from '../shared'

/** The brand's first case studies (collection "case-studies", in their sort order). */
export const CaseStudiesBlock: Block = {
  slug: 'caseStudies',
  interfaceName: 'CaseStudiesBlock',
  labels: { singular: { zh: '成功案例精选', en: 'Case study highlights' }, plural: { zh: '成功案例精选', en: 'Case study highlights' } },
  fields: [
    ...sectionHeadingFields,
    {
      name: 'limit',
      type: 'number',
      required: true,
      defaultValue: 3,
      min: 1,
      max: 6,
      label: { zh: '显示几个案例', en: 'How many cases' },
      admin: { description: { zh: '按“成功案例”中的排序取前几个已启用的案例', en: 'The first enabled cases of "Case studies", in their sort order' } },
    },
    { name: 'moreAction', type: 'group', label: { zh: '“更多案例”按钮', en: '"More cases" button' }, fields: linkFields },
    anchorField,
  ],
}
