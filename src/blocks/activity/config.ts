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
  admin: { position: 'sidebar', description: { zh: '按钮随该活动的状态变化', en: 'Buttons follow this activity\'s status' } },
}

const price = (name: string, required = false): Field => ({ name, type: 'number', required, min: 0, max: 10_000_000 })

/** One offer of an activity: a service, its activity price and what it normally costs. */
function offerItems(extra: Field[] = []): Field {
  return {
    name: 'items',
    type: 'array',
    minRows: 1,
    required: true,
    fields: [
      { name: 'name', type: 'text', required: true, localized: true },
      { name: 'note', type: 'text', localized: true },
      { type: 'row', fields: [price('price', true), price('originalPrice'), { name: 'quantity', type: 'number', min: 0, max: 100000, admin: { description: { zh: '限量份数', en: 'Limited to this many' } } }] },
      ...extra,
      { name: 'link', type: 'text', validate: validateLink },
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
    fields: [
      { name: 'date', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
      { name: 'title', type: 'text', required: true, localized: true },
      { name: 'text', type: 'textarea', localized: true },
      { name: 'link', type: 'text', validate: validateLink },
    ],
  },
])

export const LimitedDepositBlock = activityBlock('limitedDeposit', 'LimitedDepositBlock', { zh: '限量定金', en: 'Limited deposit' }, [
  offerItems([price('deposit', true), price('deduction')]),
])

export const KillPrice618Block = activityBlock('killPrice618', 'KillPrice618Block', { zh: '618 秒杀价', en: '618 kill price' }, [
  offerItems([{ name: 'sessionAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' }, description: { zh: '秒杀场次开始时间', en: 'When this flash session starts' } } }]),
])

export const OrderFreeBlock = activityBlock('orderFree', 'OrderFreeBlock', { zh: '下单免单', en: 'Order free' }, [
  { name: 'freeOrders', type: 'number', min: 1, max: 10000, required: true, admin: { description: { zh: '免单名额', en: 'How many orders are made free' } } },
  { name: 'steps', type: 'array', minRows: 1, required: true, fields: [{ name: 'text', type: 'text', required: true, localized: true }] },
  offerItems(),
])

export const LowPriceKillBlock = activityBlock('lowPriceKill', 'LowPriceKillBlock', { zh: '低价秒杀', en: 'Low-price kill' }, [offerItems()])

export const FullReductionBlock = activityBlock('fullReduction', 'FullReductionBlock', { zh: '满减', en: 'Full reduction' }, [
  {
    name: 'tiers',
    type: 'array',
    minRows: 1,
    required: true,
    fields: [{ type: 'row', fields: [price('threshold', true), price('reduction', true)] }, { name: 'note', type: 'text', localized: true }],
  },
  { name: 'link', type: 'text', validate: validateLink },
])

export const TrademarkPatentBlock = activityBlock('trademarkPatent', 'TrademarkPatentBlock', { zh: '商标专利', en: 'Trademark and patent' }, [offerItems()])

export const ActivityRuleBlock = activityBlock('activityRule', 'ActivityRuleBlock', { zh: '活动规则', en: 'Activity rules' }, [
  { name: 'rules', type: 'array', minRows: 1, required: true, fields: [{ name: 'text', type: 'textarea', required: true, localized: true }] },
])

/** A lead form (business/biz/aws/retainCapital/submit): name, phone or email, what the visitor needs. */
export const LeadFormBlock: Block = {
  slug: 'leadForm',
  interfaceName: 'LeadFormBlock',
  labels: { singular: { zh: '留资表单', en: 'Lead form' }, plural: { zh: '留资表单', en: 'Lead forms' } },
  fields: [...sectionHeadingFields, { name: 'submitLabel', type: 'text', localized: true }, { name: 'successText', type: 'text', localized: true }, activityField, anchorField],
}

export const activityBlocks = [ActivityCalendarBlock, LimitedDepositBlock, KillPrice618Block, OrderFreeBlock, LowPriceKillBlock, FullReductionBlock, TrademarkPatentBlock, ActivityRuleBlock, LeadFormBlock]
