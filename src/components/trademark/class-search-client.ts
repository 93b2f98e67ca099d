/**
 * The class finder's two gateway calls from the browser, sent without the client's toast
 * or interception and turned into outcomes the page can word inline.
 *
 * Search needs a logged-in merchant: on HTTP 401 the shared client opens the header's
 * login page in a new tab (no noRedirect here, on purpose) and the page waits for the
 * login to run the search again. getClass is public reference data.
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
  | { kind: 'loginNeeded' }
  | { kind: 'failed' }
  /** Superseded by a newer search: nothing to show. */
  | { kind: 'cancelled' }

export async function searchClasses(keyword: string, signal?: AbortSignal): Promise<SearchOutcome> {
  try {
    const answer = await gateway.post<ClassSearchAnswer>(CATEGORY_SEARCH_PATH, { keyword }, { noIntercept: true, noToast: true, signal })
    if (answer.code === 0 && answer.data) return { kind: 'found', answer: answer.data }
    // 400 is the visitor's keyword; anything else (429, 500) is the site's problem.
    if (answer.code === 400 && answer.msg) return { kind: 'refused', message: answer.msg }
    return { kind: 'failed' }
  } catch (error) {
    if (isGatewayError(error) && error.cancelled) return { kind: 'cancelled' }
    if (isGatewayError(error) && error.kind === 'unauthorized') return { kind: 'loginNeeded' }
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
