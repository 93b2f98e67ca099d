/** Select options the trademark collections share: search types and risk levels. */
export const SEARCH_TYPE_OPTIONS = [
  { value: '0', label: { zh: '商标查询', en: 'Trademark' } },
  { value: '2', label: { zh: '分类查询', en: 'Classification' } },
  { value: '3', label: { zh: '申请人（宣誓人）查询', en: 'Applicant (oath)' } },
]

export const RISK_OPTIONS = [
  { value: 'high', label: { zh: '高风险', en: 'High' } },
  { value: 'medium', label: { zh: '中风险', en: 'Medium' } },
  { value: 'low', label: { zh: '低风险', en: 'Low' } },
]
