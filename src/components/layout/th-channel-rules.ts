import { TH_CHANNEL } from '@/services/campaigns/constants'

/**
 * The TH variant marks visitors of its question-answer page with its own channel: the
 * `channelNo` cookie holds `hgzn` (TH_CHANNEL) there, and once the visitor is on any other
 * page the mark is taken off again. Only our own mark is cleared: a channel the visitor
 * arrived with (an advert, a partner link) stays, so its conversions are still counted.
 */

export const TH_CHANNEL_COOKIE = 'channelNo'
/** As long as the proxy keeps a channel from a link: 30 days. */
export const TH_CHANNEL_MAX_AGE = 30 * 24 * 60 * 60

export type ThChannelAction = { kind: 'set'; value: string } | { kind: 'clear' } | null

/** The question-answer page in any language and brand: `/lz/questionAnswer`, `/en/hb/questionAnswer`, `/questionAnswer`. */
export function isQuestionAnswerPath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean)
  return segments.at(-1) === 'questionAnswer'
}

/** What to do with the channel cookie on a page, given the value it holds now. */
export function thChannelAction(pathname: string, current: string | undefined): ThChannelAction {
  if (isQuestionAnswerPath(pathname)) return current === TH_CHANNEL ? null : { kind: 'set', value: TH_CHANNEL }
  return current === TH_CHANNEL ? { kind: 'clear' } : null
}

/** A cookie's value from `document.cookie`, or undefined. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
  return undefined
}

/** The `document.cookie` assignment for an action, with the proxy's attributes (path /, SameSite=Lax, Secure on https). */
export function thChannelCookie(action: Exclude<ThChannelAction, null>, secure: boolean): string {
  const attributes = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
  return action.kind === 'set' ? `${TH_CHANNEL_COOKIE}=${action.value}; Max-Age=${TH_CHANNEL_MAX_AGE}${attributes}` : `${TH_CHANNEL_COOKIE}=; Max-Age=0${attributes}`
}
