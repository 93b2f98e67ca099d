import type { CollectionConfig } from 'payload'
import { brandContent } from '../access'
import { revalidateArea } from '../hooks/revalidate'
import { articlePreviewUrl } from '@/services/content/preview-url'
import { ARTICLE_CATEGORIES, type ArticleCategory } from '@/services/news/categories'
import { brandField } from './fields'

const categoryLabels: Record<ArticleCategory, { zh: string; en: string }> = {
  policy: { zh: '政策法规', en: 'Policy and law' },
  platform: { zh: '平台动态', en: 'Marketplace updates' },
  guide: { zh: '实操指南', en: 'How-to' },
  company: { zh: '公司新闻', en: 'Company news' },
  companyEncy: { zh: '学堂：公司百科', en: 'School: company basics' },
  FinanceTaxEncy: { zh: '学堂：财税百科', en: 'School: tax and accounting basics' },
  industryInfo: { zh: '学堂：行业资讯', en: 'School: industry news' },
  trends: { zh: '学堂：政策动态', en: 'School: regulatory updates' },
  insight: { zh: '洞察（/insight 页）', en: 'Insight (the /insight page)' },
}

/** News and insight articles (getInformation / getInformationInfo) and the corporate brand's school articles (/chtco officialArticle calls). */
export const Articles: CollectionConfig = {
  slug: 'articles',
  labels: { singular: { zh: '资讯', en: 'Article' }, plural: { zh: '资讯', en: 'News' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'publishedAt', 'brand', '_status'],
    group: { zh: '内容', en: 'Content' },
    // The preview button: the article's latest draft at its news or knowledge-centre address, for staff of its brand.
    preview: (doc, options) => articlePreviewUrl(doc, options),
  },
  access: brandContent.access,
  versions: { drafts: true, maxPerDoc: 10 },
  hooks: { ...revalidateArea('news'), beforeChange: [brandContent.guard] },
  defaultSort: '-publishedAt',
  fields: [
    brandField,
    { name: 'title', label: { zh: '标题', en: 'Title' }, type: 'text', required: true, localized: true, maxLength: 160 },
    { name: 'category', label: { zh: '栏目', en: 'Category' }, type: 'select', required: true, index: true, options: ARTICLE_CATEGORIES.map((value) => ({ value, label: categoryLabels[value] })) },
    { name: 'summary', label: { zh: '摘要', en: 'Summary' }, type: 'textarea', required: true, localized: true, maxLength: 400, admin: { description: { zh: '列表中显示的简短介绍，最多 400 字', en: 'Short introduction shown in lists, at most 400 characters' } } },
    { name: 'content', label: { zh: '正文', en: 'Content' }, type: 'richText', required: true, localized: true },
    { name: 'keywords', label: { zh: '关键词', en: 'Keywords' }, type: 'text', localized: true, admin: { description: { zh: '用逗号分隔，供搜索引擎使用', en: 'Comma-separated, for search engines' } } },
    { name: 'author', label: { zh: '作者', en: 'Author' }, type: 'text', localized: true },
    { name: 'cover', label: { zh: '封面图', en: 'Cover image' }, type: 'upload', relationTo: 'media' },
    { name: 'publishedAt', label: { zh: '发布时间', en: 'Published at' }, type: 'date', required: true, index: true, admin: { position: 'sidebar' } },
    { name: 'hot', label: { zh: '热门文章', en: 'Hot article' }, type: 'checkbox', defaultValue: false, index: true, admin: { position: 'sidebar', description: { zh: '列入学堂的热门文章（按分类）', en: 'Listed among the school’s hot articles of its category' } } },
    { name: 'featured', label: { zh: '置顶', en: 'Pinned' }, type: 'checkbox', defaultValue: false, admin: { position: 'sidebar', description: { zh: '置顶显示在列表第一位', en: 'Pin to the top of the list' } } },
  ],
}
