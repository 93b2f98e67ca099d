import type { CollectionConfig } from 'payload'
import { ACTIVITY_KINDS } from '@/services/campaigns/constants'
import { brandContent } from '../access'
import { revalidateArea } from '../hooks/revalidate'
import { channelsField, scheduleFields } from './campaign-fields'
import { brandField, enabledField } from './fields'

const kindLabels: Record<(typeof ACTIVITY_KINDS)[number], { zh: string; en: string }> = {
  invite: { zh: '邀请有礼', en: 'Invite a friend' },
  register: { zh: '注册有礼', en: 'Sign-up gift' },
  fullFree: { zh: '全额免单', en: 'Fully free order' },
  zeroSecondKill: { zh: '0 元秒杀', en: 'Zero-price flash sale' },
  thirtyPercentOff: { zh: '7 折', en: '30 percent off' },
  setMeal: { zh: '套餐', en: 'Bundle' },
  couponCenter: { zh: '领券中心', en: 'Coupon centre' },
  trademark: { zh: '商标', en: 'Trademark' },
}

/** An activity's key: what its calls and blocks name it by (`618`, `year3`, `newcomer`). */
export const ACTIVITY_KEY = /^[A-Za-z0-9][\w-]{0,39}$/

/**
 * Activities (business/activity/act618Page, order/activity/year3Page): a campaign with a
 * schedule and a kind, shown on a CMS page of activity blocks. Its status (not started,
 * in progress, over) follows from the schedule at the moment a visitor looks, so the
 * cached page never shows a stale state: the page's status island reads the times.
 */
export const Activities: CollectionConfig = {
  slug: 'activities',
  labels: { singular: { zh: '活动', en: 'Activity' }, plural: { zh: '活动', en: 'Activities' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'key', 'kind', 'brand', 'startsAt', 'endsAt', 'enabled'], group: { zh: '营销', en: 'Marketing' } },
  access: brandContent.access,
  hooks: { ...revalidateArea('activities'), beforeChange: [brandContent.guard] },
  indexes: [{ fields: ['brand', 'key'], unique: true }],
  fields: [
    {
      name: 'key',
      label: { zh: '活动标识', en: 'Activity key' },
      type: 'text',
      required: true,
      index: true,
      validate: (value: unknown) => (typeof value === 'string' && ACTIVITY_KEY.test(value)) || 'Key: letters, digits, _ and -, at most 40',
      admin: { description: { zh: '接口与区块引用的标识，如 618、year3、newcomer', en: 'What calls and blocks name it by, e.g. 618, year3, newcomer' } },
    },
    { name: 'kind', label: { zh: '活动类型', en: 'Activity type' }, type: 'select', required: true, options: ACTIVITY_KINDS.map((value) => ({ value, label: kindLabels[value] })) },
    { name: 'title', label: { zh: '活动名称', en: 'Title' }, type: 'text', required: true, localized: true },
    { name: 'summary', label: { zh: '活动简介', en: 'Summary' }, type: 'textarea', localized: true },
    { name: 'page', label: { zh: '活动页面', en: 'Activity page' }, type: 'text', required: true, admin: { description: { zh: '活动页面的 slug，如 anniversary、land618', en: 'Slug of the activity page, e.g. anniversary, land618' } } },
    brandField,
    ...scheduleFields,
    channelsField,
    enabledField,
  ],
}
