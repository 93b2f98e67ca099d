import type { CollectionConfig } from 'payload'
import { adminsOnly, nobody } from '../access'

/**
 * Every email the site sends, written before the first attempt. A worker delivers pending
 * mail and retries failures with back-off (services/mail/outbox.ts), so a mail outage
 * delays a message instead of losing it. While a delivery run sends a row it holds it
 * (status `sending`, its claim token, a lease until `lockedUntil`), so two server
 * processes never send the same mail; a run that dies mid-send lets the lease run out
 * and the row becomes due again.
 */
export const MailOutbox: CollectionConfig = {
  slug: 'mail-outbox',
  labels: { singular: { zh: '邮件', en: 'Email' }, plural: { zh: '邮件发件箱', en: 'Mail outbox' } },
  admin: { useAsTitle: 'subject', defaultColumns: ['subject', 'to', 'status', 'attempts', 'nextAttemptAt', 'createdAt'], group: { zh: '客户', en: 'Customers' } },
  // Administrators only: a mail has no brand field, and its text carries the customer details
  // of whichever brand sent it (contact messages, trademark requests). Telling the brand from
  // `source` would mean parsing free text, so editors read the brand's own records instead.
  access: { read: adminsOnly, create: nobody, update: adminsOnly, delete: adminsOnly },
  timestamps: true,
  defaultSort: '-createdAt',
  fields: [
    { name: 'to', label: { zh: '收件人', en: 'To' }, type: 'text', required: true },
    { name: 'replyTo', label: { zh: '回复地址', en: 'Reply to' }, type: 'text' },
    { name: 'subject', label: { zh: '主题', en: 'Subject' }, type: 'text', required: true },
    { name: 'text', label: { zh: '正文', en: 'Text' }, type: 'textarea', required: true },
    {
      name: 'status',
      label: { zh: '发送状态', en: 'Status' },
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { value: 'pending', label: { zh: '待发送', en: 'Pending' } },
        { value: 'sending', label: { zh: '发送中', en: 'Sending' } },
        { value: 'sent', label: { zh: '已发送', en: 'Sent' } },
        { value: 'failed', label: { zh: '发送失败（不再重试）', en: 'Failed (no more retries)' } },
      ],
    },
    { name: 'attempts', label: { zh: '已尝试次数', en: 'Attempts' }, type: 'number', required: true, defaultValue: 0 },
    { name: 'nextAttemptAt', label: { zh: '下次尝试时间', en: 'Next attempt at' }, type: 'date', index: true },
    { name: 'lastError', label: { zh: '最近一次错误', en: 'Last error' }, type: 'text' },
    {
      name: 'claimToken',
      label: { zh: '投递批次标识', en: 'Delivery run' },
      type: 'text',
      admin: { readOnly: true, description: { zh: '正在发送此邮件的投递批次', en: 'The delivery run sending this mail right now' } },
    },
    {
      name: 'lockedUntil',
      label: { zh: '锁定至', en: 'Locked until' },
      type: 'date',
      admin: {
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: { zh: '超过此时间仍未发完则重新排队', en: 'If the send has not finished by then, the mail is queued again' },
      },
    },
    { name: 'sentAt', label: { zh: '发送时间', en: 'Sent at' }, type: 'date' },
    { name: 'source', label: { zh: '来源', en: 'Source' }, type: 'text', admin: { description: { zh: '来源，如 contact-messages:12', en: 'Origin, e.g. contact-messages:12' } } },
  ],
}
