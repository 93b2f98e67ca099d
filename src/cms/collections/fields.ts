import type { Field } from 'payload'
import { adminFieldOnly } from '../access'

/** The brand a document belongs to. Editors can only pick their own (see access). */
export const brandField: Field = {
  name: 'brand',
  type: 'relationship',
  relationTo: 'brands',
  required: true,
  index: true,
  admin: { position: 'sidebar' },
}

export const sortField: Field = {
  name: 'sort',
  type: 'number',
  defaultValue: 0,
  admin: { position: 'sidebar', description: { zh: '数字小的排在前面', en: 'Lower numbers come first' } },
}

export const enabledField: Field = {
  name: 'enabled',
  type: 'checkbox',
  defaultValue: true,
  admin: { position: 'sidebar' },
}

export const adminOnlyText = (name: string): Field => ({ name, type: 'text', access: { update: adminFieldOnly } })
