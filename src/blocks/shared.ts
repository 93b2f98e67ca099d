import type { Field, Validate } from 'payload'

/** A call-to-action link: label, target and whether it opens in a new tab. */
export const linkFields: Field[] = [
  { name: 'label', type: 'text', localized: true },
  { name: 'url', type: 'text' },
]

export const sectionHeadingFields: Field[] = [
  { name: 'heading', type: 'text', localized: true },
  { name: 'intro', type: 'textarea', localized: true },
]

/** The repeated rows of a section block (cards, steps, questions ...), at least one. */
export function itemsField(fields: Field[]): Field {
  return { name: 'items', type: 'array', minRows: 1, fields }
}

/** The pattern of a section anchor: what follows `#` in a link to that section. */
export const ANCHOR_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/

/**
 * The section's anchor: a link to `#anchor` (a menu entry such as
 * /compliance_service_epr#audits) scrolls to this block. Optional on every block.
 */
export const anchorField: Field = {
  name: 'anchor',
  type: 'text',
  admin: { position: 'sidebar', description: { zh: '区块锚点：链接 #锚点 会跳到这里（字母开头，只含字母、数字、- 和 _）', en: 'Section anchor: a link to #anchor scrolls here (a letter first, then letters, digits, - and _)' } },
  validate: (value: unknown) => value === undefined || value === null || value === '' || (typeof value === 'string' && ANCHOR_PATTERN.test(value)) || 'Anchor: a letter first, then letters, digits, - and _ (at most 64)',
}

/** A link an editor types: a site path (`/lz/VAT`) or an http(s) address. */
export const LINK_PATTERN = /^(\/(?!\/)[^\s]*|https?:\/\/[^\s]+)$/
export const validateLink: Validate = (value) =>
  value === undefined || value === null || value === '' || (typeof value === 'string' && value.length <= 500 && LINK_PATTERN.test(value)) || 'Link: a path starting with / or an http(s) address'
