import type { CollectionConfig } from 'payload'
import { adminsOnly, nobody } from '../access'
import { brandKeyOptions } from './fields'

/** Merchants who signed up on the site (not CMS staff). Created only by the gateway. */
export const Merchants: CollectionConfig = {
  slug: 'merchants',
  labels: { singular: { zh: '商户', en: 'Merchant' }, plural: { zh: '商户', en: 'Merchants' } },
  admin: { useAsTitle: 'mercNo', defaultColumns: ['mercNo', 'phone', 'brand', 'channelNo', 'createdAt'], group: { zh: '商户', en: 'Merchants' } },
  // Administrators only: one account (one phone) signs in on every brand, so `brand` records
  // only where it signed up and is no owner an editor could be limited to.
  access: { read: adminsOnly, create: nobody, update: adminsOnly, delete: adminsOnly },
  timestamps: true,
  fields: [
    { name: 'mercNo', label: { zh: '商户编号', en: 'Merchant number' }, type: 'text', required: true, unique: true },
    { name: 'phone', label: { zh: '手机号', en: 'Phone' }, type: 'text', required: true, unique: true },
    { name: 'brand', label: { zh: '注册品牌', en: 'Signed up on' }, type: 'select', options: brandKeyOptions, required: true, admin: { description: { zh: '商户在哪个品牌的网站注册；同一账号可登录所有品牌', en: 'The brand site the merchant signed up on; one account signs in on every brand' } } },
    { name: 'channelNo', label: { zh: '注册渠道号', en: 'Sign-up channel code' }, type: 'text', index: true, admin: { description: { zh: '注册时访客来源链接中的渠道号', en: 'The channel code of the link the merchant came from when signing up' } } },
    { name: 'agreements', label: { zh: '已同意的协议', en: 'Accepted agreements' }, type: 'relationship', relationTo: 'agreements', hasMany: true },
    { name: 'lastLoginAt', label: { zh: '最近登录时间', en: 'Last signed in' }, type: 'date' },
    // "My compliance": deadline reminders and the private calendar feed.
    { name: 'reminderEmail', type: 'email', label: { zh: '提醒邮箱', en: 'Reminder email' } },
    { name: 'remindersEnabled', type: 'checkbox', defaultValue: false, label: { zh: '截止日前邮件提醒', en: 'Email before deadlines' } },
    { name: 'reminderDays', type: 'number', defaultValue: 14, min: 1, max: 60, label: { zh: '提前天数', en: 'Days before' }, admin: { description: { zh: '截止日前多少天发送提醒邮件', en: 'How many days before a deadline the reminder is mailed' } } },
    { name: 'reminderLocale', type: 'text', admin: { hidden: true } },
    {
      name: 'calendarVersion',
      type: 'number',
      defaultValue: 0,
      admin: { hidden: true },
      // The feed address is derived from this (services/compliance/calendar-feed.ts): raising it retires the old address.
    },
  ],
}
