import type { Block } from 'payload'
import { anchorField, itemsField, sectionHeadingFields } from '../shared'

/** A row of client or platform logos, each with the name a screen reader reads. */
export const LogoWallBlock: Block = {
  slug: 'logoWall',
  interfaceName: 'LogoWallBlock',
  labels: { singular: { zh: '客户标志墙', en: 'Logo wall' }, plural: { zh: '客户标志墙', en: 'Logo walls' } },
  fields: [
    ...sectionHeadingFields,
    itemsField(
      [
        { name: 'name', type: 'text', required: true, localized: true, label: { zh: '名称', en: 'Name' }, admin: { description: { zh: '客户或合作方的名称（读屏软件朗读此名称）', en: 'The client or partner\'s name (what screen readers read)' } } },
        { name: 'logo', type: 'upload', relationTo: 'media', required: true, label: { zh: '标志图片', en: 'Logo' }, admin: { description: { zh: '透明背景的横向标志，SVG 或 PNG', en: 'A landscape logo on a transparent background, SVG or PNG' } } },
      ],
      { field: { zh: '标志', en: 'Logos' }, row: { zh: '标志', en: 'Logo' } },
    ),
    anchorField,
  ],
}
