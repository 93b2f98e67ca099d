import type { Field } from 'payload'

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
