import type { CollectionConfig } from 'payload'
import { CONFIG_KINDS, COUPON_TYPES, DISCOUNT_TYPES } from '@/services/campaigns/constants'
import { brandContent } from '../access'
import { revalidateArea } from '../hooks/revalidate'
import { channelsField, scheduleFields } from './campaign-fields'
import { brandField, enabledField, sortField } from './fields'

const couponTypeOptions = [
  { value: String(COUPON_TYPES.FULL_REDUCTION), label: { zh: '满减', en: 'Spend-and-save discount' } },
  { value: String(COUPON_TYPES.COUPONS), label: { zh: '优惠券', en: 'Coupon' } },
  { value: String(COUPON_TYPES.COUPON_PACKAGE), label: { zh: '优惠券礼包', en: 'Coupon package' } },
  { value: String(COUPON_TYPES.SERVICE_COUPON), label: { zh: '服务券', en: 'Service coupon' } },
  { value: String(COUPON_TYPES.BONUS_POINTS), label: { zh: '积分', en: 'Bonus points' } },
]

/**
 * Channel pages (business/channelPageConfig/merc/getConfig and getRegisterAward): the
 * new-user reward guide a visitor of a channel sees, a floating image that opens the list
 * of rewards for signing up. A COMMON config applies to every channel; a CUSTOM one to the
 * channels it names and wins over the common one for them.
 */
export const ChannelPages: CollectionConfig = {
  slug: 'channel-pages',
  labels: { singular: { zh: '渠道页配置（新人奖励）', en: 'Channel page (new-user rewards)' }, plural: { zh: '渠道页配置（新人奖励）', en: 'Channel pages (new-user rewards)' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'configType', 'brand', 'startsAt', 'endsAt', 'enabled'], group: { zh: '营销', en: 'Marketing' } },
  access: brandContent.access,
  hooks: { ...revalidateArea('campaigns'), beforeChange: [brandContent.guard] },
  defaultSort: 'sort',
  fields: [
    { name: 'name', label: { zh: '配置名称', en: 'Name' }, type: 'text', required: true, admin: { description: { zh: '仅后台可见', en: 'Shown only in the CMS' } } },
    {
      name: 'configType',
      label: { zh: '适用范围', en: 'Applies to' },
      type: 'select',
      required: true,
      defaultValue: String(CONFIG_KINDS.COMMON),
      options: [
        { value: String(CONFIG_KINDS.COMMON), label: { zh: '通用（所有渠道）', en: 'Common (every channel)' } },
        { value: String(CONFIG_KINDS.CUSTOM), label: { zh: '定制（指定渠道）', en: 'Custom (the channels named)' } },
      ],
      validate: (value: unknown, { siblingData }: { siblingData: unknown }) => {
        const channels = (siblingData as { channels?: unknown[] }).channels
        return value !== String(CONFIG_KINDS.CUSTOM) || (Array.isArray(channels) && channels.length > 0) || 'Custom config: name at least one channel'
      },
    },
    { name: 'floatImage', label: { zh: '浮动图片', en: 'Floating image' }, type: 'upload', relationTo: 'media', required: true, admin: { description: { zh: '页面右下角的浮动动图', en: 'The floating animated image at the bottom right of the page' } } },
    { name: 'floatAlt', label: { zh: '浮动图片替代文字', en: 'Floating image alternative text' }, type: 'text', required: true, localized: true, admin: { description: { zh: '浮动图片的文字说明（读屏软件朗读）', en: 'What the floating image says, for screen readers' } } },
    { name: 'modalTitle', label: { zh: '奖励弹窗标题', en: 'Rewards dialog title' }, type: 'text', required: true, localized: true, admin: { description: { zh: '点击浮动图片后打开的奖励列表弹窗的标题', en: 'Title of the rewards dialog a click on the floating image opens' } } },
    { name: 'modalIntro', label: { zh: '奖励弹窗说明', en: 'Rewards dialog text' }, type: 'textarea', localized: true },
    {
      name: 'packages',
      label: { zh: '平台奖励包', en: 'Reward packages' },
      type: 'array',
      minRows: 1,
      required: true,
      labels: { singular: { zh: '平台奖励包', en: 'Reward package' }, plural: { zh: '平台奖励包', en: 'Reward packages' } },
      fields: [
        { name: 'platform', label: { zh: '适用平台', en: 'Platform' }, type: 'text', required: true, localized: true, admin: { description: { zh: '如：亚马逊卖家', en: 'E.g. Amazon sellers' } } },
        {
          name: 'awardList',
          label: { zh: '奖励', en: 'Rewards' },
          type: 'array',
          labels: { singular: { zh: '奖励', en: 'Reward' }, plural: { zh: '奖励', en: 'Rewards' } },
          minRows: 1,
          required: true,
          fields: [
            { type: 'row', fields: [
              { name: 'awardType', label: { zh: '奖励类型', en: 'Reward type' }, type: 'select', required: true, options: couponTypeOptions },
              {
                name: 'discountType',
                label: { zh: '优惠方式', en: 'Discount type' },
                type: 'select',
                required: true,
                defaultValue: String(DISCOUNT_TYPES.AMOUNT),
                options: [
                  { value: String(DISCOUNT_TYPES.AMOUNT), label: { zh: '金额（元）', en: 'Amount (CNY)' } },
                  { value: String(DISCOUNT_TYPES.RATE), label: { zh: '折扣（如 8 折）', en: 'Rate (8 = 20% off)' } },
                ],
              },
              { name: 'count', label: { zh: '数量', en: 'Quantity' }, type: 'number', required: true, defaultValue: 1, min: 1, max: 100, admin: { description: { zh: '发放几张/几份', en: 'How many are given' } } },
            ] },
            { type: 'row', fields: [
              { name: 'amount', label: { zh: '优惠额度', en: 'Discount' }, type: 'number', min: 0, max: 100000, admin: { description: { zh: '减免金额（元）或折扣（如 8 表示 8 折）', en: 'Amount off (CNY) or rate (8 = 20% off)' } } },
              { name: 'threshold', label: { zh: '满减门槛（元）', en: 'Minimum order (CNY)' }, type: 'number', min: 0, max: 1000000, admin: { description: { zh: '满减门槛（元）', en: 'Minimum order for a full reduction (CNY)' } } },
              { name: 'awardScore', label: { zh: '积分', en: 'Points' }, type: 'number', min: 0, max: 1000000, admin: { description: { zh: '积分奖励的积分数', en: 'Points, for a bonus-points award' } } },
            ] },
            { name: 'serviceName', label: { zh: '适用服务', en: 'Service' }, type: 'text', localized: true, admin: { description: { zh: '服务券适用的服务', en: 'The service a service coupon pays for' } } },
          ],
        },
      ],
    },
    brandField,
    ...scheduleFields,
    channelsField,
    sortField,
    enabledField,
  ],
}
