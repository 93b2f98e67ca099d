import type { CollectionConfig } from 'payload'
import { brandContent } from '../access'
import { revalidateArea } from '../hooks/revalidate'
import { brandField, enabledField, sortField } from './fields'

/** Client case studies (officialMenuRelation/getSuccessfulCase). */
export const CaseStudies: CollectionConfig = {
  slug: 'case-studies',
  labels: { singular: { zh: '成功案例', en: 'Case study' }, plural: { zh: '成功案例', en: 'Case studies' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'client', 'sort', 'brand'], group: { zh: '内容', en: 'Content' } },
  access: brandContent.access,
  hooks: { ...revalidateArea('cases'), beforeChange: [brandContent.guard] },
  defaultSort: 'sort',
  fields: [
    brandField,
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'client', type: 'text', required: true, localized: true },
    { name: 'industry', type: 'text', localized: true },
    { name: 'challenge', type: 'textarea', required: true, localized: true },
    { name: 'solution', type: 'textarea', required: true, localized: true },
    { name: 'result', type: 'textarea', required: true, localized: true },
    { name: 'services', type: 'text', localized: true },
    sortField,
    enabledField,
  ],
}
