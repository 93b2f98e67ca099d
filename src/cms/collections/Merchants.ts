import type { CollectionConfig } from 'payload'
import { BRAND_KEYS } from '@/brands/registry'
import { adminsOnly, nobody } from '../access'

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
    { name: 'mercNo', type: 'text', required: true, unique: true },
    { name: 'phone', type: 'text', required: true, unique: true },
    { name: 'brand', type: 'select', options: BRAND_KEYS.map((k) => ({ label: k, value: k })), required: true },
    { name: 'channelNo', type: 'text', index: true },
    { name: 'agreements', type: 'relationship', relationTo: 'agreements', hasMany: true },
    { name: 'lastLoginAt', type: 'date' },
    // "My compliance": deadline reminders and the private calendar feed.
    { name: 'reminderEmail', type: 'email', label: { zh: '提醒邮箱', en: 'Reminder email' } },
    { name: 'remindersEnabled', type: 'checkbox', defaultValue: false, label: { zh: '截止日前邮件提醒', en: 'Email before deadlines' } },
    { name: 'reminderDays', type: 'number', defaultValue: 14, min: 1, max: 60, label: { zh: '提前天数', en: 'Days before' } },
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
