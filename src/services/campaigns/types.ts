/**
 * What the marketing calls answer: the contract between the gateway handlers
 * (gateway/handlers/campaigns.ts) and the browser islands (components/campaigns/).
 * Types only, so client code may import them.
 */
import type { ActivityKind, ActivityStatus, CouponType } from './constants'

export interface ImageView {
  url: string
  width: number | null
  height: number | null
  alt: string
}

/** One pop-up ad (getOfficialPopupBox answers the live ones of the brand and channel, first to show first). */
export interface PopupView {
  id: number
  moduleType: number
  limitType: 0 | 1 | 2
  popupBoxTriggerType: 1 | 2
  /** `homes`, a page path (`VAT`, `news/*`) or `*`. */
  triggerPages: string[]
  displayStyle: 1 | 2 | 3
  imageOptionType: 1 | 2
  imgJumpUrl: string | null
  title: string | null
  /** HTML rendered on the server from the editor's rich text; null when empty. */
  titleRichText: string | null
  content: string | null
  contentRichText: string | null
  mainImg: ImageView | null
  iconImg: ImageView | null
  buttonDetailList: { buttonName: string; buttonUrl: string | null }[]
  startTime: string
  endTime: string
}

/** One home page poster (posterConfig/merc/list answers the live ones; the first is shown). */
export interface PosterView {
  posterId: number
  posterImg: ImageView
  /** Where a click goes; null: the poster only closes. */
  showWay: string | null
  /** 1 same tab, 2 new tab. */
  showType: 1 | 2
  startTime: string
  endTime: string
}

export interface AwardView {
  awardType: CouponType
  /** 0 amount in yuan, 1 discount rate. */
  discountType: 0 | 1
  count: number
  awardScore: number | null
  /** The value in words of the site's language: `¥200`, `8折`, `500 积分`; null when not a money award. */
  awardMoney: string | null
  /** What kind of award it is, in words: `满 1000 减 200`, `优惠券`, `服务券：欧盟 VAT 注册`. */
  couponTypeText: string
  threshold: number | null
  serviceName: string | null
}

/** getRegisterAward: one package per platform. */
export interface RewardPackageView {
  platform: string
  awardList: AwardView[]
}

/** getConfig: the channel page config that applies to the visitor's channel. */
export interface ChannelPageView {
  id: number
  /** 1 common, 2 custom. */
  configType: 1 | 2
  floatImage: ImageView
  modalTitle: string
  modalIntro: string | null
}

/** act618Page, year3Page: an activity and where it stands now. */
export interface ActivityView {
  key: string
  kind: ActivityKind
  title: string
  summary: string | null
  startTime: string
  endTime: string
  status: ActivityStatus
  serverTime: string
  /** The public path of its page (`/lz/anniversary`). */
  pagePath: string
}

/** popMarket/list: every campaign of the brand that is live or coming, one list. */
export interface MarketingItem {
  kind: 'popup' | 'poster' | 'activity'
  id: number
  title: string
  link: string | null
  startTime: string
  endTime: string
  status: ActivityStatus
}

/** allList: the marketing channels a brand uses. */
export interface ChannelView {
  code: string
  name: string
  description: string | null
}

/** One partner of the ecology centre. */
export interface EcologyPartnerView {
  friendId: string
  name: string
  summary: string
  website: string
  /** Its page on the site (`/lz/cooperative/{friendId}`). */
  path: string
}

/** getEcologyCenter: the brand's partners by category (category `''` holds those without one). */
export interface EcologyCenterView {
  groups: { category: string; partners: EcologyPartnerView[] }[]
}

/** incrCount answers: whether this call counted (a repeat by the same visitor on the same China day does not). */
export interface CountResult {
  counted: boolean
}

/** posterConfig/merc/incrCount: each poster's count in the order sent; `counted` when any of them counted. */
export interface PosterCountResult extends CountResult {
  items: { posterId: number; counted: boolean }[]
}
