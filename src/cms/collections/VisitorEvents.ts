import type { CollectionConfig } from 'payload'
import { BRAND_KEYS } from '@/brands/registry'
import { adminsOnly, brandRecords, nobody } from '../access'

/** Analytics events posted by the browser (system/api/visitor/record). Read-only in the CMS. */
export const VisitorEvents: CollectionConfig = {
  slug: 'visitor-events',
  labels: { singular: { zh: '访客事件', en: 'Visitor event' }, plural: { zh: '访客事件', en: 'Visitor events' } },
  // groupBy: editors group the list by channelNo or path and read the count of each group.
  admin: { useAsTitle: 'event', defaultColumns: ['event', 'path', 'channelNo', 'brand', 'createdAt'], group: { zh: '统计', en: 'Analytics' }, groupBy: true },
  // Editors see their own brands' traffic only; the gateway writes events and nobody edits them.
  access: { ...brandRecords.access, create: nobody, update: nobody, delete: adminsOnly },
  timestamps: true,
  fields: [
    { name: 'brand', type: 'select', options: BRAND_KEYS.map((k) => ({ label: k, value: k })), required: true, index: true },
    { name: 'event', type: 'text', required: true },
    { name: 'path', type: 'text', required: true, index: true },
    { name: 'channelNo', type: 'text', index: true },
    { name: 'distinctId', type: 'text' },
    { name: 'label', type: 'text' },
    { name: 'occurredAt', type: 'date', required: true },
  ],
}
