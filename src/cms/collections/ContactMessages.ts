import type { CollectionConfig } from 'payload'
import { brandContent, nobody } from '../access'
import { CORPORATE_SERVICES, JURISDICTION_CODES } from '@/services/corporate/codes'
import { brandField } from './fields'

/** Jurisdiction codes and corporate services as the contact form names them. */
const JURISDICTION_LABELS: Record<(typeof JURISDICTION_CODES)[number], { zh: string; en: string }> = {
  HK: { zh: '中国香港', en: 'Hong Kong' },
  USA: { zh: '美国', en: 'USA' },
  YG: { zh: '英国', en: 'United Kingdom' },
  FR: { zh: '法国', en: 'France' },
  XJP: { zh: '新加坡', en: 'Singapore' },
  BVI: { zh: '英属维尔京群岛（BVI）', en: 'British Virgin Islands' },
  SSE: { zh: '塞舌尔', en: 'Seychelles' },
}

const SERVICE_LABELS: Record<(typeof CORPORATE_SERVICES)[number], { zh: string; en: string }> = {
  incorporation: { zh: '公司注册', en: 'Incorporation' },
  annualReview: { zh: '年审与年度申报', en: 'Annual review and filings' },
  secretary: { zh: '公司秘书', en: 'Company secretary' },
  accounting: { zh: '做账、审计与报税', en: 'Accounting, audit and tax' },
  bankAccount: { zh: '银行开户', en: 'Bank account opening' },
}

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
    { name: 'name', label: { zh: '姓名', en: 'Name' }, type: 'text', required: true },
    { name: 'email', label: { zh: '邮箱', en: 'Email' }, type: 'email', required: true },
    { name: 'phone', label: { zh: '电话', en: 'Phone' }, type: 'text' },
    { name: 'companyName', label: { zh: '公司名称', en: 'Company' }, type: 'text' },
    { name: 'subject', label: { zh: '主题', en: 'Subject' }, type: 'text', required: true },
    { name: 'content', label: { zh: '留言内容', en: 'Message' }, type: 'textarea', required: true },
    { name: 'locale', label: { zh: '语言', en: 'Language' }, type: 'text', admin: { description: { zh: '留言时网站的语言，例如 cn、en', en: 'The site language when the message was sent, e.g. cn, en' } } },
    // An enquiry from a corporate page names what it is about, so the right adviser picks it up.
    { name: 'jurisdiction', label: { zh: '咨询的注册地', en: 'Jurisdiction asked about' }, type: 'select', options: JURISDICTION_CODES.map((value) => ({ value, label: JURISDICTION_LABELS[value] })), index: true },
    { name: 'service', label: { zh: '咨询的服务', en: 'Service asked about' }, type: 'select', options: CORPORATE_SERVICES.map((value) => ({ value, label: SERVICE_LABELS[value] })) },
    { name: 'page', label: { zh: '来源页面', en: 'Sent from page' }, type: 'text', admin: { description: { zh: '提交留言的页面', en: 'Page the message was sent from' } } },
    { name: 'channelNo', label: { zh: '渠道号', en: 'Channel code' }, type: 'text', admin: { description: { zh: '访客来源链接中的渠道号', en: 'The channel code of the link the visitor came from' } } },
    {
      name: 'merchant',
      label: { zh: '留言商户', en: 'Merchant' },
      type: 'relationship',
      relationTo: 'merchants',
      index: true,
      admin: { readOnly: true, description: { zh: '留言时已登录的商户（其“我的合规”页面显示此留言及状态）', en: 'The merchant logged in when sending (their account shows the message and its status)' } },
    },
    // Made by the browser form once per message and sent again with every retry of it: the
    // unique index lets a repeated send (a retry after a timeout, a double click) find the
    // message it already stored instead of storing a second copy.
    {
      name: 'submissionKey',
      label: { zh: '提交编号', en: 'Submission key' },
      type: 'text',
      unique: true,
      admin: {
        readOnly: true,
        disableListColumn: true,
        disableListFilter: true,
        description: {
          zh: '浏览器为每条留言生成的编号：同一条留言重复提交（超时重试、连点两次）时只保存一次',
          en: 'Made by the browser for each message: sending the same message again (a retry after a timeout, a double click) stores it only once',
        },
      },
    },
    {
      name: 'source',
      label: { zh: '留言来源', en: 'Source' },
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
      label: { zh: '处理状态', en: 'Status' },
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
