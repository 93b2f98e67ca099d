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
    { name: 'menuName', type: 'text', required: true, localized: true },
    { name: 'category', type: 'text', localized: true, admin: { description: { zh: '服务分类（menuAttribute）', en: 'Service category (menuAttribute)' } } },
    { name: 'path', type: 'text', required: true },
    { name: 'hot', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar', description: { zh: '在“热门搜索”中显示', en: 'Show under hot searches' } } },
    sortField,
    enabledField,
  ],
}
