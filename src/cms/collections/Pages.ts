import type { CollectionConfig } from 'payload'
import { pageBlocks } from '@/blocks'
import { brandContent } from '../access'
import { revalidateArea } from '../hooks/revalidate'
import { pagePreviewUrl } from '@/services/content/preview-url'
import { brandField } from './fields'

/**
 * A content page of a brand, built from blocks editors can add and rearrange. `slug` is
 * the page path below the brand prefix (`homes` for the home page, `VAT`, `EPR` ...).
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: { zh: '页面', en: 'Page' }, plural: { zh: '页面', en: 'Pages' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'brand', '_status'],
    group: { zh: '内容', en: 'Content' },
    // The preview button: the page's latest draft on the site, for staff of its brand.
    preview: (doc, options) => pagePreviewUrl(doc, options),
  },
  access: brandContent.access,
  versions: { drafts: true, maxPerDoc: 25 },
  hooks: { ...revalidateArea('pages'), beforeChange: [brandContent.guard] },
  fields: [
    brandField,
    { name: 'slug', label: { zh: '页面路径', en: 'Page path' }, type: 'text', required: true, index: true, admin: { description: { zh: '品牌前缀之后的路径，例如 VAT、EPR；首页为 homes', en: 'The path after the brand prefix, e.g. VAT, EPR; homes for the home page' } } },
    { name: 'title', label: { zh: '页面标题', en: 'Page title' }, type: 'text', required: true, localized: true },
    { name: 'navLabel', label: { zh: '栏目名', en: 'Section name' }, type: 'text', localized: true, admin: { description: { zh: '浏览器标题中的栏目名', en: 'Section name used in the browser title' } } },
    {
      name: 'meta',
      label: { zh: '搜索引擎优化（SEO）', en: 'Search engines (SEO)' },
      type: 'group',
      admin: { description: { zh: '搜索引擎看到的关键词和描述', en: 'Keywords and description for search engines' } },
      fields: [
        { name: 'keywords', label: { zh: '关键词', en: 'Keywords' }, type: 'text', localized: true, admin: { description: { zh: '用逗号分隔', en: 'Comma-separated' } } },
        { name: 'description', label: { zh: '页面描述', en: 'Description' }, type: 'textarea', localized: true },
      ],
    },
    { name: 'layout', label: { zh: '页面内容', en: 'Page content' }, type: 'blocks', blocks: pageBlocks, localized: false, labels: { singular: { zh: '区块', en: 'Block' }, plural: { zh: '区块', en: 'Blocks' } }, admin: { description: { zh: '页面由这些区块从上到下组成，可添加、拖动排序', en: 'The page is these blocks from top to bottom; add and drag them into order' } } },
  ],
}
