import { parseRecordId } from '@/lib/record-id'
import { QA_TYPES, type QaType } from '@/services/qa/qa-types'

/**
 * The knowledge base's screens, from the path below /complianceAnswer: the overview,
 * `{qaType}` and `{qaType}/{page}` lists, and `{answerId}` (numeric) for one answer.
 * Anything else is null (a 404).
 */
export type QaScreen = { kind: 'overview' } | { kind: 'type'; qaType: QaType; page: number } | { kind: 'answer'; answerId: number }

export const QA_PAGE_SIZE = 10

const POSITIVE_ID = /^[1-9]\d{0,11}$/

export function parseQaPath(segments: string[] = []): QaScreen | null {
  const [first, second, ...extra] = segments
  if (extra.length) return null
  if (first === undefined) return { kind: 'overview' }
  if (POSITIVE_ID.test(first)) {
    const answerId = parseRecordId(first)
    return second === undefined && answerId !== null ? { kind: 'answer', answerId } : null
  }
  if (!(QA_TYPES as readonly string[]).includes(first)) return null
  if (second === undefined) return { kind: 'type', qaType: first as QaType, page: 1 }
  // Page 1 has one address only: the bare type.
  return POSITIVE_ID.test(second) && second !== '1' ? { kind: 'type', qaType: first as QaType, page: Number(second) } : null
}

/** The path of a knowledge-base screen below the brand prefix. */
export function qaPagePath(target: { qaType?: QaType; page?: number; answerId?: number } = {}): string {
  if (target.answerId !== undefined) return `complianceAnswer/${target.answerId}`
  if (target.qaType) return target.page && target.page > 1 ? `complianceAnswer/${target.qaType}/${target.page}` : `complianceAnswer/${target.qaType}`
  return 'complianceAnswer'
}
