import type { CollectionConfig, Field, FilterOptions, Where } from 'payload'
import { brandContent } from '../access'
import { revalidateArea } from '../hooks/revalidate'
import { brandField, enabledField, sortField } from './fields'

/**
 * Header, floating-panel, "more" and quick-guide entries of one brand. The gateway
 * reshapes them into the legacy navigation-entry record (typeValueOne...); the admin
 * labels describe what each field does on the site instead of those legacy names.
 */
export const NAV_GROUPS = ['pcnav', 'suspended', 'more', 'compliance'] as const

/** A relationship value in form data: an id or a populated document. */
function idOf(value: unknown): number | string | null {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'object') return (value as { id?: number | string }).id ?? null
  return value as number | string
}

/**
 * The entries an entry may hang under: the same brand and the same place on the site
 * (a header entry's children are header entries), never the entry itself.
 */
export const parentOptions: FilterOptions = ({ id, data }) => {
  const where: Where[] = []
  const brand = idOf(data?.brand)
  if (brand !== null) where.push({ brand: { equals: brand } })
  if (typeof data?.group === 'string' && data.group) where.push({ group: { equals: data.group } })
  if (id !== undefined && id !== null && id !== '') where.push({ id: { not_equals: id } })
  return where.length ? { and: where } : true
}

export const NavigationEntries: CollectionConfig = {
  slug: 'navigation-entries',
  labels: { singular: { zh: '导航项', en: 'Navigation entry' }, plural: { zh: '导航', en: 'Navigation' } },
  admin: {
    useAsTitle: 'label',
    defaultColumns: ['label', 'group', 'path', 'sort', 'enabled', 'brand'],
    group: { zh: '站点', en: 'Site' },
    // The entries as the site nests them, per brand and place, above the flat list.
    components: { beforeList: ['/cms/admin/NavigationTree#NavigationTree'] },
  },
  access: brandContent.access,
  hooks: { ...revalidateArea('nav'), beforeChange: [brandContent.guard] },
  defaultSort: 'sort',
  fields: [
    brandField,
    {
      name: 'group',
      label: { zh: '显示位置', en: 'Where it appears' },
      type: 'select',
      required: true,
      defaultValue: 'pcnav',
      index: true,
      admin: { description: { zh: '顶部导航：页头菜单；侧边悬浮栏：页面右侧的按钮；“更多”悬浮框：悬浮栏“更多”按钮里的链接；合规快速指引：首页悬浮栏中的合规链接', en: 'Header navigation: the header menu; floating side panel: the buttons on the right of the page; "more" box: links in the panel\'s "more" button; compliance quick guide: compliance links in the home page\'s panel' } },
      options: [
        { value: 'pcnav', label: { zh: '顶部导航', en: 'Header navigation' } },
        { value: 'suspended', label: { zh: '侧边悬浮栏', en: 'Floating side panel' } },
        { value: 'more', label: { zh: '“更多”悬浮框', en: '"More" hover box' } },
        { value: 'compliance', label: { zh: '合规快速指引', en: 'Compliance quick guide' } },
      ],
    },
    { name: 'label', label: { zh: '显示名称', en: 'Label' }, type: 'text', required: true, localized: true },
    {
      name: 'subtitle',
      label: { zh: '副标题', en: 'Subtitle' },
      type: 'text',
      localized: true,
      admin: {
        description: {
          zh: '名称下方的一行小字：合规快速指引、“售前电话”框和关于我们页的免费服务中显示；售前电话项在品牌未设置售前电话时以此作为号码',
          en: 'A short line under the label, shown in the compliance quick guide, the pre-sales phone box and the free offers of the About page; for the pre-sales phone entry it is the number when the brand has no pre-sales phone',
        },
      },
    },
    { name: 'path', label: { zh: '链接地址', en: 'Link' }, type: 'text', admin: { description: { zh: '站内路径或以 http 开头的外部链接', en: 'Site path, or an external link starting with http' } } },
    {
      name: 'key',
      label: { zh: '用途标记', en: 'Purpose tag' },
      type: 'text',
      admin: {
        description: {
          zh: '一般留空。填 OnlineTool：此项下的子项作为“免费在线工具”列在关于我们页；侧边悬浮栏中的活动入口可填图标图片地址（以图片显示）',
          en: 'Usually empty. OnlineTool: the entries below this one are listed as free online tools on the About page; for an activity entry of the floating panel, an icon image address (shown as the icon)',
        },
      },
    },
    {
      name: 'action',
      label: { zh: '悬浮栏功能', en: 'Floating panel function' },
      type: 'text',
      admin: {
        description: {
          zh: '仅用于侧边悬浮栏，填以下代码之一：onlineService 在线客服（打开品牌的在线客服链接）；contactUs 联系我们；preSaleTelephone 售前电话框（子项为框内链接）；freeTrial 免费试用（同时列入关于我们页）；more “更多”悬浮框；activity 活动图标；backTop 回到顶部。留空则为普通链接',
          en: 'Floating panel only, one of these codes: onlineService opens the brand\'s online chat; contactUs contact us; preSaleTelephone the pre-sales phone box (its child entries are the links inside); freeTrial free trial (also listed on the About page); more the "more" box; activity an activity icon; backTop back to top. Empty: a plain link',
        },
      },
    },
    {
      name: 'pageType',
      label: { zh: '菜单类型', en: 'Menu type' },
      type: 'select',
      defaultValue: '1',
      admin: { description: { zh: '顶部导航项展开的方式：下拉菜单列出子项；大菜单按子项分组并显示大菜单链接', en: 'How a header entry opens: a dropdown lists its children; a mega menu groups them and shows the mega-menu links' } },
      options: [
        { value: '1', label: { zh: '普通链接（有子项时为下拉菜单）', en: 'Link (a dropdown when it has children)' } },
        { value: '2', label: { zh: '下拉菜单', en: 'Dropdown' } },
        { value: '3', label: { zh: '大菜单', en: 'Mega menu' } },
      ],
    },
    {
      name: 'parent',
      label: { zh: '上级导航项', en: 'Parent entry' },
      type: 'relationship',
      relationTo: 'navigation-entries',
      index: true,
      admin: { description: { zh: '填写后此项作为该项的子菜单显示；只能选择同一品牌、同一显示位置的其他导航项', en: 'Set: this entry is shown as a child of that one; only other entries of the same brand and place can be chosen' } },
      // Also checked on save: Payload refuses a parent the filter would not offer.
      filterOptions: parentOptions,
    },
    {
      name: 'children',
      label: { zh: '下级导航项', en: 'Child entries' },
      type: 'join',
      collection: 'navigation-entries',
      on: 'parent',
      defaultSort: 'sort',
      defaultLimit: 50,
      admin: {
        defaultColumns: ['label', 'path', 'sort', 'enabled'],
        description: { zh: '以此项为上级的导航项，按排序数字排列；点击打开编辑', en: 'The entries that have this one as their parent, in sort order; click one to edit it' },
      },
    },
    { name: 'analyticsName', label: { zh: '统计名称', en: 'Analytics name' }, type: 'text', admin: { description: { zh: '点击统计中记录的名称；留空则使用显示名称', en: 'The name clicks are recorded under; empty: the label' } } },
    sortField,
    enabledField,
    {
      name: 'divPageList',
      label: { zh: '大菜单链接', en: 'Mega-menu links' },
      type: 'array',
      labels: { singular: { zh: '大菜单链接', en: 'Mega-menu link' }, plural: { zh: '大菜单链接', en: 'Mega-menu links' } },
      admin: { description: { zh: '菜单类型为“大菜单”时，以此项名称为一组显示在大菜单中的链接', en: 'For a mega menu: links shown in the menu as one group named after this entry' } },
      fields: [
        { name: 'name', label: { zh: '链接名称', en: 'Link name' }, type: 'text', required: true, localized: true },
        { name: 'description', label: { zh: '链接说明', en: 'Link description' }, type: 'text', localized: true, admin: { description: { zh: '链接名称下方的说明文字', en: 'Text under the link name' } } },
        { name: 'icon', label: { zh: '图标', en: 'Icon' }, type: 'text', admin: { description: { zh: '图标名称或图片地址', en: 'Icon name or image URL' } } },
        { name: 'url', label: { zh: '链接地址', en: 'Link' }, type: 'text', required: true },
        { name: 'pageType', label: { zh: '页面类型（仅接口使用）', en: 'Page type (interface only)' }, type: 'text', admin: { description: { zh: '仅随网关接口原样提供，本站页面不使用；一般留空', en: 'Only passed on as is through the gateway interface; this site does not use it. Usually empty' } } },
      ],
    },
    {
      name: 'menuRelationList',
      label: { zh: '关联菜单名称', en: 'Related menu names' },
      type: 'array',
      labels: { singular: { zh: '关联菜单名称', en: 'Related menu name' }, plural: { zh: '关联菜单名称', en: 'Related menu names' } },
      admin: { description: { zh: '仅随网关接口原样提供，本站页面不显示', en: 'Only passed on as is through the gateway interface; this site does not show it' } },
      fields: [{ name: 'menuName', label: { zh: '菜单名称', en: 'Menu name' }, type: 'text', required: true, localized: true }],
    },
  ],
}
