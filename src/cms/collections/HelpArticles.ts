import type { CollectionConfig } from 'payload'
import { brandContent } from '../access'
import { revalidateArea } from '../hooks/revalidate'
import { helpArticlePreviewUrl } from '@/services/content/preview-url'
import { deriveSearchText } from '../hooks/search-text'
import { brandField, enabledField, sortField } from './fields'

/**
 * Help-centre entries: operation manuals (getOperationManual, searched by
 * queryArticleHandbook) and FAQ answers (the problem page), each in a help category.
 * `searchText` is derived on save (plain text of title, summary, keywords and body).
 */
export const HelpArticles: CollectionConfig = {
  slug: 'help-articles',
  labels: { singular: { zh: '帮助文章', en: 'Help article' }, plural: { zh: '操作指南与常见问题', en: 'Manuals and FAQ' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'category', 'sort', 'brand'],
    group: { zh: '帮助中心', en: 'Help centre' },
    // View on site: a manual's own page, an FAQ entry's category (no drafts: a save is live).
    preview: (doc, options) => helpArticlePreviewUrl(doc, options),
  },
  access: brandContent.access,
  hooks: { ...revalidateArea('help'), beforeChange: [brandContent.guard, deriveSearchText(['title', 'summary', 'keywords'], ['content'])] },
  defaultSort: 'sort',
  fields: [
    brandField,
    {
      name: 'kind',
      label: { zh: '类型', en: 'Type' },
      type: 'select',
      required: true,
      defaultValue: 'manual',
      index: true,
      options: [
        { value: 'manual', label: { zh: '操作指南', en: 'Manual' } },
        { value: 'faq', label: { zh: '常见问题', en: 'FAQ' } },
      ],
    },
    { name: 'category', label: { zh: '帮助分类', en: 'Help category' }, type: 'relationship', relationTo: 'help-categories', required: true, index: true },
    { name: 'title', label: { zh: '标题', en: 'Title' }, type: 'text', required: true, localized: true, maxLength: 160 },
    { name: 'summary', label: { zh: '摘要', en: 'Summary' }, type: 'textarea', localized: true, maxLength: 400 },
    { name: 'content', label: { zh: '正文', en: 'Content' }, type: 'richText', required: true, localized: true },
    { name: 'keywords', label: { zh: '搜索关键词', en: 'Search keywords' }, type: 'text', localized: true, admin: { description: { zh: '帮助中心搜索也会匹配这些词，用逗号分隔', en: 'The help-centre search also matches these words, comma-separated' } } },
    { name: 'searchText', type: 'textarea', localized: true, admin: { hidden: true } },
    sortField,
    enabledField,
  ],
}
