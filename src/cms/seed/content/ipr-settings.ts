import type { Texts } from '@/services/compliance/types'

/**
 * Demo settings of the trademark pages (collection `ipr-settings`; ipr/web/websiteConfig/iprList).
 * `common` rows are what the code reads (the manual-search daily limit and the attorneys'
 * mailbox, services/trademarks/ipr-settings.ts) and texts every trademark page shows;
 * `custom` rows are the editors' own additions for the search page (hot marks, promises).
 * The marks listed as hot are invented.
 */
export interface IprSettingSeed {
  key: string
  kind: 'common' | 'custom'
  label: Texts
  value: Texts
  sort: number
}

const same = (value: string): Texts => ({ cn: value, en: value })

export const IPR_SETTINGS_SEED: IprSettingSeed[] = [
  {
    key: 'artificialDailyLimit',
    kind: 'common',
    label: { cn: '每日人工检索次数', en: 'Manual searches per day' },
    value: same('3'),
    sort: 10,
  },
  {
    key: 'attorneyEmail',
    kind: 'common',
    label: { cn: '人工检索通知邮箱', en: 'Mailbox for manual search requests' },
    value: same('ip-search@meridian-ip.example'),
    sort: 20,
  },
  {
    key: 'hotMarks',
    kind: 'custom',
    label: { cn: '热门检索', en: 'Popular searches' },
    value: { cn: '星禾,Lumora,青橙优选,Brightwave,Novakit', en: 'Lumora,Brightwave,Novakit,星禾,Veloura' },
    sort: 30,
  },
  {
    key: 'searchNotice',
    kind: 'common',
    label: { cn: '检索说明', en: 'About this search' },
    value: {
      cn: '本检索覆盖美国、英国、欧盟和日本的商标数据，按相同、读音相近（含拼音）、一字之差和包含关系查找可能冲突的商标，并按所选类别给出风险提示。检索结果仅供申请前的初步判断，不构成法律意见；图形商标、尚未公开的申请和审查标准的差异都可能影响最终结论。',
      en: 'This search covers trademark data from the United States, the United Kingdom, the European Union and Japan. It looks for marks that are identical, sound alike (pinyin included), differ by one letter or contain one another, and rates the risk for the classes you choose. Results are a first check before filing, not legal advice: figurative marks, applications not yet published and examination practice can all change the outcome.',
    },
    sort: 40,
  },
  {
    key: 'manualSearchPromise',
    kind: 'custom',
    label: { cn: '人工检索承诺', en: 'Manual search promise' },
    value: {
      cn: '提交人工检索申请后，商标律师将在一个工作日内答复，说明近似商标情况、注册可行性和调整建议。',
      en: 'After you ask for a manual search, a trademark attorney replies within one working day with the similar marks found, the chances of registration and what to change.',
    },
    sort: 50,
  },
  {
    key: 'disclaimer',
    kind: 'common',
    label: { cn: '免责声明', en: 'Disclaimer' },
    value: {
      cn: '商标数据来自各国商标局的公开信息，可能存在更新延迟。风险等级由系统按文字和读音的相似程度自动计算，仅供参考；是否能够注册，以商标局的审查结果为准。',
      en: 'Trademark data comes from the public records of each office and may lag behind them. The risk level is computed automatically from how close the wording and sound are, and is for guidance only; whether a mark can be registered is decided by the office’s examination.',
    },
    sort: 60,
  },
]
