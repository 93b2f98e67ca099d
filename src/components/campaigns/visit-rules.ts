import { PREVIEW_PARAM, PREVIEW_VALUE, type CampaignKind } from '@/services/campaigns/constants'

/**
 * What the page's address and cookies say about this visit: whether it came from the TH
 * variant (which shows no new-user guide), its marketing channel, and an editor's
 * preview request.
 */

/** A visit from the TH variant (`from=th`) skips the new-user reward guide. */
export function isThVisit(search: string): boolean {
  return new URLSearchParams(search).get('from') === 'th'
}

/** A channel code as the gateway accepts it. */
const CHANNEL_PATTERN = /^[\w-]{1,64}$/

/**
 * The channel of the visit: the address's channelCode or channelNo, else the cookies the
 * proxy kept from an earlier page; '' when none is usable (a malformed code would make
 * the gateway refuse the whole call).
 */
export function visitChannel(search: string, cookie: (name: string) => string | undefined): string {
  const query = new URLSearchParams(search)
  const found = [query.get('channelCode'), query.get('channelNo'), cookie('channelCode'), cookie('channelNo')].find((value) => value)
  return found && CHANNEL_PATTERN.test(found) ? found : ''
}

export interface PreviewRequest {
  kind: CampaignKind
  id: number
}

/** The campaign an editor asked to preview (`?campaignPreview=popup-12`, the CMS's preview link). */
export function parsePreview(search: string): PreviewRequest | null {
  const value = new URLSearchParams(search).get(PREVIEW_PARAM)
  const match = value ? PREVIEW_VALUE.exec(value) : null
  if (!match) return null
  const id = Number(match[2])
  return Number.isSafeInteger(id) && id > 0 ? { kind: match[1] as CampaignKind, id } : null
}
