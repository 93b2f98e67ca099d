import { parseRecordId } from '@/lib/record-id'

/**
 * The help centre's screens, from the path below /operation (the /support/* aliases
 * arrive here too): tutorial (default), tutorial/{manualId}, faq, faq/{categoryId},
 * video, video/{uid}, videoDetail, videoDetail/{uid}. Anything else is null (a 404).
 */
export type HelpTab = 'tutorial' | 'video' | 'faq'

export type HelpScreen =
  | { tab: 'tutorial'; manualId?: number }
  | { tab: 'faq'; categoryId?: number }
  | { tab: 'video'; uid?: string }

export const HELP_TABS: HelpTab[] = ['tutorial', 'video', 'faq']

/** Video uids are short slugs or ids (letters, digits, - and _). */
const VIDEO_UID = /^[\w-]{1,64}$/

export function parseHelpPath(segments: string[] = []): HelpScreen | null {
  let parts: string[]
  try {
    parts = segments.map((s) => decodeURIComponent(s))
  } catch {
    return null
  }
  const [tab, query, ...extra] = parts
  if (extra.length) return null
  if (tab === undefined) return { tab: 'tutorial' }
  if (tab === 'tutorial') {
    if (query === undefined) return { tab }
    const manualId = parseRecordId(query)
    return manualId !== null ? { tab, manualId } : null
  }
  if (tab === 'faq') {
    if (query === undefined) return { tab }
    const categoryId = parseRecordId(query)
    return categoryId !== null ? { tab, categoryId } : null
  }
  if (tab === 'video' || tab === 'videoDetail') {
    if (query === undefined) return { tab: 'video' }
    return VIDEO_UID.test(query) ? { tab: 'video', uid: query } : null
  }
  return null
}

/** The path of a help screen below the brand prefix (`operation/faq/3`). */
export function helpPagePath(tab: HelpTab, query?: string | number): string {
  const segment = tab === 'video' && query !== undefined ? 'videoDetail' : tab
  return ['operation', segment, ...(query !== undefined ? [encodeURIComponent(String(query))] : [])].join('/')
}
