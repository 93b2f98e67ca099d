import type { Block } from 'payload'
import { anchorField } from '../shared'

/**
 * The site's contact form (with the brand's phones, email and address beside it) placed
 * inside a page, e.g. at the end of a service page: messages are checked, stored and
 * mailed exactly as on the contact page. Heading and intro replace the form's defaults.
 */
export const ContactFormBlock: Block = {
  slug: 'contactForm',
  interfaceName: 'ContactFormBlock',
  labels: { singular: { zh: '联系表单', en: 'Contact form' }, plural: { zh: '联系表单', en: 'Contact forms' } },
  fields: [
    { name: 'heading', type: 'text', localized: true, label: { zh: '标题', en: 'Heading' }, admin: { description: { zh: '留空则使用表单默认标题', en: 'Empty: the form\'s default heading' } } },
    { name: 'intro', type: 'textarea', localized: true, label: { zh: '导语', en: 'Introduction' }, admin: { description: { zh: '留空则使用表单默认说明', en: 'Empty: the form\'s default text' } } },
    anchorField,
  ],
}
