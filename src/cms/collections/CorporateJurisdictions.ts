import type { CollectionConfig, JSONFieldValidation } from 'payload'
import { jurisdictionSchema } from '@/services/corporate/reference-data'
import { adminsOnly, anyone } from '../access'
import { revalidateShared } from '../hooks/revalidate'

/** The facts must keep the shape the pages, the comparison and the deadline planner read. */
const validFacts: JSONFieldValidation = (value) => {
  const parsed = jurisdictionSchema.safeParse(value)
  if (parsed.success) return true
  const issue = parsed.error.issues[0]!
  return `${issue.path.join('.') || '(root)'}: ${issue.message}`
}

/**
 * The corporate brand's jurisdictions: who each suits, requirements, documents, steps, fees,
 * yearly obligations as date rules, tax, banks, questions and answers, with the official source
 * of each fact (reference/corporate/jurisdictions.yaml is the seeded default and SOURCE.md
 * beside it says what was checked when). The incorporation, annual-review and comparison pages
 * and the deadline planner read them from here, so a changed fee or deadline is one edit.
 * Only administrators write: a wrong date rule would mislead every planner user.
 */
export const CorporateJurisdictions: CollectionConfig = {
  slug: 'corporate-jurisdictions',
  labels: { singular: { zh: '注册地资料', en: 'Jurisdiction' }, plural: { zh: '注册地资料', en: 'Jurisdictions' } },
  admin: {
    useAsTitle: 'label',
    defaultColumns: ['label', 'sort', 'enabled', 'updatedAt'],
    group: { zh: '公司服务', en: 'Corporate services' },
    description: {
      zh: '事实按 reference/corporate/jurisdictions.yaml 的结构保存为 JSON；保存时校验结构、来源和费用与义务的对应。',
      en: 'Facts are JSON in the shape of reference/corporate/jurisdictions.yaml; saving checks the shape, the sources and that fees match their obligations.',
    },
  },
  access: { read: anyone, create: adminsOnly, update: adminsOnly, delete: adminsOnly },
  hooks: revalidateShared('corporate'),
  defaultSort: 'sort',
  fields: [
    { name: 'label', label: { zh: '注册地代码', en: 'Jurisdiction code' }, type: 'text', required: true, unique: true, admin: { description: { zh: '代码，美国含州名：HK、USA-DE', en: 'Code, the USA with its state: HK, USA-DE' } } },
    { name: 'facts', label: { zh: '注册地资料（JSON）', en: 'Jurisdiction facts (JSON)' }, type: 'json', required: true, validate: validFacts },
    { name: 'sort', label: { zh: '排序', en: 'Sort order' }, type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    { name: 'enabled', label: { zh: '启用', en: 'Enabled' }, type: 'checkbox', defaultValue: true, admin: { position: 'sidebar' } },
  ],
}
