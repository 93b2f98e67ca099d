import type { CollectionConfig } from 'payload'
import { POPUP_DISPLAY_STYLES, POPUP_IMAGE_OPTIONS, POPUP_LIMIT_TYPES, POPUP_MODULE_TYPES, POPUP_TRIGGER_TYPES } from '@/services/campaigns/constants'
import { campaignPreviewUrl } from '@/services/campaigns/preview-url'
import { brandContent } from '../access'
import { revalidateArea } from '../hooks/revalidate'
import { channelsField, dailyStatsField, scheduleFields, totalsFields, validateLink } from './campaign-fields'
import { brandField, enabledField, sortField } from './fields'

const option = (value: number, zh: string, en: string) => ({ value: String(value), label: { zh, en } })

/** A trigger page: `homes` (the home page), a page path such as `VAT` or `news/*`, or `*` for every page. */
export const TRIGGER_PAGE_PATTERN = /^(\*|homes|[A-Za-z0-9_-][A-Za-z0-9_\-/.]{0,119}\*?)$/

/**
 * Pop-up ads (business/admin/sysNotifyPopupBoxConfig/getOfficialPopupBox). The browser
 * opens one when its module is the official site, a trigger page matches the page and
 * the limit type allows it for that visitor; views and clicks are counted per day.
 */
export const Popups: CollectionConfig = {
  slug: 'popups',
  labels: { singular: { zh: '弹窗广告', en: 'Pop-up ad' }, plural: { zh: '弹窗广告', en: 'Pop-up ads' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'brand', 'startsAt', 'endsAt', 'views', 'clicks', 'ctr', 'enabled'],
    group: { zh: '营销', en: 'Marketing' },
    preview: (doc, options) => campaignPreviewUrl('popup', doc, options),
  },
  access: brandContent.access,
  hooks: { ...revalidateArea('campaigns'), beforeChange: [brandContent.guard] },
  defaultSort: 'sort',
  fields: [
    { name: 'name', label: { zh: '弹窗名称', en: 'Name' }, type: 'text', required: true, admin: { description: { zh: '仅后台可见', en: 'Shown only in the CMS' } } },
    {
      type: 'row',
      fields: [
        {
          name: 'moduleType',
          label: { zh: '投放位置', en: 'Shown on' },
          type: 'select',
          required: true,
          defaultValue: String(POPUP_MODULE_TYPES.OFFICIAL_SITE),
          options: [option(POPUP_MODULE_TYPES.OFFICIAL_SITE, '官网', 'Official site'), option(POPUP_MODULE_TYPES.WORKBENCH, '工作台', 'Workbench')],
        },
        {
          name: 'limitType',
          label: { zh: '弹出频率', en: 'How often' },
          type: 'select',
          required: true,
          defaultValue: String(POPUP_LIMIT_TYPES.ONCE_A_DAY),
          options: [option(POPUP_LIMIT_TYPES.ONCE_A_DAY, '每天一次', 'Once a day'), option(POPUP_LIMIT_TYPES.ALWAYS, '每次都弹', 'Every time'), option(POPUP_LIMIT_TYPES.ONCE_EVER, '仅一次', 'Only once ever')],
        },
        {
          name: 'popupBoxTriggerType',
          label: { zh: '弹出时机', en: 'When it opens' },
          type: 'select',
          required: true,
          defaultValue: String(POPUP_TRIGGER_TYPES.ON_ARRIVAL),
          options: [option(POPUP_TRIGGER_TYPES.ON_ARRIVAL, '进入页面时', 'On arrival'), option(POPUP_TRIGGER_TYPES.AFTER_DELAY, '停留 10 秒后', 'After 10 seconds on the page')],
        },
      ],
    },
    {
      name: 'triggerPages',
      label: { zh: '触发页面', en: 'Trigger pages' },
      type: 'array',
      minRows: 1,
      required: true,
      labels: { singular: { zh: '触发页面', en: 'Trigger page' }, plural: { zh: '触发页面', en: 'Trigger pages' } },
      admin: { description: { zh: 'homes 为首页；VAT、news/* 等为页面路径（不含品牌前缀和语言）；* 为所有页面', en: 'homes is the home page; VAT, news/* ... are page paths (without brand prefix or language); * is every page' } },
      fields: [
        {
          name: 'page',
          label: { zh: '页面路径', en: 'Page path' },
          type: 'text',
          required: true,
          validate: (value: unknown) => (typeof value === 'string' && TRIGGER_PAGE_PATTERN.test(value)) || 'Trigger page: homes, a page path such as VAT or news/*, or *',
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'displayStyle',
          label: { zh: '展示样式', en: 'Display style' },
          type: 'select',
          required: true,
          defaultValue: String(POPUP_DISPLAY_STYLES.IMAGE_AND_TEXT),
          options: [option(POPUP_DISPLAY_STYLES.IMAGE, '仅图片', 'Image only'), option(POPUP_DISPLAY_STYLES.TEXT, '文字与按钮', 'Text and buttons'), option(POPUP_DISPLAY_STYLES.IMAGE_AND_TEXT, '图片、文字与按钮', 'Image, text and buttons')],
        },
        {
          name: 'imageOptionType',
          label: { zh: '点击图片', en: 'Image click' },
          type: 'select',
          required: true,
          defaultValue: String(POPUP_IMAGE_OPTIONS.NONE),
          options: [option(POPUP_IMAGE_OPTIONS.NONE, '点击图片无动作', 'Image does nothing'), option(POPUP_IMAGE_OPTIONS.JUMP, '点击图片跳转', 'Image opens the link')],
        },
        { name: 'imgJumpUrl', label: { zh: '图片跳转链接', en: 'Image link' }, type: 'text', validate: validateLink, admin: { description: { zh: '“点击图片跳转”时打开的站内路径或网址', en: 'The site path or address a click on the image opens, when the image is a link' } } },
      ],
    },
    { name: 'title', label: { zh: '标题', en: 'Title' }, type: 'text', localized: true, admin: { description: { zh: '纯文字标题；填写富文本标题时以富文本为准', en: 'Plain title; a rich-text title, when given, is shown instead' } } },
    { name: 'titleRichText', label: { zh: '富文本标题', en: 'Rich-text title' }, type: 'richText', localized: true },
    { name: 'content', label: { zh: '正文', en: 'Text' }, type: 'textarea', localized: true, admin: { description: { zh: '纯文字正文；填写富文本正文时以富文本为准', en: 'Plain text; a rich-text text, when given, is shown instead' } } },
    { name: 'contentRichText', label: { zh: '富文本正文', en: 'Rich-text text' }, type: 'richText', localized: true },
    { type: 'row', fields: [
      { name: 'mainImg', label: { zh: '主图', en: 'Main image' }, type: 'upload', relationTo: 'media', admin: { description: { zh: '弹窗的大图（“仅文字与按钮”样式不显示）', en: 'The pop-up\'s large image (not shown in the text-and-buttons style)' } } },
      { name: 'iconImg', label: { zh: '图标', en: 'Icon' }, type: 'upload', relationTo: 'media', admin: { description: { zh: '标题上方的小图标', en: 'A small icon above the title' } } },
    ] },
    {
      name: 'buttonDetailList',
      label: { zh: '按钮', en: 'Buttons' },
      type: 'array',
      maxRows: 3,
      labels: { singular: { zh: '按钮', en: 'Button' }, plural: { zh: '按钮', en: 'Buttons' } },
      fields: [
        { name: 'buttonName', label: { zh: '按钮文字', en: 'Button text' }, type: 'text', required: true, localized: true },
        { name: 'buttonUrl', label: { zh: '按钮链接', en: 'Button link' }, type: 'text', validate: validateLink, admin: { description: { zh: '留空则按钮只关闭弹窗', en: 'Empty: the button only closes the pop-up' } } },
      ],
    },
    brandField,
    ...scheduleFields,
    channelsField,
    sortField,
    enabledField,
    ...totalsFields,
    dailyStatsField('popup'),
  ],
}
