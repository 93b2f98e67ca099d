import type { Block } from 'payload'
import { linkFields, anchorField } from '../shared'

export const CallToActionBlock: Block = {
  slug: 'cta',
  interfaceName: 'CallToActionBlock',
  labels: { singular: { zh: '行动号召', en: 'Call to action' }, plural: { zh: '行动号召', en: 'Calls to action' } },
  fields: [
    { name: 'heading', type: 'text', required: true, localized: true, label: { zh: '标题', en: 'Heading' } },
    { name: 'text', type: 'textarea', localized: true, label: { zh: '说明文字', en: 'Text' } },
    { name: 'primaryAction', type: 'group', label: { zh: '主按钮', en: 'Primary button' }, fields: linkFields },
    { name: 'secondaryAction', type: 'group', label: { zh: '次按钮', en: 'Secondary button' }, fields: linkFields },
    anchorField,
  ],
}
