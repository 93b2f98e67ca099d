import type { CollectionConfig } from 'payload'
import { brandContent } from '../access'
import { revalidateArea } from '../hooks/revalidate'
import { brandField, enabledField, sortField } from './fields'

/** The products the header search box finds (getCommoditySearch). */
export const Services: CollectionConfig = {
  slug: 'services',
  labels: { singular: { zh: '搜索服务项', en: 'Searchable service' }, plural: { zh: '产品搜索', en: 'Product search' } },
  admin: { useAsTitle: 'menuName', defaultColumns: ['menuName', 'category', 'hot', 'brand'], group: { zh: '站点', en: 'Site' } },
  access: brandContent.access,
  hooks: { ...revalidateArea('services'), beforeChange: [brandContent.guard] },
  defaultSort: 'sort',
  fields: [
    brandField,
    { name: 'menuName', label: { zh: '服务名称', en: 'Service name' }, type: 'text', required: true, localized: true, admin: { description: { zh: '页头搜索框能搜到的服务名称', en: 'The name the header search box finds' } } },
    { name: 'category', label: { zh: '服务分类', en: 'Service category' }, type: 'text', localized: true, admin: { description: { zh: '搜索结果中名称旁显示的分类，例如“VAT 服务”', en: 'The category shown beside the name in search results, e.g. "VAT services"' } } },
    { name: 'path', label: { zh: '链接地址', en: 'Link' }, type: 'text', required: true, admin: { description: { zh: '点击搜索结果打开的站内路径或网址', en: 'The site path or address a search result opens' } } },
    { name: 'hot', label: { zh: '热门搜索', en: 'Hot search' }, type: 'checkbox', defaultValue: false, admin: { position: 'sidebar', description: { zh: '在“热门搜索”中显示', en: 'Show under hot searches' } } },
    sortField,
    enabledField,
  ],
}
