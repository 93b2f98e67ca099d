import type { CollectionConfig } from 'payload'
import { brandContent } from '../access'
import { revalidateArea } from '../hooks/revalidate'
import { brandField, enabledField, sortField } from './fields'

/** Help-centre categories (getHelpCenterCategory); manuals and FAQ entries belong to one. */
export const HelpCategories: CollectionConfig = {
  slug: 'help-categories',
  labels: { singular: { zh: '帮助分类', en: 'Help category' }, plural: { zh: '帮助分类', en: 'Help categories' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'sort', 'brand'], group: { zh: '帮助中心', en: 'Help centre' } },
  access: brandContent.access,
  hooks: { ...revalidateArea('help'), beforeChange: [brandContent.guard] },
  defaultSort: 'sort',
  fields: [
    brandField,
    { name: 'name', label: { zh: '分类名称', en: 'Category name' }, type: 'text', required: true, localized: true, maxLength: 60 },
    { name: 'description', label: { zh: '分类说明', en: 'Description' }, type: 'textarea', localized: true, maxLength: 300 },
    { name: 'icon', label: { zh: '图标', en: 'Icon' }, type: 'text', admin: { description: { zh: '图标名：vat、epr、shield、book、account、calculator', en: 'Icon name: vat, epr, shield, book, account, calculator' } } },
    sortField,
    enabledField,
  ],
}
