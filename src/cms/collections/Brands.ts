import type { CollectionConfig } from 'payload'
import { BRAND_KEYS, LOCALES } from '@/brands/registry'
import { adminsOnly, anyone, ownBrandDocument } from '../access'
import { revalidateArea } from '../hooks/revalidate'

const localeOptions = LOCALES.map((l) => ({ label: l, value: l }))

/** Everything editorial about a brand. Routing facts live in src/brands/registry.ts. */
export const Brands: CollectionConfig = {
  slug: 'brands',
  labels: { singular: { zh: '品牌', en: 'Brand' }, plural: { zh: '品牌', en: 'Brands' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'key', 'platformCode'], group: { zh: '站点', en: 'Site' } },
  access: { read: anyone, create: adminsOnly, delete: adminsOnly, update: ownBrandDocument },
  hooks: revalidateArea('brand'),
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'key', type: 'select', required: true, unique: true, options: BRAND_KEYS.map((k) => ({ label: k, value: k })), access: { update: ({ req }) => req.user?.role === 'admin' } },
        { name: 'platformCode', type: 'text', required: true },
      ],
    },
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'siteTitle', type: 'text', required: true, localized: true, admin: { description: { zh: '页面标题中的站点名，例如“跨境电商合规服务”', en: 'Site name used in page titles' } } },
    { name: 'tagline', type: 'text', localized: true },
    { name: 'description', type: 'textarea', localized: true },
    {
      type: 'tabs',
      tabs: [
        {
          label: { zh: '语言与域名', en: 'Locales and domains' },
          fields: [
            { name: 'defaultLocale', type: 'select', options: localeOptions, required: true, defaultValue: 'cn' },
            // Not named `locales`: a hasMany select called that would share its table name with Payload's localisation table.
            { name: 'publishedLocales', type: 'select', hasMany: true, options: localeOptions, required: true },
            { name: 'domains', type: 'array', fields: [{ name: 'host', type: 'text', required: true }] },
            {
              name: 'flags',
              type: 'group',
              fields: [
                { name: 'recycling', type: 'checkbox', defaultValue: false },
                { name: 'lawFirm', type: 'checkbox', defaultValue: false },
                { name: 'th', type: 'checkbox', defaultValue: false },
                { name: 'languageSwitcher', type: 'checkbox', defaultValue: true },
              ],
            },
          ],
        },
        {
          label: { zh: '联系方式', en: 'Contact' },
          fields: [
            {
              name: 'phones',
              type: 'group',
              fields: [
                { name: 'presale', type: 'text' },
                { name: 'cooperation', type: 'text' },
                { name: 'service', type: 'text' },
              ],
            },
            { name: 'email', type: 'email' },
            { name: 'address', type: 'text', localized: true },
            { name: 'workbenchUrl', type: 'text', admin: { description: { zh: '商户工作台地址；留空则使用本站的登录页', en: 'Merchant workbench URL; empty uses this site\'s own pages' } } },
            { name: 'chatUrl', type: 'text' },
          ],
        },
        {
          label: { zh: '页脚与备案', en: 'Footer and filing' },
          fields: [
            {
              name: 'signUpBanner',
              type: 'group',
              fields: [
                { name: 'title', type: 'text', localized: true },
                { name: 'text', type: 'text', localized: true },
                { name: 'buttonLabel', type: 'text', localized: true },
              ],
            },
            {
              name: 'mergerNotice',
              type: 'group',
              admin: {
                description: {
                  zh: '已并入其他公司的品牌：告知老客户业务已转移的弹窗，每位访客每天最多一次，可选择不再提示。标题留空则不显示。',
                  en: 'A brand merged into another company: a notice telling former customers where the business went, at most once a day per visitor, with a do-not-show-again choice. Empty title: no notice.',
                },
              },
              fields: [
                { name: 'title', type: 'text', localized: true },
                { name: 'text', type: 'textarea', localized: true },
                { name: 'loginLabel', type: 'text', localized: true },
                { name: 'loginUrl', type: 'text' },
                { name: 'goLabel', type: 'text', localized: true },
                { name: 'goUrl', type: 'text' },
              ],
            },
            {
              name: 'closureNotice',
              type: 'group',
              admin: {
                description: {
                  zh: 'TH 版本（品牌标记 th）：停止服务公告，显示在每个页面顶部。标题留空则不显示。',
                  en: 'TH variant (brand flag th): the close-of-service notice shown at the top of every page. Empty title: no notice.',
                },
              },
              fields: [
                { name: 'title', type: 'text', localized: true },
                { name: 'text', type: 'textarea', localized: true },
                { name: 'linkLabel', type: 'text', localized: true },
                { name: 'linkUrl', type: 'text' },
              ],
            },
            { name: 'copyright', type: 'text', localized: true },
            {
              name: 'filingNumbers',
              type: 'array',
              fields: [
                { name: 'text', type: 'text', required: true },
                { name: 'url', type: 'text' },
              ],
            },
          ],
        },
        {
          label: { zh: '主题', en: 'Theme' },
          fields: [
            { name: 'logoText', type: 'text', localized: true, admin: { description: { zh: '无图片标志时显示的文字标志', en: 'Word mark shown when there is no logo image' } } },
            { name: 'logo', type: 'upload', relationTo: 'media' },
            {
              name: 'theme',
              type: 'group',
              fields: [
                { name: 'primary', type: 'text', required: true, defaultValue: '#0b5cad' },
                { name: 'primaryContrast', type: 'text', required: true, defaultValue: '#ffffff' },
                { name: 'accent', type: 'text', required: true, defaultValue: '#f59e0b' },
                { name: 'surface', type: 'text', required: true, defaultValue: '#f5f8fc' },
                { name: 'ink', type: 'text', required: true, defaultValue: '#0f172a' },
              ],
            },
          ],
        },
      ],
    },
  ],
}
