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
    { name: 'to', type: 'text', required: true },
    { name: 'replyTo', type: 'text' },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
    {
      name: 'status',
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
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'nextAttemptAt', type: 'date', index: true },
    { name: 'lastError', type: 'text' },
    {
      name: 'claimToken',
      type: 'text',
      admin: { readOnly: true, description: { zh: '正在发送此邮件的投递批次', en: 'The delivery run sending this mail right now' } },
    },
    {
      name: 'lockedUntil',
      type: 'date',
      admin: {
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: { zh: '超过此时间仍未发完则重新排队', en: 'If the send has not finished by then, the mail is queued again' },
      },
    },
    { name: 'sentAt', type: 'date' },
    { name: 'source', type: 'text', admin: { description: { zh: '来源，如 contact-messages:12', en: 'Origin, e.g. contact-messages:12' } } },
  ],
}
