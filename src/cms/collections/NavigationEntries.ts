import type { CollectionConfig } from 'payload'
import { brandContent } from '../access'
import { revalidateArea } from '../hooks/revalidate'
import { brandField, enabledField, sortField } from './fields'

/**
 * Header, floating-panel, "more" and quick-guide entries of one brand. The gateway
 * reshapes them into the legacy navigation-entry record (typeValueOne...).
 */
export const NAV_GROUPS = ['pcnav', 'suspended', 'more', 'compliance'] as const

export const NavigationEntries: CollectionConfig = {
  slug: 'navigation-entries',
  labels: { singular: { zh: '导航项', en: 'Navigation entry' }, plural: { zh: '导航', en: 'Navigation' } },
  admin: { useAsTitle: 'label', defaultColumns: ['label', 'group', 'path', 'sort', 'enabled', 'brand'], group: { zh: '站点', en: 'Site' } },
  access: brandContent.access,
  hooks: { ...revalidateArea('nav'), beforeChange: [brandContent.guard] },
  defaultSort: 'sort',
  fields: [
    brandField,
    {
      name: 'group',
      type: 'select',
      required: true,
      defaultValue: 'pcnav',
      index: true,
      options: [
        { value: 'pcnav', label: { zh: '顶部导航', en: 'Header navigation' } },
        { value: 'suspended', label: { zh: '侧边悬浮栏', en: 'Floating side panel' } },
        { value: 'more', label: { zh: '“更多”悬浮框', en: '"More" hover box' } },
        { value: 'compliance', label: { zh: '合规快速指引', en: 'Compliance quick guide' } },
      ],
    },
    { name: 'label', type: 'text', required: true, localized: true },
    { name: 'subtitle', type: 'text', localized: true, admin: { description: { zh: '副标题（typeValueTow）', en: 'Secondary text (typeValueTow)' } } },
    { name: 'path', type: 'text', admin: { description: { zh: '站内路径或以 http 开头的外部链接', en: 'Site path, or an external link starting with http' } } },
    { name: 'key', type: 'text', admin: { description: { zh: '分组键，例如 Services、OnlineTool', en: 'Grouping key such as Services, OnlineTool' } } },
    { name: 'action', type: 'text', admin: { description: { zh: '特殊动作，例如 freeTrial、contactUs、preSaleTelephone', en: 'Special action such as freeTrial, contactUs, preSaleTelephone' } } },
    {
      name: 'pageType',
      type: 'select',
      defaultValue: '1',
      options: [
        { value: '1', label: { zh: '普通链接', en: 'Link' } },
        { value: '2', label: { zh: '下拉菜单', en: 'Dropdown' } },
        { value: '3', label: { zh: '大菜单', en: 'Mega menu' } },
      ],
    },
    { name: 'parent', type: 'relationship', relationTo: 'navigation-entries', index: true },
    { name: 'analyticsName', type: 'text' },
    sortField,
    enabledField,
    {
      name: 'divPageList',
      type: 'array',
      labels: { singular: { zh: '大菜单项', en: 'Mega-menu item' }, plural: { zh: '大菜单项', en: 'Mega-menu items' } },
      fields: [
        { name: 'name', type: 'text', required: true, localized: true },
        { name: 'description', type: 'text', localized: true },
        { name: 'icon', type: 'text', admin: { description: { zh: '图标名称或图片地址', en: 'Icon name or image URL' } } },
        { name: 'url', type: 'text', required: true },
        { name: 'pageType', type: 'text' },
      ],
    },
    {
      name: 'menuRelationList',
      type: 'array',
      fields: [{ name: 'menuName', type: 'text', required: true, localized: true }],
    },
  ],
}
