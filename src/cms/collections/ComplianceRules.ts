import type { CollectionConfig, Field, TextFieldManyValidation } from 'payload'
import { JURISDICTION_KEYS, OPTION_VALUES, type QuestionId } from '@/services/compliance/questions'
import { JURISDICTION_NAMES } from '@/services/compliance/names'
import type { Phase } from '@/services/compliance/types'
import { adminsOnly, staffOnly } from '../access'

const localizedText = (name: string, zh: string, en: string, textarea = false): Field =>
  textarea ? { name, type: 'textarea', required: true, localized: true, label: { zh, en } } : { name, type: 'text', required: true, localized: true, label: { zh, en } }

/** The questionnaire questions a condition can test (texts as the questionnaire shows them, shortened). */
const QUESTION_OPTIONS = [
  { value: '2', label: { zh: 'Q2 销售平台', en: 'Q2 Sales platforms' } },
  { value: '3', label: { zh: 'Q3 产品带电池', en: 'Q3 Contains a battery' } },
  { value: '4', label: { zh: 'Q4 产品带电', en: 'Q4 Powered' } },
  { value: '5', label: { zh: 'Q5 纺织品或家具', en: 'Q5 Textiles or furniture' } },
  { value: '6', label: { zh: 'Q6 灯具、轮胎、显示屏、冰箱、空调等', en: 'Q6 Lamps, tyres, displays, fridges, air conditioners and similar' } },
  { value: '7', label: { zh: 'Q7 已有注册商标', en: 'Q7 Registered trademark' } },
  { value: '8', label: { zh: 'Q8 已完成平台品牌备案', en: 'Q8 Brand registered on the platform' } },
  { value: '9', label: { zh: 'Q9 曾成功维权或清除跟卖', en: 'Q9 Brand enforced or hijackers removed' } },
]

/** Condition values must be options of the chosen question (OPTION_VALUES in services/compliance/questions.ts). */
const validValues: TextFieldManyValidation = (values, { siblingData }) => {
  const question = (siblingData as { question?: QuestionId }).question
  if (!question) return true
  const allowed = OPTION_VALUES[question]
  const wrong = (values ?? []).filter((v) => !allowed.includes(v))
  return wrong.length ? `问题 ${question} 没有选项值 ${wrong.join(', ')}（可选：${allowed.join(', ')}）` : true
}

/**
 * The rules behind the compliance report: compliance staff edit where a rule
 * applies, its conditions on the questionnaire answers, its texts and the service that
 * meets it; the next saved report uses them, without a deploy.
 */
export const ComplianceRules: CollectionConfig = {
  slug: 'compliance-rules',
  labels: { singular: { zh: '合规规则', en: 'Compliance rule' }, plural: { zh: '合规规则', en: 'Compliance rules' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'key', 'category', 'jurisdictions', 'enabled'],
    group: { zh: '合规报告', en: 'Compliance report' },
    description: { zh: '问卷答案触发规则；每条规则对所选市场中它列出的每个国家/地区生成一项义务。', en: 'Answers trigger rules; a rule yields one obligation per chosen jurisdiction it lists.' },
  },
  // Shared by every brand's reports: staff read them, only administrators change them.
  access: { read: staffOnly, create: adminsOnly, update: adminsOnly, delete: adminsOnly },
  defaultSort: 'sort',
  fields: [
    { name: 'key', label: { zh: '规则标识', en: 'Rule key' }, type: 'text', required: true, unique: true, index: true, admin: { description: { zh: '稳定标识，报告中引用', en: 'Stable identifier reports refer to' } } },
    { name: 'enabled', label: { zh: '启用', en: 'Enabled' }, type: 'checkbox', defaultValue: true, admin: { position: 'sidebar', description: { zh: '取消勾选则新报告不再使用此规则', en: 'Unticked: new reports no longer use this rule' } } },
    { name: 'sort', label: { zh: '排序', en: 'Sort order' }, type: 'number', defaultValue: 0, admin: { position: 'sidebar', description: { zh: '数字小的排在前面', en: 'Lower numbers come first' } } },
    {
      name: 'category',
      label: { zh: '义务类别', en: 'Category' },
      type: 'select',
      required: true,
      options: [
        { value: 'vat', label: { zh: '税务', en: 'Tax' } },
        { value: 'epr', label: { zh: '生产者责任（EPR）', en: 'Producer responsibility (EPR)' } },
        { value: 'product', label: { zh: '产品安全与代表', en: 'Product safety and representatives' } },
        { value: 'trademark', label: { zh: '商标与品牌', en: 'Trademarks and brand' } },
      ],
    },
    {
      name: 'phase',
      type: 'select',
      required: true,
      defaultValue: 'beforeListing' satisfies Phase,
      label: { zh: '何时需要办理', en: 'When it applies' },
      admin: {
        description: {
          zh: '报告按此分组排序；“建议”不计入义务数和必需服务合计（商标、品牌保护、问卷未问及的产品类别等）。',
          en: 'The report groups and orders by this; recommendations are not counted as obligations nor in the required total (trademarks, brand protection, product kinds the questionnaire does not ask about).',
        },
      },
      options: [
        { value: 'beforeListing' satisfies Phase, label: { zh: '上架或发货前', en: 'Before listing or shipping' } },
        { value: 'withinPeriod' satisfies Phase, label: { zh: '开始销售后一定期限内', en: 'Within a period after starting' } },
        { value: 'ongoing' satisfies Phase, label: { zh: '持续义务', en: 'Ongoing' } },
        { value: 'recommended' satisfies Phase, label: { zh: '建议（非法定义务）', en: 'Recommended (not a legal duty)' } },
      ],
    },
    {
      name: 'jurisdictions',
      label: { zh: '适用国家/地区', en: 'Jurisdictions' },
      type: 'select',
      hasMany: true,
      required: true,
      options: JURISDICTION_KEYS.map((key) => ({ value: key, label: { zh: JURISDICTION_NAMES[key].cn, en: JURISDICTION_NAMES[key].en } })),
    },
    {
      name: 'match',
      label: { zh: '条件组合方式', en: 'How conditions combine' },
      type: 'select',
      required: true,
      defaultValue: 'all',
      options: [
        { value: 'all', label: { zh: '满足全部条件', en: 'All conditions hold' } },
        { value: 'any', label: { zh: '满足任一条件', en: 'Any condition holds' } },
      ],
    },
    {
      name: 'conditions',
      label: { zh: '触发条件', en: 'Conditions' },
      type: 'array',
      labels: { singular: { zh: '条件', en: 'Condition' }, plural: { zh: '条件', en: 'Conditions' } },
      admin: { description: { zh: '答案包含任一所列值即满足。是=1，否=0；平台：0 亚马逊，1 速卖通，2 其他。', en: 'Holds when the answer includes any listed value. Yes 1, no 0; platforms 0 Amazon, 1 AliExpress, 2 other.' } },
      fields: [
        { name: 'question', label: { zh: '问卷题目', en: 'Question' }, type: 'select', required: true, options: QUESTION_OPTIONS },
        { name: 'values', label: { zh: '触发的答案', en: 'Answers that trigger' }, type: 'text', hasMany: true, required: true, validate: validValues, admin: { description: { zh: '答案代码：是=1，否=0；平台：0 亚马逊，1 速卖通，2 其他', en: 'Answer codes: yes 1, no 0; platforms 0 Amazon, 1 AliExpress, 2 other' } } },
      ],
    },
    localizedText('title', '义务名称', 'Obligation'),
    localizedText('summary', '说明', 'What to do', true),
    localizedText('legalBasis', '法律依据', 'Legal basis'),
    localizedText('timing', '时限', 'Deadline or timing', true),
    {
      name: 'officialFee',
      type: 'textarea',
      localized: true,
      label: { zh: '官费', en: 'Official fee' },
      admin: { description: { zh: '金额或范围及收取机构，如“德国包装法 LUCID 注册免费；系统参与费由回收系统按申报量收取”。留空时报告显示“官费因情况而异，报价时为您确认”。', en: 'Amount or range and who collects it. Empty: the report says official fees vary and the quote confirms them.' } },
    },
    localizedText('risk', '不合规风险', 'Risk if ignored', true),
    {
      name: 'service',
      type: 'group',
      label: { zh: '对应服务（价格表）', en: 'Service (price list)' },
      fields: [
        { name: 'serviceType', label: { zh: '服务类型代码', en: 'Service type code' }, type: 'number', admin: { description: { zh: '服务类型代码，如 0 VAT注册、101 WEEE；留空表示无对应服务', en: 'Service type code, e.g. 0 VAT registration, 101 WEEE; empty: no service' } } },
        { name: 'serviceItem', label: { zh: '商标服务项代码', en: 'Trademark item code' }, type: 'number', admin: { description: { zh: '商标服务项：20 美国、21 英国、99 欧盟、23/24 日本', en: 'Trademark item: 20 US, 21 UK, 99 EU, 23/24 Japan' } } },
      ],
    },
  ],
}
