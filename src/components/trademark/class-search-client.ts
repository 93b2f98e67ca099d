/**
 * The class finder's two gateway calls from the browser, sent without the client's toast
 * or interception and turned into outcomes the page can word inline.
 *
 * Both are public reference data: anyone may search the classification without a login.
 * The search is limited per address; past the limit the server answers 429, worded as
 * "too many searches". noRedirect: should a 401 ever come back, no login tab opens.
 */
import { gateway, isGatewayError } from '@/lib/gateway-client'
import type { ClassResultView, ClassSummary, GroupView } from '@/services/nice/views'

export const CATEGORY_SEARCH_PATH = 'ipr/trademark/trademarkCategorySearch'
export const GET_CLASS_PATH = 'ipr/trademark/categories/products/getClass'

export interface ClassSearchAnswer {
  keyword: string
  total: number
  truncated: boolean
  classes: ClassResultView[]
}

export type ClassDetailAnswer = ClassSummary & { groups: GroupView[] }

export type SearchOutcome =
  | { kind: 'found'; answer: ClassSearchAnswer }
  /** The server refused the keyword (bad characters, too long): its message names the problem. */
  | { kind: 'refused'; message: string }
  /** Too many searches from this address for now (HTTP 429). */
  | { kind: 'busy' }
  | { kind: 'failed' }
  /** Superseded by a newer search: nothing to show. */
  | { kind: 'cancelled' }

export async function searchClasses(keyword: string, signal?: AbortSignal): Promise<SearchOutcome> {
  try {
    const answer = await gateway.post<ClassSearchAnswer>(CATEGORY_SEARCH_PATH, { keyword }, { noIntercept: true, noToast: true, noRedirect: true, signal })
    if (answer.code === 0 && answer.data) return { kind: 'found', answer: answer.data }
    // 400 is the visitor's keyword, 429 the per-address limit; anything else is the site's problem.
    if (answer.code === 400 && answer.msg) return { kind: 'refused', message: answer.msg }
    if (answer.code === 429) return { kind: 'busy' }
    return { kind: 'failed' }
  } catch (error) {
    if (isGatewayError(error) && error.cancelled) return { kind: 'cancelled' }
    return { kind: 'failed' }
  }
}

/**
 * One class with its groups and items, fetched once per class and language for the life
 * of the page (reopening a class costs nothing). A failed load is forgotten so a retry
 * asks again.
 */
const classDetails = new Map<string, Promise<ClassDetailAnswer>>()

export function loadClassDetail(classId: number, locale: string): Promise<ClassDetailAnswer> {
  const key = `${locale}:${classId}`
  let pending = classDetails.get(key)
  if (!pending) {
    pending = gateway.get<ClassDetailAnswer>(GET_CLASS_PATH, { classId }, { noToast: true, noRedirect: true })
    pending.catch(() => classDetails.delete(key))
    classDetails.set(key, pending)
  }
  return pending
}
