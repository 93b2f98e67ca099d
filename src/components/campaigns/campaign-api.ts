import { CODES } from '@/lib/gateway-envelope'
import { TOAST_EVENT, gateway, isGatewayError, type Query } from '@/lib/gateway-client'
import { POSTER_QUERY, type CampaignKind } from '@/services/campaigns/constants'
import type { ChannelPageView, PopupView, PosterView, RewardPackageView } from '@/services/campaigns/types'

/**
 * The marketing calls of the campaign islands, over the shared browser gateway client.
 * Every read is quiet (no generic toast, no login tab, no redirect): each island decides
 * what a failure means to the visitor.
 */
const QUIET = { noToast: true, noRedirect: true } as const

export type Outcome<T> = { ok: true; data: T } | { ok: false; reason: 'refused'; msg: string } | { ok: false; reason: 'unreachable' } | { ok: false; reason: 'unauthorized' }

async function read<T>(path: string, query: Query): Promise<Outcome<T>> {
  try {
    const envelope = await gateway.get<T>(path, query, { ...QUIET, noIntercept: true })
    if (Number(envelope.code) === CODES.OK) return { ok: true, data: envelope.data }
    if (Number(envelope.code) === CODES.UNAUTHORIZED || Number(envelope.code) === CODES.FORBIDDEN) return { ok: false, reason: 'unauthorized' }
    return { ok: false, reason: 'refused', msg: envelope.msg ?? '' }
  } catch (error) {
    if (isGatewayError(error) && error.kind === 'unauthorized') return { ok: false, reason: 'unauthorized' }
    return { ok: false, reason: 'unreachable' }
  }
}

export const fetchPopups = (channelNo: string) => read<PopupView[]>('business/admin/sysNotifyPopupBoxConfig/getOfficialPopupBox', { channelNo: channelNo || undefined })

export const fetchPosters = (channelNo: string) => read<PosterView[]>('business/posterConfig/merc/list', { ...POSTER_QUERY, channelNo: channelNo || undefined })

export const fetchRegisterAward = (channelNo: string, deviceId: string) => read<RewardPackageView[]>('business/channelPageConfig/merc/getRegisterAward', { channelNo: channelNo || undefined, deviceId, reqType: 1 })

export const fetchChannelPage = (channelNo: string) => read<ChannelPageView | null>('business/channelPageConfig/merc/getConfig', { channelNo: channelNo || undefined })

/** One pop-up or poster for an editor signed in to the CMS, whatever its schedule and limits. */
export const fetchPreview = (kind: CampaignKind, id: number) => read<PopupView | PosterView | null>('business/admin/campaignPreview', { kind, id })

/** Counts are best effort: a lost count never stands between the visitor and the page. */
function count(path: string, body: unknown): Promise<void> {
  return gateway.post(path, body, QUIET).then(
    () => undefined,
    () => undefined,
  )
}

export const countPopup = (id: number, what: 'view' | 'click') => count('notify/sysNotifyPopupBoxConfig/incrCount', what === 'view' ? { id, incrViewCount: 1 } : { id, incrClickCount: 1 })

export const countPoster = (posterId: number, what: 'view' | 'click') => count('business/posterConfig/merc/incrCount', [what === 'view' ? { posterId, incrViewCount: 1 } : { posterId, incrClickCount: 1 }])

/** Shows a message in the site's toaster (components/header/Toaster). */
export function toast(message: string): void {
  window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: { message } }))
}
