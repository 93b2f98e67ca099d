import 'server-only'
import type { Locale } from '@/brands/registry'
import type { OfficeCode } from './records'
import { isLiveStatus, type RiskLevel, type SimilarityReason } from './score'
import { searchMarks, type MarkHit } from './search'
import type { SqlRunner } from './sql'

/**
 * ipr/iprTrademarkSearchRecord/artificialRiskWarning: the mark search's risk level put into
 * words (what it means, what to do) with the few marks behind it, so the page can say
 * whether a manual search by an attorney is worth asking for.
 */
export interface RiskConflict {
  markText: string
  registrationNumber: string
  office: number
  classes: number[]
  status: string
  score: number
  reason: SimilarityReason
  /** The reason in the caller's language. */
  reasonText: string
}

export interface RiskWarning {
  risk: RiskLevel
  title: string
  advice: string
  /** An attorney should look before filing: high and medium risk. */
  recommendManual: boolean
  conflicts: RiskConflict[]
}

export const MAX_CONFLICTS = 3

type Texts = { cn: string; en: string }

const EXPLANATIONS: Record<RiskLevel, { title: Texts; advice: Texts }> = {
  high: {
    title: { cn: '高风险：已有相同或读音相近的在先商标', en: 'High risk: an identical or sound-alike mark already exists' },
    advice: {
      cn: '在您选择的类别中，已有与您的商标相同或读音相近（包括拼音相同）的有效商标（已注册或正在审查）。按现在的方案提交，很可能被驳回，或在公告、注册后遭到异议和无效宣告。建议在提交申请前请商标律师人工检索，判断近似程度，再决定是否修改商标、调整类别或准备应对方案。',
      en: 'A live mark (registered or pending) that is identical to yours or sounds the same (including the same pinyin) exists in the classes you chose. Filed as it is, your application will probably be refused or opposed. Ask a trademark attorney for a manual search before you file, and consider changing the mark or the classes.',
    },
  },
  medium: {
    title: { cn: '中风险：存在近似的在先商标', en: 'Medium risk: similar earlier marks exist' },
    advice: {
      cn: '在您选择的类别中，有与您的商标仅差一个字母或相互包含的有效商标；或者在其他类别中已有完全相同的商标。审查员可能认定为近似商标。建议请律师人工检索，评估商标和商品的近似程度，必要时加入独创的文字或图形以增强显著性后再申请。',
      en: 'In the classes you chose there is a live mark one letter apart from yours or containing it, or an identical mark is registered in other classes. An examiner may find them similar. Have an attorney check how close the marks and the goods are, and consider making your mark more distinctive (an invented word or a logo) before you file.',
    },
  },
  low: {
    title: { cn: '低风险：未发现明显冲突的商标', en: 'Low risk: no clear conflict found' },
    advice: {
      cn: '在所选类别中，未发现相同、读音相近或高度近似的有效商标，可以着手准备申请。本结果仅为初步检索，不构成法律意见：审查标准、尚未公开的在先申请和图形商标都可能影响结论，提交前仍建议由律师复核。',
      en: 'No live identical, sound-alike or closely similar mark was found in the classes you chose, so you can start preparing the application. This is a first check, not legal advice: examination practice, applications not yet published and figurative marks can change the picture, so an attorney’s review before filing is still worthwhile.',
    },
  },
}

const REASON_TEXTS: Record<SimilarityReason, Texts> = {
  identical: { cn: '完全相同', en: 'identical' },
  soundsAlike: { cn: '读音相近', en: 'sounds alike' },
  oneLetterApart: { cn: '仅差一个字母', en: 'one letter apart' },
  contains: { cn: '相互包含', en: 'contains or is contained' },
  similar: { cn: '部分近似', en: 'partly similar' },
}

function lang(locale: Locale | string): keyof Texts {
  return locale === 'cn' ? 'cn' : 'en'
}

export function reasonText(reason: SimilarityReason, locale: Locale | string): string {
  return REASON_TEXTS[reason][lang(locale)]
}

/** The title, advice and recommendation for a risk level; pure. */
export function explainRisk(risk: RiskLevel, locale: Locale | string): Pick<RiskWarning, 'risk' | 'title' | 'advice' | 'recommendManual'> {
  const l = lang(locale)
  return { risk, title: EXPLANATIONS[risk].title[l], advice: EXPLANATIONS[risk].advice[l], recommendManual: risk !== 'low' }
}

function conflictOf(hit: MarkHit, locale: Locale | string): RiskConflict {
  return {
    markText: hit.markText,
    registrationNumber: hit.registrationNumber,
    office: hit.office,
    classes: hit.classes,
    status: hit.status,
    score: hit.score,
    reason: hit.reason,
    reasonText: reasonText(hit.reason, locale),
  }
}

export interface RiskQuery {
  keyword: string
  classes?: number[]
  offices?: OfficeCode[]
}

/**
 * Runs the mark search (searchType 0; the caller stores no search record) and explains
 * its risk. The conflicts are the strongest hits in the chosen classes and offices. The
 * risk also weighs marks outside them (an identical mark in another class makes it
 * medium), so when the filtered list is empty but the risk is not low, the strongest live
 * marks anywhere are shown instead: the merchant sees what the warning is about.
 */
export async function riskWarning(db: SqlRunner, query: RiskQuery, locale: Locale | string): Promise<RiskWarning> {
  const result = await searchMarks(db, { keyword: query.keyword, classes: query.classes, offices: query.offices, pageSize: MAX_CONFLICTS })
  let hits = result.list
  if (!hits.length && result.risk !== 'low') {
    const anywhere = await searchMarks(db, { keyword: query.keyword, pageSize: 50 })
    hits = anywhere.list.filter((h) => isLiveStatus(h.status)).slice(0, MAX_CONFLICTS)
  }
  return { ...explainRisk(result.risk, locale), conflicts: hits.slice(0, MAX_CONFLICTS).map((h) => conflictOf(h, locale)) }
}
