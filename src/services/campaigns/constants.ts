/**
 * The marketing layer's codes, as the gateway sends them and the browser reads them.
 * Stored as strings in the CMS (select options), answered as numbers where the calls
 * use numbers.
 */

/** Where a pop-up runs: 1 the official site (the only module this site shows), 2 the workbench. */
export const POPUP_MODULE_TYPES = { OFFICIAL_SITE: 1, WORKBENCH: 2 } as const

/** How often one visitor sees a pop-up: 0 once a day, 1 on every visit of a trigger page, 2 once ever. */
export const POPUP_LIMIT_TYPES = { ONCE_A_DAY: 0, ALWAYS: 1, ONCE_EVER: 2 } as const
export type PopupLimitType = (typeof POPUP_LIMIT_TYPES)[keyof typeof POPUP_LIMIT_TYPES]

/** When a pop-up opens on a trigger page: 1 on arrival, 2 after the visitor stayed 10 seconds. */
export const POPUP_TRIGGER_TYPES = { ON_ARRIVAL: 1, AFTER_DELAY: 2 } as const
export const POPUP_TRIGGER_DELAY_MS = 10_000

/** What a pop-up shows: 1 the main image only, 2 title, text and buttons, 3 image above text and buttons. */
export const POPUP_DISPLAY_STYLES = { IMAGE: 1, TEXT: 2, IMAGE_AND_TEXT: 3 } as const

/** What a click on the main image does: 1 nothing, 2 opens imgJumpUrl. */
export const POPUP_IMAGE_OPTIONS = { NONE: 1, JUMP: 2 } as const

/** The home page poster: module 1 (home), status 1 (live), position "40" (the modal over the home page). */
export const POSTER_QUERY = { module: 1, status: 1, showPosition: '40' } as const
/** How a poster's link opens: 1 in the same tab, 2 in a new tab. */
export const POSTER_SHOW_TYPES = { SAME_TAB: 1, NEW_TAB: 2 } as const

/** Poster display limits per visitor, counted in the browser per local day. */
export const POSTER_MAX_PER_DAY = 3
export const POSTER_MIN_GAP_MS = 60 * 60 * 1000

export const ACTIVITY_STATUS = { NOT_STARTED: 0, PROCESSING: 1, OVER: 2 } as const
export type ActivityStatus = (typeof ACTIVITY_STATUS)[keyof typeof ACTIVITY_STATUS]

export const ACTIVITY_KINDS = ['invite', 'register', 'fullFree', 'zeroSecondKill', 'thirtyPercentOff', 'setMeal', 'couponCenter', 'trademark'] as const
export type ActivityKind = (typeof ACTIVITY_KINDS)[number]

export const COUPON_TYPES = { COUPONS: 0, COUPON_PACKAGE: 1, SERVICE_COUPON: 2, FULL_REDUCTION: 3, BONUS_POINTS: 4 } as const
export type CouponType = (typeof COUPON_TYPES)[keyof typeof COUPON_TYPES]

/** A channel page config applies to every channel (COMMON) or to the channels it names (CUSTOM). */
export const CONFIG_KINDS = { COMMON: 1, CUSTOM: 2 } as const

/** How an award's value is given: 0 an amount off in yuan, 1 a discount rate (8 = 20 % off). */
export const DISCOUNT_TYPES = { AMOUNT: 0, RATE: 1 } as const

/** The channel value the TH variant sets on the question-answer page and clears elsewhere. */
export const TH_CHANNEL = 'hgzn'

export const CAMPAIGN_KINDS = ['popup', 'poster'] as const
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number]

/** A remote configuration key as the CMS accepts it: a letter, then letters, digits, `.`, `_` and `-`, at most 80. */
export const REMOTE_CONFIG_KEY_PATTERN = /^[A-Za-z][\w.-]{0,79}$/

/** The query that makes a page's campaign island show one campaign to a signed-in editor. */
export const PREVIEW_PARAM = 'campaignPreview'
export const PREVIEW_VALUE = /^(popup|poster)-(\d{1,12})$/

export function previewValue(kind: CampaignKind, id: number | string): string {
  return `${kind}-${id}`
}

/** Where a campaign page's lead form sends: a contact message filed as a lead. */
export const LEAD_ENDPOINT = 'business/biz/aws/retainCapital/submit'
