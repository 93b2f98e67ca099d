import type { CollectionConfig } from 'payload'
import { pageBlocks } from '@/blocks'
import { brandContent } from '../access'
import { revalidateArea } from '../hooks/revalidate'
import { brandField } from './fields'

/**
 * A content page of a brand, built from blocks editors can add and rearrange. `slug` is
 * the page path below the brand prefix (`homes` for the home page, `VAT`, `EPR` ...).
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: { zh: '页面', en: 'Page' }, plural: { zh: '页面', en: 'Pages' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'brand', '_status'], group: { zh: '内容', en: 'Content' } },
  access: brandContent.access,
  versions: { drafts: true, maxPerDoc: 25 },
  hooks: { ...revalidateArea('pages'), beforeChange: [brandContent.guard] },
  fields: [
    brandField,
    { name: 'slug', type: 'text', required: true, index: true },
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'navLabel', type: 'text', localized: true, admin: { description: { zh: '浏览器标题中的栏目名', en: 'Section name used in the browser title' } } },
    {
      name: 'meta',
      type: 'group',
      fields: [
        { name: 'keywords', type: 'text', localized: true },
        { name: 'description', type: 'textarea', localized: true },
      ],
    },
    { name: 'layout', type: 'blocks', blocks: pageBlocks, localized: false },
  ],
}
