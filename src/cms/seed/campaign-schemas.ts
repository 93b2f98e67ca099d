import { z } from 'zod'
import { BRAND_KEYS } from '@/brands/registry'
import { REMOTE_CONFIG_KEY } from '@/cms/collections/RemoteConfigs'
import { TRIGGER_PAGE_PATTERN } from '@/cms/collections/Popups'
import { LINK_PATTERN } from '@/blocks/shared'
import {
  CONFIG_KINDS,
  COUPON_TYPES,
  DISCOUNT_TYPES,
  POPUP_DISPLAY_STYLES,
  POPUP_IMAGE_OPTIONS,
  POPUP_LIMIT_TYPES,
  POPUP_MODULE_TYPES,
  POPUP_TRIGGER_TYPES,
  POSTER_SHOW_TYPES,
} from '@/services/campaigns/constants'
import { imageFile, localizedText } from './schemas'

/**
 * The shapes of the demo campaign files under content/campaigns/ (marketing channels,
 * remote configuration values, images, and each brand's pop-ups, posters and new-user
 * rewards), as zod schemas. Codes the CMS stores as numbers in strings are written in the
 * files as words (`limitType: onceADay`), so a file reads without a table of codes; the
 * schemas turn them into the CMS values. Objects are strict: a misspelt field name is an
 * error, not a silently dropped value.
 */

/** A text that must say something. */
const text = localizedText.shape.cn

/** Where a campaign link may point: a site path or an http(s) address (what the CMS accepts). */
const link = z.string().regex(LINK_PATTERN, 'expected a site path (/lz/price) or an http(s) address')

/** A channel code as it arrives in `channelNo` / `channelCode`. */
export const channelCode = z.string().regex(/^[\w-]{1,64}$/, 'expected a channel code: letters, digits, _ and -, at most 64')

/** A moment with its offset, e.g. 2026-11-20T00:00:00+08:00 (China time): never a bare local time. */
const moment = z.iso.datetime({ offset: true, error: 'expected a date and time with its offset, such as 2026-11-20T00:00:00+08:00' })


/** A word for a code: the file says `onceADay`, the CMS stores "0". */
function code<const T extends Record<string, number>>(codes: T) {
  const words = Object.keys(codes) as [keyof T & string, ...(keyof T & string)[]]
  return z.enum(words).transform((word) => String(codes[word]))
}

const sort = z.number().int().nonnegative()

/** When a campaign runs and whom it targets (channel codes of channels.yaml; none: every visitor). */
const schedule = {
  startsAt: moment,
  endsAt: moment,
  channels: z.array(channelCode).optional(),
  sort: sort.optional(),
  enabled: z.boolean().optional(),
}

const endsAfterStart = { message: 'the end must come after the start', path: ['endsAt'] }
const runsForward = (campaign: { startsAt: string; endsAt: string }) => Date.parse(campaign.endsAt) > Date.parse(campaign.startsAt)

// --- channels.yaml -----------------------------------------------------------------------

export const channelSchema = z
  .object({
    code: channelCode,
    name: localizedText,
    description: localizedText,
    /** The brands that use the channel; left out: every brand. */
    brands: z.array(z.enum(BRAND_KEYS)).min(1).optional(),
    sort: sort.optional(),
    enabled: z.boolean().optional(),
  })
  .strict()

export const channelsFileSchema = z
  .array(channelSchema)
  .min(1)
  .superRefine((channels, ctx) => {
    const seen = new Set<string>()
    channels.forEach((channel, i) => {
      if (seen.has(channel.code)) ctx.addIssue({ code: 'custom', message: `the channel code ${channel.code} is listed twice`, path: [i, 'code'] })
      seen.add(channel.code)
    })
  })

// --- remote-configs.yaml -----------------------------------------------------------------

type Json = string | number | boolean | null | Json[] | { [key: string]: Json }
const json: z.ZodType<Json> = z.lazy(() => z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(json), z.record(z.string(), json)]))

export const remoteConfigSchema = z
  .object({
    key: z.string().regex(REMOTE_CONFIG_KEY, 'expected a key: a letter first, then letters, digits, ., _ and -, at most 80'),
    /** The brand the value is for; left out: every brand (a brand's own value wins over it). */
    brand: z.enum(BRAND_KEYS).optional(),
    value: json.refine((value) => value !== null, 'expected a JSON value (null is not one)'),
    /** What the value controls, for the administrators who change it. */
    description: text,
    /** Readable by visitors' browsers (default); false: the server's own setting. */
    public: z.boolean().optional(),
    enabled: z.boolean().optional(),
  })
  .strict()

export const remoteConfigsFileSchema = z
  .array(remoteConfigSchema)
  .min(1)
  .superRefine((configs, ctx) => {
    const seen = new Set<string>()
    configs.forEach((config, i) => {
      const id = `${config.key}/${config.brand ?? '*'}`
      if (seen.has(id)) ctx.addIssue({ code: 'custom', message: `${config.key} is given twice for ${config.brand ?? 'every brand'}`, path: [i, 'key'] })
      seen.add(id)
    })
  })

// --- <brand>.yaml ------------------------------------------------------------------------

const LIMIT_TYPES = { onceADay: POPUP_LIMIT_TYPES.ONCE_A_DAY, always: POPUP_LIMIT_TYPES.ALWAYS, onceEver: POPUP_LIMIT_TYPES.ONCE_EVER }
const MODULE_TYPES = { officialSite: POPUP_MODULE_TYPES.OFFICIAL_SITE, workbench: POPUP_MODULE_TYPES.WORKBENCH }
const TRIGGER_TYPES = { onArrival: POPUP_TRIGGER_TYPES.ON_ARRIVAL, afterDelay: POPUP_TRIGGER_TYPES.AFTER_DELAY }
const DISPLAY_STYLES = { image: POPUP_DISPLAY_STYLES.IMAGE, text: POPUP_DISPLAY_STYLES.TEXT, imageAndText: POPUP_DISPLAY_STYLES.IMAGE_AND_TEXT }
const IMAGE_CLICKS = { nothing: POPUP_IMAGE_OPTIONS.NONE, openLink: POPUP_IMAGE_OPTIONS.JUMP }
const SHOW_TYPES = { sameTab: POSTER_SHOW_TYPES.SAME_TAB, newTab: POSTER_SHOW_TYPES.NEW_TAB }
const AWARD_TYPES = {
  coupon: COUPON_TYPES.COUPONS,
  couponPackage: COUPON_TYPES.COUPON_PACKAGE,
  serviceCoupon: COUPON_TYPES.SERVICE_COUPON,
  fullReduction: COUPON_TYPES.FULL_REDUCTION,
  bonusPoints: COUPON_TYPES.BONUS_POINTS,
}
const DISCOUNTS = { amount: DISCOUNT_TYPES.AMOUNT, rate: DISCOUNT_TYPES.RATE }
const CONFIG_TYPES = { common: CONFIG_KINDS.COMMON, custom: CONFIG_KINDS.CUSTOM }

export const popupSchema = z
  .object({
    /** Shown only in the CMS. */
    name: text,
    moduleType: code(MODULE_TYPES).default(String(POPUP_MODULE_TYPES.OFFICIAL_SITE)),
    limitType: code(LIMIT_TYPES),
    triggerType: code(TRIGGER_TYPES).default(String(POPUP_TRIGGER_TYPES.ON_ARRIVAL)),
    /** `homes`, a page path below the brand prefix (`VAT`, `news/*`), or `*`. */
    triggerPages: z.array(z.string().regex(TRIGGER_PAGE_PATTERN, 'expected homes, a page path such as VAT or news/*, or *')).min(1),
    displayStyle: code(DISPLAY_STYLES),
    imageClick: code(IMAGE_CLICKS).default(String(POPUP_IMAGE_OPTIONS.NONE)),
    imageLink: link.optional(),
    title: localizedText.optional(),
    content: localizedText.optional(),
    /** Markdown per language, stored as the editor's rich text. */
    contentRichText: localizedText.optional(),
    mainImage: imageFile.optional(),
    iconImage: imageFile.optional(),
    /** Up to three buttons; one without a link only closes the pop-up. */
    buttons: z.array(z.object({ name: localizedText, link: link.optional() }).strict()).max(3).optional(),
    ...schedule,
  })
  .strict()
  .refine(runsForward, endsAfterStart)
  .refine((popup) => popup.displayStyle === String(POPUP_DISPLAY_STYLES.TEXT) || !!popup.mainImage, { message: 'this display style shows the main image: name one', path: ['mainImage'] })
  .refine((popup) => popup.imageClick !== String(POPUP_IMAGE_OPTIONS.JUMP) || !!popup.imageLink, { message: 'the image opens a link: give imageLink', path: ['imageLink'] })
  .refine((popup) => popup.displayStyle === String(POPUP_DISPLAY_STYLES.IMAGE) || !!(popup.title || popup.content || popup.contentRichText), {
    message: 'this display style shows a text: give a title or content',
    path: ['title'],
  })

export const posterSchema = z
  .object({
    name: text,
    image: imageFile,
    /** What the poster says, for screen readers. */
    alt: localizedText,
    link: link.optional(),
    showType: code(SHOW_TYPES).default(String(POSTER_SHOW_TYPES.SAME_TAB)),
    ...schedule,
  })
  .strict()
  .refine(runsForward, endsAfterStart)

const awardSchema = z
  .object({
    type: code(AWARD_TYPES),
    discount: code(DISCOUNTS).default(String(DISCOUNT_TYPES.AMOUNT)),
    count: z.number().int().min(1).max(100).default(1),
    /** Yuan off, or a rate (8 = 20 % off) when `discount: rate`. */
    amount: z.number().min(0).max(100000).optional(),
    /** The minimum order of a full reduction, in yuan. */
    threshold: z.number().min(0).max(1000000).optional(),
    /** The points of a bonus-points award. */
    points: z.number().int().min(1).max(1000000).optional(),
    /** The service a service coupon pays for. */
    service: localizedText.optional(),
  })
  .strict()
  .refine((award) => award.type !== String(COUPON_TYPES.FULL_REDUCTION) || (award.threshold !== undefined && award.amount !== undefined), {
    message: 'a full reduction needs an amount and a threshold',
    path: ['threshold'],
  })
  .refine((award) => award.type !== String(COUPON_TYPES.SERVICE_COUPON) || !!award.service, { message: 'a service coupon names its service', path: ['service'] })
  .refine((award) => award.type !== String(COUPON_TYPES.BONUS_POINTS) || award.points !== undefined, { message: 'bonus points need points', path: ['points'] })
  .refine((award) => [String(COUPON_TYPES.BONUS_POINTS), String(COUPON_TYPES.SERVICE_COUPON)].includes(award.type) || award.amount !== undefined, {
    message: 'a coupon needs an amount',
    path: ['amount'],
  })
  .refine((award) => award.discount !== String(DISCOUNT_TYPES.RATE) || (award.amount !== undefined && award.amount > 0 && award.amount < 10), {
    message: 'a rate is between 0 and 10 (8 = 20 % off)',
    path: ['amount'],
  })

export const channelPageSchema = z
  .object({
    name: text,
    configType: code(CONFIG_TYPES),
    floatImage: imageFile,
    floatAlt: localizedText,
    modalTitle: localizedText,
    modalIntro: localizedText.optional(),
    packages: z.array(z.object({ platform: localizedText, awards: z.array(awardSchema).min(1) }).strict()).min(1),
    ...schedule,
  })
  .strict()
  .refine(runsForward, endsAfterStart)
  .refine((config) => config.configType !== String(CONFIG_KINDS.CUSTOM) || (config.channels?.length ?? 0) > 0, { message: 'a custom config names at least one channel', path: ['channels'] })

export const brandCampaignsSchema = z
  .object({
    popups: z.array(popupSchema).optional(),
    posters: z.array(posterSchema).optional(),
    channelPages: z.array(channelPageSchema).optional(),
  })
  .strict()

export type ChannelSeed = z.output<typeof channelSchema>
export type RemoteConfigSeed = z.output<typeof remoteConfigSchema>
export type PopupSeed = z.output<typeof popupSchema>
export type PosterSeed = z.output<typeof posterSchema>
export type ChannelPageSeed = z.output<typeof channelPageSchema>
export type BrandCampaignsSeed = z.output<typeof brandCampaignsSchema>
