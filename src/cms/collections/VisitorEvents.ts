import type { CollectionConfig } from 'payload'
import { adminsOnly, brandRecords, nobody } from '../access'
import { brandKeyOptions } from './fields'

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
    { name: 'brand', label: { zh: '品牌', en: 'Brand' }, type: 'select', options: brandKeyOptions, required: true, index: true },
    { name: 'event', label: { zh: '事件', en: 'Event' }, type: 'text', required: true, admin: { description: { zh: '浏览器上报的事件：pageview 页面访问，click 点击', en: 'The event the browser reported: pageview a page view, click a click' } } },
    { name: 'path', label: { zh: '页面路径', en: 'Page path' }, type: 'text', required: true, index: true },
    { name: 'channelNo', label: { zh: '渠道号', en: 'Channel code' }, type: 'text', index: true, admin: { description: { zh: '访客来源链接中的渠道号', en: 'The channel code of the link the visitor came from' } } },
    { name: 'distinctId', label: { zh: '访客标识', en: 'Visitor ID' }, type: 'text', admin: { description: { zh: '同一浏览器的匿名标识，用于区分访客', en: 'An anonymous identifier of one browser, to tell visitors apart' } } },
    { name: 'label', label: { zh: '事件标签', en: 'Event label' }, type: 'text', admin: { description: { zh: '点击事件中被点击元素的统计标记，例如 header:VAT、questionnaire:start', en: 'For a click, the tracking mark of what was clicked, e.g. header:VAT, questionnaire:start' } } },
    { name: 'occurredAt', label: { zh: '发生时间', en: 'Occurred at' }, type: 'date', required: true },
  ],
}
