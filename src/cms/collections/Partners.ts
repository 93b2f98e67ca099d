import type { CollectionConfig } from 'payload'
import { brandContent } from '../access'
import { revalidateArea } from '../hooks/revalidate'
import { brandField, enabledField, sortField } from './fields'

/**
 * Partners and introducers (getPartner, getPartnersInfoById, getIntroducerById): each has
 * a page at /lz/cooperative/{friendId}; visitors who sign up from it carry its channel.
 */
export const Partners: CollectionConfig = {
  slug: 'partners',
  labels: { singular: { zh: '合作伙伴', en: 'Partner' }, plural: { zh: '合作伙伴与推荐人', en: 'Partners and introducers' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'kind', 'friendId', 'brand'], group: { zh: '内容', en: 'Content' } },
  access: brandContent.access,
  hooks: { ...revalidateArea('partners'), beforeChange: [brandContent.guard] },
  defaultSort: 'sort',
  fields: [
    brandField,
    {
      name: 'kind',
      label: { zh: '类型', en: 'Type' },
      type: 'select',
      required: true,
      defaultValue: 'partner',
      options: [
        { value: 'partner', label: { zh: '合作伙伴', en: 'Partner' } },
        { value: 'introducer', label: { zh: '推荐人', en: 'Introducer' } },
      ],
    },
    { name: 'friendId', label: { zh: '页面标识', en: 'Page ID' }, type: 'text', required: true, index: true, admin: { description: { zh: '页面地址 /lz/cooperative/{friendId}', en: 'Page address /lz/cooperative/{friendId}' } } },
    { name: 'name', label: { zh: '名称', en: 'Name' }, type: 'text', required: true, localized: true },
    { name: 'category', label: { zh: '行业分类', en: 'Category' }, type: 'text', localized: true, admin: { description: { zh: '如：跨境物流、ERP软件、卖家社群', en: 'E.g. logistics, ERP software, seller community' } } },
    { name: 'summary', label: { zh: '简介', en: 'Summary' }, type: 'textarea', required: true, localized: true },
    { name: 'description', label: { zh: '详细介绍', en: 'Description' }, type: 'textarea', localized: true },
    { name: 'offer', label: { zh: '专属权益', en: 'Offer' }, type: 'textarea', localized: true, admin: { description: { zh: '通过该伙伴注册的卖家可享受的权益', en: 'What sellers who sign up through this partner receive' } } },
    { name: 'website', label: { zh: '官网地址', en: 'Website' }, type: 'text' },
    { name: 'channelNo', label: { zh: '渠道号', en: 'Channel code' }, type: 'text', admin: { description: { zh: '渠道号：从该页面注册的卖家计入此渠道', en: 'Channel code credited for sign-ups from this page' } } },
    sortField,
    enabledField,
  ],
}
