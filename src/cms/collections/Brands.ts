import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { adminsOnly, anyone, ownBrandDocument } from '../access'
import { revalidateArea } from '../hooks/revalidate'
import { brandKeyOptions, localeOptions } from './fields'

/** The locale whose brand name the title carries: the Chinese the editors work in. */
const TITLE_LOCALE = 'cn'

/** "<Chinese name> · <key>", or whichever of the two is known. */
export function brandTitle(name: unknown, key: unknown): string {
  const parts = [typeof name === 'string' ? name.trim() : '', typeof key === 'string' ? key.trim() : ''].filter(Boolean)
  return parts.join(' · ')
}

/**
 * Keeps `title` in step with the Chinese name and the key. A save in another content
 * language carries that language's name, so the Chinese one is read from the stored
 * document then (an update) or, for a brand created in another language first, the name
 * given is used until the Chinese name is saved.
 */
const syncBrandTitle: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const key = data.key ?? originalDoc?.key
  let name: unknown
  if (req.locale === 'all' && data.name && typeof data.name === 'object') name = (data.name as Record<string, unknown>)[TITLE_LOCALE]
  else if (!req.locale || req.locale === TITLE_LOCALE) name = data.name ?? originalDoc?.name
  if (typeof name !== 'string' || !name.trim()) {
    if (operation === 'update' && originalDoc?.id !== undefined) {
      // A request of its own that shares only the transaction: handing over `req` itself would
      // switch that request's locale (and depth) to this read's for the rest of the save.
      const stored = await req.payload.findByID({ collection: 'brands', id: originalDoc.id, locale: TITLE_LOCALE, fallbackLocale: false, depth: 0, overrideAccess: true, select: { name: true }, req: { transactionID: req.transactionID } })
      name = stored?.name
    }
    if (typeof name !== 'string' || !name.trim()) name = data.name ?? originalDoc?.name
  }
  data.title = brandTitle(name, key)
  return data
}

/** Everything editorial about a brand. Routing facts live in src/brands/registry.ts. */
export const Brands: CollectionConfig = {
  slug: 'brands',
  labels: { singular: { zh: '品牌', en: 'Brand' }, plural: { zh: '品牌', en: 'Brands' } },
  // The title is a stored, non-localized copy of the Chinese name and the key (titleField
  // below): every brand column and brand picker of the admin shows it, whatever content
  // language the admin is set to.
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'name', 'key', 'platformCode'], group: { zh: '站点', en: 'Site' } },
  access: { read: anyone, create: adminsOnly, delete: adminsOnly, update: ownBrandDocument },
  hooks: { ...revalidateArea('brand'), beforeChange: [syncBrandTitle] },
  fields: [
    {
      name: 'title',
      label: { zh: '品牌标识', en: 'Brand title' },
      type: 'text',
      index: true,
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: { zh: '保存时由中文品牌名称和品牌代码自动生成，在其他内容的“所属品牌”中显示', en: 'Made on save from the Chinese brand name and the brand key; shown wherever other content names its brand' },
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'key', label: { zh: '品牌代码', en: 'Brand key' }, type: 'select', required: true, unique: true, options: brandKeyOptions, access: { update: ({ req }) => req.user?.role === 'admin' }, admin: { description: { zh: '决定网站地址与路由的品牌标识；只有管理员可以修改', en: 'The identifier that decides the site\'s addresses and routes; only administrators change it' } } },
        { name: 'platformCode', label: { zh: '平台编号', en: 'Platform code' }, type: 'text', required: true, admin: { description: { zh: '网关用来识别品牌的平台编号，例如 15', en: 'The number the gateway identifies the brand by, e.g. 15' } } },
      ],
    },
    { name: 'name', label: { zh: '品牌名称', en: 'Brand name' }, type: 'text', required: true, localized: true },
    { name: 'siteTitle', label: { zh: '站点标题', en: 'Site title' }, type: 'text', required: true, localized: true, admin: { description: { zh: '页面标题中的站点名，例如“跨境电商合规服务”', en: 'Site name used in page titles' } } },
    { name: 'tagline', label: { zh: '品牌标语', en: 'Tagline' }, type: 'text', localized: true },
    { name: 'description', label: { zh: '品牌简介', en: 'Brand description' }, type: 'textarea', localized: true },
    {
      type: 'tabs',
      tabs: [
        {
          label: { zh: '语言与域名', en: 'Languages and domains' },
          fields: [
            { name: 'defaultLocale', label: { zh: '默认语言', en: 'Default language' }, type: 'select', options: localeOptions, required: true, defaultValue: 'cn' },
            // Not named `locales`: a hasMany select called that would share its table name with Payload's localisation table.
            { name: 'publishedLocales', label: { zh: '已发布的语言', en: 'Published languages' }, type: 'select', hasMany: true, options: localeOptions, required: true, admin: { description: { zh: '网站提供的语言版本', en: 'The languages the site offers' } } },
            { name: 'domains', label: { zh: '域名', en: 'Domains' }, type: 'array', labels: { singular: { zh: '域名', en: 'Domain' }, plural: { zh: '域名', en: 'Domains' } }, fields: [{ name: 'host', label: { zh: '域名', en: 'Host name' }, type: 'text', required: true, admin: { description: { zh: '不含 https:// 的域名，例如 www.example.com', en: 'The host without https://, e.g. www.example.com' } } }] },
            {
              name: 'flags',
              label: { zh: '站点类型与开关', en: 'Site type and switches' },
              type: 'group',
              fields: [
                { name: 'recycling', label: { zh: '回收业务站点', en: 'Recycling site' }, type: 'checkbox', defaultValue: false, admin: { description: { zh: '不接受商户注册：隐藏侧边悬浮栏，注册横幅改为跳转联系页', en: 'Takes no merchant sign-ups: no floating panel, the sign-up banner leads to the contact page' } } },
                { name: 'lawFirm', label: { zh: '律师事务所站点', en: 'Law firm site' }, type: 'checkbox', defaultValue: false, admin: { description: { zh: '不接受商户注册：页头显示“咨询”按钮代替登录注册，隐藏侧边悬浮栏', en: 'Takes no merchant sign-ups: the header offers a consultation instead of sign-in, no floating panel' } } },
                { name: 'th', label: { zh: 'TH 版本（停止服务）', en: 'TH variant (service closing)' }, type: 'checkbox', defaultValue: false, admin: { description: { zh: '开启后在每个页面顶部显示下方“停止服务公告”', en: 'On: the close-of-service notice below is shown at the top of every page' } } },
                { name: 'languageSwitcher', label: { zh: '显示语言切换', en: 'Show the language switcher' }, type: 'checkbox', defaultValue: true, admin: { description: { zh: '在页头显示语言切换（发布了多种语言时）', en: 'Show the language switcher in the header (when more than one language is published)' } } },
              ],
            },
          ],
        },
        {
          label: { zh: '联系方式', en: 'Contact' },
          fields: [
            {
              name: 'phones',
              label: { zh: '电话', en: 'Phone numbers' },
              type: 'group',
              fields: [
                { name: 'presale', label: { zh: '售前咨询电话', en: 'Pre-sales phone' }, type: 'text', admin: { description: { zh: '侧边悬浮栏“售前电话”显示此号码', en: 'The floating panel\'s pre-sales phone box shows this number' } } },
                { name: 'cooperation', label: { zh: '商务合作电话', en: 'Partnership phone' }, type: 'text' },
                { name: 'service', label: { zh: '客服电话', en: 'Customer service phone' }, type: 'text' },
              ],
            },
            { name: 'email', label: { zh: '联系邮箱', en: 'Contact email' }, type: 'email' },
            { name: 'address', label: { zh: '公司地址', en: 'Address' }, type: 'text', localized: true },
            { name: 'workbenchUrl', label: { zh: '商户工作台地址', en: 'Merchant workbench URL' }, type: 'text', admin: { description: { zh: '商户工作台地址；留空则使用本站的登录页', en: 'Merchant workbench URL; empty uses this site\'s own pages' } } },
            { name: 'chatUrl', label: { zh: '在线客服链接', en: 'Online chat link' }, type: 'text', admin: { description: { zh: '“在线客服”按钮打开的网址', en: 'The address the online chat buttons open' } } },
          ],
        },
        {
          label: { zh: '页脚与备案', en: 'Footer and filing' },
          fields: [
            {
              name: 'signUpBanner',
              label: { zh: '页脚注册横幅', en: 'Footer sign-up banner' },
              type: 'group',
              admin: { description: { zh: '页脚上方的注册号召横幅；标题留空则不显示', en: 'The sign-up banner above the footer; empty title: no banner' } },
              fields: [
                { name: 'title', label: { zh: '横幅标题', en: 'Banner title' }, type: 'text', localized: true },
                { name: 'text', label: { zh: '横幅说明', en: 'Banner text' }, type: 'text', localized: true },
                { name: 'buttonLabel', label: { zh: '按钮文字', en: 'Button text' }, type: 'text', localized: true },
              ],
            },
            {
              name: 'mergerNotice',
              label: { zh: '业务迁移通知', en: 'Business moved notice' },
              type: 'group',
              admin: {
                description: {
                  zh: '已并入其他公司的品牌：告知老客户业务已转移的弹窗，每位访客每天最多一次，可选择不再提示。标题留空则不显示。',
                  en: 'A brand merged into another company: a notice telling former customers where the business went, at most once a day per visitor, with a do-not-show-again choice. Empty title: no notice.',
                },
              },
              fields: [
                { name: 'title', label: { zh: '通知标题', en: 'Notice title' }, type: 'text', localized: true },
                { name: 'text', label: { zh: '通知正文', en: 'Notice text' }, type: 'textarea', localized: true },
                { name: 'loginLabel', label: { zh: '登录按钮文字', en: 'Sign-in button text' }, type: 'text', localized: true },
                { name: 'loginUrl', label: { zh: '登录按钮链接', en: 'Sign-in button link' }, type: 'text' },
                { name: 'goLabel', label: { zh: '前往按钮文字', en: 'Go-to button text' }, type: 'text', localized: true },
                { name: 'goUrl', label: { zh: '前往按钮链接', en: 'Go-to button link' }, type: 'text' },
              ],
            },
            {
              name: 'closureNotice',
              label: { zh: '停止服务公告', en: 'Close-of-service notice' },
              type: 'group',
              admin: {
                description: {
                  zh: 'TH 版本（品牌标记 th）：停止服务公告，显示在每个页面顶部。标题留空则不显示。',
                  en: 'TH variant (brand flag th): the close-of-service notice shown at the top of every page. Empty title: no notice.',
                },
              },
              fields: [
                { name: 'title', label: { zh: '公告标题', en: 'Notice title' }, type: 'text', localized: true },
                { name: 'text', label: { zh: '公告正文', en: 'Notice text' }, type: 'textarea', localized: true },
                { name: 'linkLabel', label: { zh: '链接文字', en: 'Link text' }, type: 'text', localized: true },
                { name: 'linkUrl', label: { zh: '链接地址', en: 'Link' }, type: 'text' },
              ],
            },
            { name: 'copyright', label: { zh: '版权信息', en: 'Copyright line' }, type: 'text', localized: true },
            {
              name: 'filingNumbers',
              label: { zh: '备案号', en: 'Filing numbers' },
              type: 'array',
              labels: { singular: { zh: '备案号', en: 'Filing number' }, plural: { zh: '备案号', en: 'Filing numbers' } },
              admin: { description: { zh: '页脚底部显示的备案号及其查询链接', en: 'Filing numbers shown at the bottom of the footer, with their lookup links' } },
              fields: [
                { name: 'text', label: { zh: '备案号文字', en: 'Filing number text' }, type: 'text', required: true },
                { name: 'url', label: { zh: '备案查询链接', en: 'Filing lookup link' }, type: 'text' },
              ],
            },
          ],
        },
        {
          label: { zh: '标志与配色', en: 'Logo and colours' },
          fields: [
            { name: 'logoText', label: { zh: '文字标志', en: 'Word mark' }, type: 'text', localized: true, admin: { description: { zh: '无图片标志时显示的文字标志', en: 'Word mark shown when there is no logo image' } } },
            { name: 'logo', label: { zh: '标志图片', en: 'Logo image' }, type: 'upload', relationTo: 'media' },
            {
              name: 'theme',
              label: { zh: '配色', en: 'Colours' },
              type: 'group',
              admin: { description: { zh: '十六进制颜色值，例如 #0b5cad', en: 'Hex colour values, e.g. #0b5cad' } },
              fields: [
                { name: 'primary', label: { zh: '主色', en: 'Primary colour' }, type: 'text', required: true, defaultValue: '#0b5cad' },
                { name: 'primaryContrast', label: { zh: '主色上的文字颜色', en: 'Text on primary colour' }, type: 'text', required: true, defaultValue: '#ffffff' },
                { name: 'accent', label: { zh: '强调色', en: 'Accent colour' }, type: 'text', required: true, defaultValue: '#f59e0b' },
                { name: 'surface', label: { zh: '浅色背景色', en: 'Light background colour' }, type: 'text', required: true, defaultValue: '#f5f8fc' },
                { name: 'ink', label: { zh: '正文文字颜色', en: 'Body text colour' }, type: 'text', required: true, defaultValue: '#0f172a' },
              ],
            },
            {
              name: 'identity',
              label: { zh: '视觉风格', en: 'Visual identity' },
              type: 'group',
              admin: { description: { zh: '共用组件之上的品牌风格：字体、圆角与标题装饰', en: 'The brand\'s style on top of the shared components: typeface, corners and heading accents' } },
              fields: [
                {
                  name: 'typeface',
                  label: { zh: '标题字体', en: 'Heading typeface' },
                  type: 'select',
                  required: true,
                  defaultValue: 'sans',
                  options: [
                    { value: 'sans', label: { zh: '无衬线（现代、简洁）', en: 'Sans serif (modern, plain)' } },
                    { value: 'serif', label: { zh: '衬线 / 宋体（正式、稳重）', en: 'Serif (formal, established)' } },
                    { value: 'rounded', label: { zh: '圆体（亲和）', en: 'Rounded (friendly)' } },
                  ],
                },
                {
                  name: 'corners',
                  label: { zh: '卡片与按钮圆角', en: 'Corners of cards and buttons' },
                  type: 'select',
                  required: true,
                  defaultValue: 'soft',
                  options: [
                    { value: 'square', label: { zh: '直角', en: 'Square' } },
                    { value: 'soft', label: { zh: '小圆角', en: 'Slightly rounded' } },
                    { value: 'round', label: { zh: '大圆角', en: 'Rounded' } },
                  ],
                },
                {
                  name: 'headingAccent',
                  label: { zh: '区块标题装饰', en: 'Section heading accent' },
                  type: 'select',
                  required: true,
                  defaultValue: 'none',
                  options: [
                    { value: 'none', label: { zh: '无', en: 'None' } },
                    { value: 'underline', label: { zh: '标题下方短横线', en: 'Short rule under the heading' } },
                    { value: 'bar', label: { zh: '标题左侧竖条', en: 'Bar before the heading' } },
                  ],
                },
                {
                  name: 'heroPattern',
                  label: { zh: '首屏背景纹理', en: 'Hero background pattern' },
                  type: 'select',
                  required: true,
                  defaultValue: 'gradient',
                  options: [
                    { value: 'gradient', label: { zh: '渐变', en: 'Gradient' } },
                    { value: 'grid', label: { zh: '网格线', en: 'Grid lines' } },
                    { value: 'dots', label: { zh: '圆点', en: 'Dots' } },
                    { value: 'plain', label: { zh: '纯色', en: 'Plain' } },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
