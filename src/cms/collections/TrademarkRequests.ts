import type { CollectionConfig } from 'payload'
import { BRAND_KEYS } from '@/brands/registry'
import { brandRecords, nobody } from '../access'

/**
 * Requests for a manual search by an attorney (ipr/iprArtificialTrademark/save). Stored
 * before the notification mail is queued (same transaction), so a mail outage never
 * loses one; staff work them from here and record their answer.
 */
export const TrademarkRequests: CollectionConfig = {
  slug: 'trademark-requests',
  labels: { singular: { zh: '人工检索申请', en: 'Manual search request' }, plural: { zh: '人工检索申请', en: 'Manual search requests' } },
  admin: { useAsTitle: 'markName', defaultColumns: ['markName', 'contactName', 'phone', 'status', 'createdAt', 'brand'], group: { zh: '商标', en: 'Trademarks' } },
  // Customer names, phones and emails: editors of the request's brand work it (status, reply)
  // and may delete it, but cannot see or move another brand's; only the gateway creates them.
  access: { ...brandRecords.access, create: nobody },
  hooks: { beforeChange: [brandRecords.guard] },
  timestamps: true,
  defaultSort: '-createdAt',
  fields: [
    { name: 'merchant', type: 'relationship', relationTo: 'merchants', required: true, index: true },
    { name: 'brand', type: 'select', options: BRAND_KEYS.map((k) => ({ label: k, value: k })), required: true },
    { name: 'markName', type: 'text', required: true },
    { name: 'classIds', type: 'json', required: true, admin: { description: { zh: '申请人关心的类别', en: 'Classes the applicant cares about' } } },
    { name: 'countries', type: 'json', required: true, admin: { description: { zh: '国家/地区代码', en: 'Office codes' } } },
    { name: 'goods', type: 'textarea', admin: { description: { zh: '商品/服务说明', en: 'Goods or services' } } },
    { name: 'contactName', type: 'text', required: true },
    { name: 'phone', type: 'text', required: true },
    { name: 'email', type: 'email' },
    { name: 'note', type: 'textarea' },
    { name: 'locale', type: 'text' },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      admin: { position: 'sidebar' },
      options: [
        { value: 'new', label: { zh: '待处理', en: 'New' } },
        { value: 'inProgress', label: { zh: '检索中', en: 'In progress' } },
        { value: 'answered', label: { zh: '已答复', en: 'Answered' } },
        { value: 'closed', label: { zh: '已关闭', en: 'Closed' } },
      ],
    },
    { name: 'attorneyReply', type: 'textarea', admin: { description: { zh: '律师的检索结论（商户在申请记录中可见）', en: "The attorney's conclusion (shown to the merchant with the request)" } } },
  ],
}
