import type { Field } from 'payload'
import { adminFieldOnly, brandIdsOf, isEditor } from '../access'

/**
 * The brand a document belongs to. The collection's access (access/brand-scope) decides
 * what an editor may write; the filter only spares editors a list of brands they cannot
 * pick. Server code without a signed-in editor (seed, gateway) may choose any brand.
 */
export const brandField: Field = {
  name: 'brand',
  type: 'relationship',
  relationTo: 'brands',
  required: true,
  index: true,
  admin: { position: 'sidebar' },
  filterOptions: ({ req }) => (isEditor(req.user) ? { id: { in: brandIdsOf(req.user) } } : true),
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
