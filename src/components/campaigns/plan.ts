import type { BrandKey, Locale } from '@/brands/registry'
import { browserCookie } from '@/lib/browser-cookie'
import { getDeviceId } from '@/lib/gateway-client/device-id'
import type { ChannelPageView, PopupView, PosterView, RewardPackageView } from '@/services/campaigns/types'
import { fetchChannelPage, fetchPopups, fetchPosters, fetchPreview, fetchRegisterAward, toast } from './campaign-api'
import { currentPage, isHomePage } from './page-match'
import { choosePopup, popupDelayMs } from './popup-rules'
import { posterAllowed } from './poster-rules'
import { popupShownAt, posterMemory } from './storage'
import { loadCampaignTexts } from './texts'
import { isThVisit, visitChannel, type PreviewRequest } from './visit-rules'

/**
 * What the campaign islands show on the page in view, decided in the browser after load
 * (loaded by CampaignHost when the browser is idle): the calls, the rules and the
 * visitor's memory together. Nothing here renders.
 */

export type CampaignShow = { kind: 'popup'; popup: PopupView; preview: boolean; delayMs: number } | { kind: 'poster'; poster: PosterView; preview: boolean }

export interface PageVisit {
  brandKey: BrandKey
  locale: Locale
  pathname: string
  search: string
  now: Date
  popup: boolean
  poster: boolean
  preview: PreviewRequest | null
}

// One read per page load: a visitor moving between pages in the browser asks again only after a reload.
let popupsOnce: ReturnType<typeof fetchPopups> | null = null
let postersOnce: ReturnType<typeof fetchPosters> | null = null

async function say(locale: Locale, pick: (t: Awaited<ReturnType<typeof loadCampaignTexts>>) => string): Promise<void> {
  toast(pick(await loadCampaignTexts(locale)))
}

/** The pop-up and poster to show on this page, in order: never two at once, the pop-up first. */
export async function planPage(visit: PageVisit): Promise<CampaignShow[]> {
  if (visit.preview) return planPreview(visit.preview, visit.locale)
  const page = currentPage(visit.pathname, visit.brandKey)
  const wantPoster = visit.poster && isHomePage(page)
  const channel = visitChannel(visit.search, browserCookie)
  popupsOnce ??= visit.popup ? fetchPopups(channel) : null
  postersOnce ??= wantPoster ? fetchPosters(channel) : null
  const [popups, posters] = await Promise.all([visit.popup ? popupsOnce : null, wantPoster ? postersOnce : null])
  const shows: CampaignShow[] = []

  if (popups && !popups.ok) {
    popupsOnce = null
    if (popups.reason === 'unreachable') await say(visit.locale, (t) => t.systemBusy)
    else await say(visit.locale, (t) => (popups.reason === 'refused' && popups.msg) || t.popupFailed)
  } else if (popups?.ok) {
    const popup = choosePopup(Array.isArray(popups.data) ? popups.data : [], page, popupShownAt, visit.now)
    if (popup) shows.push({ kind: 'popup', popup, preview: false, delayMs: popupDelayMs(popup) })
  }

  // The poster's failures stay quiet: the home page is whole without it.
  const poster = posters?.ok && Array.isArray(posters.data) ? posters.data[0] : undefined
  if (poster && posterAllowed(posterMemory(visit.brandKey), visit.now)) shows.push({ kind: 'poster', poster, preview: false })
  return shows
}

async function planPreview(preview: PreviewRequest, locale: Locale): Promise<CampaignShow[]> {
  const answer = await fetchPreview(preview.kind, preview.id)
  if (!answer.ok) {
    await say(locale, (t) => (answer.reason === 'unauthorized' ? t.previewNeedsLogin : (answer.reason === 'refused' && answer.msg) || t.previewFailed))
    return []
  }
  const data = answer.data
  if (!data) return []
  if (preview.kind === 'poster' && 'posterId' in data) return [{ kind: 'poster', poster: data, preview: true }]
  if (preview.kind === 'popup' && 'triggerPages' in data) return [{ kind: 'popup', popup: data, preview: true, delayMs: 0 }]
  return []
}

export interface RewardGuidePlan {
  packages: RewardPackageView[]
  config: ChannelPageView
}

/** The new-user reward guide: none for a TH visit, none without a reward package, none without its floating image. */
export async function planRewardGuide(search: string): Promise<RewardGuidePlan | null> {
  if (isThVisit(search)) return null
  const channel = visitChannel(search, browserCookie)
  let deviceId: string
  try {
    deviceId = getDeviceId(window.localStorage)
  } catch {
    deviceId = getDeviceId(null)
  }
  const awards = await fetchRegisterAward(channel, deviceId)
  const packages = awards.ok && Array.isArray(awards.data) ? awards.data.filter((p) => p.awardList?.length) : []
  if (!packages.length) return null
  const config = await fetchChannelPage(channel)
  if (!config.ok || !config.data?.floatImage?.url) return null
  return { packages, config: config.data }
}
