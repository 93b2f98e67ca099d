import type { Field, Validate } from 'payload'

/** A call-to-action link: label, target and whether it opens in a new tab. */
export const linkFields: Field[] = [
  { name: 'label', type: 'text', localized: true, label: { zh: '按钮文字', en: 'Button text' } },
  {
    name: 'url',
    type: 'text',
    label: { zh: '按钮链接', en: 'Button link' },
    admin: { description: { zh: '站内路径（如 /lz/VAT）或以 http(s) 开头的网址；留空则不显示按钮', en: 'A site path (e.g. /lz/VAT) or an http(s) address; empty: no button' } },
  },
]

export const sectionHeadingFields: Field[] = [
  { name: 'heading', type: 'text', localized: true, label: { zh: '区块标题', en: 'Section heading' } },
  { name: 'intro', type: 'textarea', localized: true, label: { zh: '导语', en: 'Introduction' }, admin: { description: { zh: '标题下方的一段说明文字', en: 'A short paragraph below the heading' } } },
]

type Label = { zh: string; en: string }

/**
 * The repeated rows of a section block (cards, steps, questions ...), at least one. The
 * block names its rows (`卡片`, `步骤` ...) so the editor's "add" button says what it adds.
 */
export function itemsField(fields: Field[], labels: { field: Label; row: Label } = { field: { zh: '条目', en: 'Items' }, row: { zh: '条目', en: 'Item' } }): Field {
  return { name: 'items', type: 'array', minRows: 1, label: labels.field, labels: { singular: labels.row, plural: labels.field }, fields }
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
  label: { zh: '区块锚点', en: 'Section anchor' },
  admin: { position: 'sidebar', description: { zh: '区块锚点：链接 #锚点 会跳到这里（字母开头，只含字母、数字、- 和 _）', en: 'Section anchor: a link to #anchor scrolls here (a letter first, then letters, digits, - and _)' } },
  validate: (value: unknown) => value === undefined || value === null || value === '' || (typeof value === 'string' && ANCHOR_PATTERN.test(value)) || 'Anchor: a letter first, then letters, digits, - and _ (at most 64)',
}

/** A link an editor types: a site path (`/lz/VAT`) or an http(s) address. */
export const LINK_PATTERN = /^(\/(?!\/)[^\s]*|https?:\/\/[^\s]+)$/
export const validateLink: Validate = (value) =>
  value === undefined || value === null || value === '' || (typeof value === 'string' && value.length <= 500 && LINK_PATTERN.test(value)) || 'Link: a path starting with / or an http(s) address'
