import type { CollectionConfig } from 'payload'
import { brandRecords, nobody } from '../access'
import { brandKeyOptions } from './fields'

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
    { name: 'merchant', label: { zh: '商户', en: 'Merchant' }, type: 'relationship', relationTo: 'merchants', required: true, index: true },
    { name: 'brand', label: { zh: '品牌', en: 'Brand' }, type: 'select', options: brandKeyOptions, required: true },
    { name: 'markName', label: { zh: '商标名称', en: 'Trademark' }, type: 'text', required: true },
    { name: 'classIds', label: { zh: '类别', en: 'Classes' }, type: 'json', required: true, admin: { description: { zh: '申请人关心的类别', en: 'Classes the applicant cares about' } } },
    { name: 'countries', label: { zh: '国家/地区', en: 'Offices' }, type: 'json', required: true, admin: { description: { zh: '国家/地区代码', en: 'Office codes' } } },
    { name: 'goods', label: { zh: '商品/服务', en: 'Goods or services' }, type: 'textarea', admin: { description: { zh: '商品/服务说明', en: 'Goods or services' } } },
    { name: 'contactName', label: { zh: '联系人', en: 'Contact name' }, type: 'text', required: true },
    { name: 'phone', label: { zh: '联系电话', en: 'Phone' }, type: 'text', required: true },
    { name: 'email', label: { zh: '邮箱', en: 'Email' }, type: 'email' },
    { name: 'note', label: { zh: '备注', en: 'Note' }, type: 'textarea', admin: { description: { zh: '申请人填写的补充说明', en: 'What the applicant added' } } },
    { name: 'locale', label: { zh: '语言', en: 'Language' }, type: 'text', admin: { description: { zh: '申请时网站的语言，例如 cn、en', en: 'The site language of the request, e.g. cn, en' } } },
    {
      name: 'status',
      label: { zh: '处理状态', en: 'Status' },
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
    { name: 'attorneyReply', label: { zh: '律师答复', en: 'Attorney reply' }, type: 'textarea', admin: { description: { zh: '律师的检索结论（商户在申请记录中可见）', en: "The attorney's conclusion (shown to the merchant with the request)" } } },
  ],
}
