import 'server-only'
import { BRAND_ROUTES, publicPath, type BrandKey, type Locale } from '@/brands/registry'
import { partition } from './partition'
import { describeAward } from './awards'
import { ACTIVITY_STATUS, CONFIG_KINDS, POSTER_QUERY, type ActivityKind } from './constants'
import { isRunning, reachesChannel, scheduleStatus } from './schedule'
import { getActivityCampaigns, getChannelPageCampaigns, getPopupCampaigns, getPosterCampaigns, type ChannelPageCampaign } from './store'
import type { ActivityView, ChannelPageView, MarketingItem, PopupView, PosterView, RewardPackageView } from './types'

/** Who is looking, and when: the brand, the language of the answer, the visitor's channel and the clock. */
export interface Audience {
  brand: BrandKey
  locale: Locale
  channel: string | null
  now: number
}

/** getOfficialPopupBox: the pop-ups running now for this visitor's channel, first to show first. */
export async function livePopups(a: Audience): Promise<PopupView[]> {
  return (await getPopupCampaigns(a.brand, a.locale)).filter((c) => isRunning(c, a.now) && reachesChannel(c.channels, a.channel)).map((c) => c.view)
}

/** A pop-up that may be counted: the brand's, enabled and running (whatever the channel). */
export async function findLivePopup(brand: BrandKey, id: number, now: number): Promise<PopupView | null> {
  return (await getPopupCampaigns(brand, 'cn')).find((c) => c.id === id && isRunning(c, now))?.view ?? null
}

/** posterConfig/merc/list: the home page posters running now for the visitor's channel; another module, status or position has none. */
export async function livePosters(a: Audience, query: { module: number; status: number; showPosition: string }): Promise<PosterView[]> {
  if (query.module !== POSTER_QUERY.module || query.status !== POSTER_QUERY.status || query.showPosition !== POSTER_QUERY.showPosition) return []
  return (await getPosterCampaigns(a.brand, a.locale))
    .filter((c) => c.module === query.module && c.showPosition === query.showPosition && isRunning(c, a.now) && reachesChannel(c.channels, a.channel))
    .map((c) => c.view)
}

/** One running poster of the brand (findOister, and the posters a count may name). */
export async function findLivePoster(brand: BrandKey, locale: Locale, id: number, now: number): Promise<PosterView | null> {
  return (await getPosterCampaigns(brand, locale)).find((c) => c.id === id && isRunning(c, now))?.view ?? null
}

/** The channel page config that applies: a running custom config naming the channel wins over a running common one. */
export async function applyingChannelPage(a: Audience): Promise<ChannelPageCampaign | null> {
  const running = (await getChannelPageCampaigns(a.brand, a.locale)).filter((c) => isRunning(c, a.now))
  const [custom, common] = partition(running, (c) => c.configType === CONFIG_KINDS.CUSTOM)
  return custom.find((c) => a.channel !== null && c.channels.includes(a.channel)) ?? common[0] ?? null
}

export async function channelPageConfig(a: Audience): Promise<ChannelPageView | null> {
  const config = await applyingChannelPage(a)
  if (!config?.view.floatImage) return null
  return { id: config.id, configType: config.configType as ChannelPageView['configType'], floatImage: config.view.floatImage, modalTitle: config.view.modalTitle, modalIntro: config.view.modalIntro }
}

export async function registerAwards(a: Audience): Promise<RewardPackageView[]> {
  const config = await applyingChannelPage(a)
  return (config?.packages ?? []).map((p) => ({ platform: p.platform, awardList: p.awardList.map((award) => describeAward(award, a.locale)) }))
}

/** act618Page, year3Page: the brand's activity with this key and where it stands now; null when the brand has none. */
export async function activityView(brand: BrandKey, locale: Locale, key: string, now: number): Promise<ActivityView | null> {
  const activity = (await getActivityCampaigns(brand, locale)).find((c) => c.key === key)
  if (!activity) return null
  return {
    key: activity.key,
    kind: activity.kind as ActivityKind,
    title: activity.title,
    summary: activity.summary,
    startTime: activity.startsAt,
    endTime: activity.endsAt,
    status: scheduleStatus(activity, now),
    serverTime: new Date(now).toISOString(),
    pagePath: publicPath(BRAND_ROUTES[brand], locale, activity.page),
  }
}

/** popMarket/list: every enabled pop-up, poster and activity of the brand that is running or still to come, by start. */
export async function marketingItems(brand: BrandKey, locale: Locale, now: number): Promise<MarketingItem[]> {
  const [popups, posters, activities] = await Promise.all([getPopupCampaigns(brand, locale), getPosterCampaigns(brand, locale), getActivityCampaigns(brand, locale)])
  const items: MarketingItem[] = [
    ...popups.map((c) => ({ kind: 'popup' as const, id: c.id, title: c.view.title ?? c.view.buttonDetailList[0]?.buttonName ?? '', link: c.view.imgJumpUrl ?? c.view.buttonDetailList.find((b) => b.buttonUrl)?.buttonUrl ?? null, startTime: c.startsAt, endTime: c.endsAt, status: scheduleStatus(c, now) })),
    ...posters.map((c) => ({ kind: 'poster' as const, id: c.id, title: c.view.posterImg.alt, link: c.view.showWay, startTime: c.startsAt, endTime: c.endsAt, status: scheduleStatus(c, now) })),
    ...activities.map((c) => ({ kind: 'activity' as const, id: c.id, title: c.title, link: publicPath(BRAND_ROUTES[brand], locale, c.page), startTime: c.startsAt, endTime: c.endsAt, status: scheduleStatus(c, now) })),
  ]
  return items.filter((i) => i.status !== ACTIVITY_STATUS.OVER).sort((x, y) => new Date(x.startTime).getTime() - new Date(y.startTime).getTime() || x.kind.localeCompare(y.kind) || x.id - y.id)
}
