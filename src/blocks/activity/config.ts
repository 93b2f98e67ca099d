import type { Block, Field } from 'payload'
import { anchorField, sectionHeadingFields, validateLink } from '../shared'

/**
 * The activity layouts a marketer combines on an activity page (calendar, limited
 * deposit, 618 kill price, order free, low-price kill, full reduction, trademark and
 * patent, rules). Each may name its activity: its buttons then follow the activity's
 * status (not started, in progress, over) at the moment the visitor looks.
 */
const activityField: Field = {
  name: 'activity',
  type: 'relationship',
  relationTo: 'activities',
  label: { zh: '关联活动', en: 'Activity' },
  admin: { position: 'sidebar', description: { zh: '按钮随该活动的状态变化（未开始、进行中、已结束）', en: 'Buttons follow this activity\'s status (not started, in progress, over)' } },
}

const price = (name: string, label: { zh: string; en: string }, required = false, description?: { zh: string; en: string }): Field => ({
  name,
  type: 'number',
  required,
  min: 0,
  max: 10_000_000,
  label,
  ...(description ? { admin: { description } } : {}),
})

const linkField: Field = {
  name: 'link',
  type: 'text',
  validate: validateLink,
  label: { zh: '链接地址', en: 'Link' },
  admin: { description: { zh: '按钮打开的站内路径（如 /lz/VAT）或 http(s) 网址', en: 'Site path (e.g. /lz/VAT) or http(s) address the button opens' } },
}

/** One offer of an activity: a service, its activity price and what it normally costs. */
function offerItems(extra: Field[] = []): Field {
  return {
    name: 'items',
    type: 'array',
    minRows: 1,
    required: true,
    label: { zh: '活动商品', en: 'Offers' },
    labels: { singular: { zh: '活动商品', en: 'Offer' }, plural: { zh: '活动商品', en: 'Offers' } },
    fields: [
      { name: 'name', type: 'text', required: true, localized: true, label: { zh: '服务名称', en: 'Service name' } },
      { name: 'note', type: 'text', localized: true, label: { zh: '补充说明', en: 'Note' }, admin: { description: { zh: '名称下方的一行小字，例如“含首年申报”', en: 'A short line below the name' } } },
      {
        type: 'row',
        fields: [
          price('price', { zh: '活动价（元）', en: 'Activity price (CNY)' }, true),
          price('originalPrice', { zh: '原价（元）', en: 'Regular price (CNY)' }, false, { zh: '以删除线显示；留空则不显示', en: 'Shown struck through; empty: not shown' }),
          { name: 'quantity', type: 'number', min: 0, max: 100000, label: { zh: '限量份数', en: 'Quantity' }, admin: { description: { zh: '显示“限量 N 份”标签；留空则不显示', en: 'Shows a "limited to N" badge; empty: no badge' } } },
        ],
      },
      ...extra,
      linkField,
    ],
  }
}

function activityBlock(slug: string, interfaceName: string, labels: { zh: string; en: string }, fields: Field[]): Block {
  return {
    slug,
    interfaceName,
    labels: { singular: labels, plural: labels },
    fields: [...sectionHeadingFields, ...fields, activityField, anchorField],
  }
}

export const ActivityCalendarBlock = activityBlock('activityCalendar', 'ActivityCalendarBlock', { zh: '活动日历', en: 'Activity calendar' }, [
  {
    name: 'days',
    type: 'array',
    minRows: 1,
    required: true,
    label: { zh: '活动日程', en: 'Days' },
    labels: { singular: { zh: '日程', en: 'Day' }, plural: { zh: '日程', en: 'Days' } },
    fields: [
      { name: 'date', type: 'date', required: true, label: { zh: '日期', en: 'Date' }, admin: { date: { pickerAppearance: 'dayOnly' } } },
      { name: 'title', type: 'text', required: true, localized: true, label: { zh: '当日主题', en: 'Title' } },
      { name: 'text', type: 'textarea', localized: true, label: { zh: '当日说明', en: 'Text' } },
      linkField,
    ],
  },
])

export const LimitedDepositBlock = activityBlock('limitedDeposit', 'LimitedDepositBlock', { zh: '限量定金', en: 'Limited deposit' }, [
  offerItems([
    price('deposit', { zh: '定金（元）', en: 'Deposit (CNY)' }, true),
    price('deduction', { zh: '定金抵扣金额（元）', en: 'Deposit counts as (CNY)' }, false, { zh: '下单时定金可抵扣的金额，例如定金 100 抵 300', en: 'What the deposit takes off the order, e.g. a 100 deposit counts as 300' }),
  ]),
])

export const KillPrice618Block = activityBlock('killPrice618', 'KillPrice618Block', { zh: '618 秒杀价', en: '618 flash-sale prices' }, [
  offerItems([{ name: 'sessionAt', type: 'date', label: { zh: '秒杀场次', en: 'Flash session' }, admin: { date: { pickerAppearance: 'dayAndTime' }, description: { zh: '秒杀场次开始时间', en: 'When this flash session starts' } } }]),
])

export const OrderFreeBlock = activityBlock('orderFree', 'OrderFreeBlock', { zh: '下单免单', en: 'Free orders' }, [
  { name: 'freeOrders', type: 'number', min: 1, max: 10000, required: true, label: { zh: '免单名额', en: 'Free orders' }, admin: { description: { zh: '免单名额', en: 'How many orders are made free' } } },
  {
    name: 'steps',
    type: 'array',
    minRows: 1,
    required: true,
    label: { zh: '参与步骤', en: 'How to take part' },
    labels: { singular: { zh: '步骤', en: 'Step' }, plural: { zh: '步骤', en: 'Steps' } },
    fields: [{ name: 'text', type: 'text', required: true, localized: true, label: { zh: '步骤说明', en: 'Step' } }],
  },
  offerItems(),
])

export const LowPriceKillBlock = activityBlock('lowPriceKill', 'LowPriceKillBlock', { zh: '低价秒杀', en: 'Low-price flash sale' }, [offerItems()])

export const FullReductionBlock = activityBlock('fullReduction', 'FullReductionBlock', { zh: '满减', en: 'Spend-and-save tiers' }, [
  {
    name: 'tiers',
    type: 'array',
    minRows: 1,
    required: true,
    label: { zh: '满减档位', en: 'Tiers' },
    labels: { singular: { zh: '档位', en: 'Tier' }, plural: { zh: '档位', en: 'Tiers' } },
    admin: { description: { zh: '每档显示为“满 门槛 减 金额”，例如满 5000 减 500', en: 'Each tier reads "amount off orders of the threshold or more", e.g. 500 off 5000' } },
    fields: [
      { type: 'row', fields: [price('threshold', { zh: '满（元）', en: 'Orders from (CNY)' }, true), price('reduction', { zh: '减（元）', en: 'Amount off (CNY)' }, true)] },
      { name: 'note', type: 'text', localized: true, label: { zh: '补充说明', en: 'Note' } },
    ],
  },
  linkField,
])

export const TrademarkPatentBlock = activityBlock('trademarkPatent', 'TrademarkPatentBlock', { zh: '商标专利', en: 'Trademark and patent' }, [offerItems()])

export const ActivityRuleBlock = activityBlock('activityRule', 'ActivityRuleBlock', { zh: '活动规则', en: 'Activity rules' }, [
  {
    name: 'rules',
    type: 'array',
    minRows: 1,
    required: true,
    label: { zh: '规则条款', en: 'Rules' },
    labels: { singular: { zh: '条款', en: 'Rule' }, plural: { zh: '条款', en: 'Rules' } },
    fields: [{ name: 'text', type: 'textarea', required: true, localized: true, label: { zh: '条款内容', en: 'Rule' } }],
  },
])

/** A lead form (business/biz/aws/retainCapital/submit): name, phone or email, what the visitor needs. */
export const LeadFormBlock: Block = {
  slug: 'leadForm',
  interfaceName: 'LeadFormBlock',
  labels: { singular: { zh: '留资表单', en: 'Lead form' }, plural: { zh: '留资表单', en: 'Lead forms' } },
  fields: [
    ...sectionHeadingFields,
    { name: 'submitLabel', type: 'text', localized: true, label: { zh: '提交按钮文字', en: 'Submit button text' }, admin: { description: { zh: '留空则显示“提交”', en: 'Empty: "Submit"' } } },
    { name: 'successText', type: 'text', localized: true, label: { zh: '提交成功提示', en: 'Message after sending' }, admin: { description: { zh: '访客提交后看到的提示；留空则使用默认提示', en: 'What the visitor sees once sent; empty: the default message' } } },
    activityField,
    anchorField,
  ],
}

export const activityBlocks = [ActivityCalendarBlock, LimitedDepositBlock, KillPrice618Block, OrderFreeBlock, LowPriceKillBlock, FullReductionBlock, TrademarkPatentBlock, ActivityRuleBlock, LeadFormBlock]
