import type { CollectionConfig } from 'payload'
import { brandContent, nobody } from '../access'
import { CORPORATE_SERVICES, JURISDICTION_CODES } from '@/services/corporate/codes'
import { brandField } from './fields'

/**
 * Messages sent through the contact form (officialQuery/contactUs). Stored before any
 * mail is attempted, so a message survives a mail outage; the mail itself goes through
 * the mail outbox.
 */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: { zh: '留言', en: 'Contact message' }, plural: { zh: '客户留言', en: 'Contact messages' } },
  admin: { useAsTitle: 'subject', defaultColumns: ['subject', 'name', 'email', 'status', 'createdAt', 'brand'], group: { zh: '客户', en: 'Customers' } },
  // Customer messages of one brand: its editors answer them (status) and may delete them;
  // only the contact form creates them.
  access: { ...brandContent.access, create: nobody },
  hooks: { beforeChange: [brandContent.guard] },
  timestamps: true,
  defaultSort: '-createdAt',
  fields: [
    brandField,
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    { name: 'phone', type: 'text' },
    { name: 'companyName', type: 'text' },
    { name: 'subject', type: 'text', required: true },
    { name: 'content', type: 'textarea', required: true },
    { name: 'locale', type: 'text' },
    // An enquiry from a corporate page names what it is about, so the right adviser picks it up.
    { name: 'jurisdiction', type: 'select', options: JURISDICTION_CODES.map((value) => ({ value, label: value })), index: true },
    { name: 'service', type: 'select', options: CORPORATE_SERVICES.map((value) => ({ value, label: value })) },
    { name: 'page', type: 'text', admin: { description: { zh: '提交留言的页面', en: 'Page the message was sent from' } } },
    { name: 'channelNo', type: 'text' },
    {
      name: 'merchant',
      type: 'relationship',
      relationTo: 'merchants',
      index: true,
      admin: { readOnly: true, description: { zh: '留言时已登录的商户（其“我的合规”页面显示此留言及状态）', en: 'The merchant logged in when sending (their account shows the message and its status)' } },
    },
    {
      name: 'source',
      type: 'select',
      defaultValue: 'contact',
      index: true,
      options: [
        { value: 'contact', label: { zh: '联系表单', en: 'Contact form' } },
        { value: 'lead', label: { zh: '活动留资', en: 'Campaign lead form' } },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      admin: { position: 'sidebar' },
      options: [
        { value: 'new', label: { zh: '待处理', en: 'New' } },
        { value: 'replied', label: { zh: '已回复', en: 'Replied' } },
        { value: 'closed', label: { zh: '已关闭', en: 'Closed' } },
      ],
    },
  ],
}
