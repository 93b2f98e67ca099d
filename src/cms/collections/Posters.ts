import type { CollectionConfig } from 'payload'
import { POSTER_QUERY, POSTER_SHOW_TYPES } from '@/services/campaigns/constants'
import { campaignPreviewUrl } from '@/services/campaigns/preview-url'
import { brandContent } from '../access'
import { revalidateArea } from '../hooks/revalidate'
import { channelsField, dailyStatsField, scheduleFields, totalsFields, validateLink } from './campaign-fields'
import { brandField, enabledField, sortField } from './fields'

/**
 * Home page activity posters (business/posterConfig/merc/list): a 700 px modal over the
 * home page, at most 3 times a day and an hour apart per visitor; views and clicks counted.
 */
export const Posters: CollectionConfig = {
  slug: 'posters',
  labels: { singular: { zh: '活动海报', en: 'Activity poster' }, plural: { zh: '活动海报', en: 'Activity posters' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'brand', 'startsAt', 'endsAt', 'views', 'clicks', 'ctr', 'enabled'],
    group: { zh: '营销', en: 'Marketing' },
    preview: (doc, options) => campaignPreviewUrl('poster', doc, options),
  },
  access: brandContent.access,
  hooks: { ...revalidateArea('campaigns'), beforeChange: [brandContent.guard] },
  defaultSort: 'sort',
  fields: [
    { name: 'name', label: { zh: '海报名称', en: 'Name' }, type: 'text', required: true, admin: { description: { zh: '仅后台可见', en: 'Shown only in the CMS' } } },
    {
      type: 'row',
      fields: [
        { name: 'module', label: { zh: '投放模块', en: 'Module' }, type: 'select', required: true, defaultValue: String(POSTER_QUERY.module), options: [{ value: String(POSTER_QUERY.module), label: { zh: '首页', en: 'Home page' } }] },
        { name: 'showPosition', label: { zh: '展示位置', en: 'Position' }, type: 'select', required: true, defaultValue: POSTER_QUERY.showPosition, options: [{ value: POSTER_QUERY.showPosition, label: { zh: '首页弹窗', en: 'Home page modal' } }] },
        {
          name: 'showType',
          label: { zh: '打开方式', en: 'Opens in' },
          type: 'select',
          required: true,
          defaultValue: String(POSTER_SHOW_TYPES.SAME_TAB),
          options: [
            { value: String(POSTER_SHOW_TYPES.SAME_TAB), label: { zh: '当前窗口打开', en: 'Opens in the same tab' } },
            { value: String(POSTER_SHOW_TYPES.NEW_TAB), label: { zh: '新窗口打开', en: 'Opens in a new tab' } },
          ],
        },
      ],
    },
    { name: 'posterImg', label: { zh: '海报图片', en: 'Poster image' }, type: 'upload', relationTo: 'media', required: true },
    { name: 'alt', label: { zh: '替代文字', en: 'Alternative text' }, type: 'text', required: true, localized: true, admin: { description: { zh: '海报的文字说明（读屏软件朗读）', en: 'What the poster says, for screen readers' } } },
    { name: 'showWay', label: { zh: '点击链接', en: 'Click link' }, type: 'text', validate: validateLink, admin: { description: { zh: '点击海报打开的链接', en: 'The link a click on the poster opens' } } },
    brandField,
    ...scheduleFields,
    channelsField,
    sortField,
    enabledField,
    ...totalsFields,
    dailyStatsField('poster'),
  ],
}
