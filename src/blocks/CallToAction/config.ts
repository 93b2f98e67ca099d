import type { Block } from 'payload'
import { linkFields, anchorField } from '../shared'

export const CallToActionBlock: Block = {
  slug: 'cta',
  interfaceName: 'CallToActionBlock',
  labels: { singular: { zh: '行动号召', en: 'Call to action' }, plural: { zh: '行动号召', en: 'Calls to action' } },
  fields: [
    { name: 'heading', type: 'text', required: true, localized: true },
    { name: 'text', type: 'textarea', localized: true },
    { name: 'primaryAction', type: 'group', fields: linkFields },
    { name: 'secondaryAction', type: 'group', fields: linkFields },
    anchorField,
  ],
}
