import { z } from 'zod'
import { CAMPAIGN_KINDS, POSTER_QUERY, REMOTE_CONFIG_KEY_PATTERN, type CampaignKind } from '@/services/campaigns/constants'
import { countOnce, takeCountAllowance, visitorKey, type CountAction } from '@/services/campaigns/counters'
import { activityView, channelPageConfig, findLivePopup, findLivePoster, livePopups, livePosters, marketingItems, registerAwards, type Audience } from '@/services/campaigns/live'
import { previewCampaign } from '@/services/campaigns/preview'
import { channelsOfBrand, ecologyCenter, publicConfigValue } from '@/services/campaigns/shared'
import type { CountResult, PosterCountResult } from '@/services/campaigns/types'
import type { GatewayContext } from '../context'
import { CODES, GatewayFailure, notFoundFailure } from '../envelope'
import { gatewayMessage } from '../messages'
import { route, type RouteTable } from '../router'
import { langQuery } from './officialQuery'

/** A channel code as links carry it (`channelNo` or `channelCode`). */
const channelCode = z.string().regex(/^[\w-]{1,64}$/)
/** An id in a query: digits only, so `abc` is refused rather than read as nothing. */
const numericId = z.string().regex(/^\d{1,12}$/).transform(Number)
// The browser sends ids as numbers; a numeric string is the same id.
const bodyId = z.union([z.number().int().positive().max(1e12), numericId.refine((n) => n > 0)])

function audience(ctx: GatewayContext, lang: GatewayContext['locale'] | undefined, channel: string | undefined): Audience {
  return { brand: ctx.brand.key, locale: lang ?? ctx.locale, channel: channel ?? ctx.channelNo, now: Date.now() }
}

/** A count: exactly one of incrViewCount / incrClickCount, and it is 1. */
const oneCount = { incrViewCount: z.literal(1).optional(), incrClickCount: z.literal(1).optional() }
const exactlyOne = (c: { incrViewCount?: 1; incrClickCount?: 1 }) => (c.incrViewCount === undefined) !== (c.incrClickCount === undefined)
const ONE_COUNT = 'give exactly one of incrViewCount and incrClickCount, with the value 1'
const actionOf = (c: { incrViewCount?: 1 }): CountAction => (c.incrViewCount ? 'view' : 'click')

const popupCountBody = z.object({ id: bodyId, ...oneCount }).refine(exactlyOne, ONE_COUNT)
const posterCountBody = z.array(z.object({ posterId: bodyId, ...oneCount }).refine(exactlyOne, ONE_COUNT)).min(1).max(10)

async function chargeCounts(ctx: GatewayContext, items: number) {
  const allowance = await takeCountAllowance(ctx.ip, items)
  if (!allowance.allowed) throw new GatewayFailure(429, CODES.TOO_MANY_REQUESTS, gatewayMessage('countLimited', ctx.locale), { retryAfter: allowance.retryAfter })
}

async function count(kind: CampaignKind, id: number, action: CountAction, ctx: GatewayContext, now: number): Promise<CountResult> {
  return { counted: await countOnce(kind, id, ctx.brand.key, action, visitorKey(ctx.ip, ctx.deviceId), now) }
}

const posterListQuery = langQuery.extend({
  module: numericId.optional(),
  status: numericId.optional(),
  showPosition: z.string().regex(/^\d{1,6}$/).optional(),
  channelNo: channelCode.optional(),
})

const registerAwardQuery = langQuery.extend({
  channelNo: channelCode.optional(),
  channelCode: channelCode.optional(),
  deviceId: z.string().regex(/^[0-9a-fA-F]{32}$/).optional(),
  reqType: z.literal('1').optional(),
})

function activityRoute(key: string) {
  return route('GET', langQuery, async (q, ctx) => {
    const locale = q.lang ?? ctx.locale
    const view = await activityView(ctx.brand.key, locale, key, Date.now())
    if (!view) throw notFoundFailure(gatewayMessage('activityNotFound', locale))
    return view
  })
}

/** Pop-ups, posters, channel pages (new-user rewards), activities and their figures. */
export const campaignRoutes: RouteTable = {
  'business/admin/sysNotifyPopupBoxConfig/getOfficialPopupBox': route('GET', langQuery.extend({ channelNo: channelCode.optional() }), (q, ctx) => livePopups(audience(ctx, q.lang, q.channelNo))),

  'notify/sysNotifyPopupBoxConfig/incrCount': route('POST', popupCountBody, async (body, ctx) => {
    const now = Date.now()
    await chargeCounts(ctx, 1)
    if (!(await findLivePopup(ctx.brand.key, body.id, now))) throw notFoundFailure(gatewayMessage('popupNotFound', ctx.locale, { id: body.id }))
    return count('popup', body.id, actionOf(body), ctx, now)
  }),

  'business/posterConfig/merc/list': route('GET', posterListQuery, (q, ctx) =>
    livePosters(audience(ctx, q.lang, q.channelNo), { module: q.module ?? POSTER_QUERY.module, status: q.status ?? POSTER_QUERY.status, showPosition: q.showPosition ?? POSTER_QUERY.showPosition }),
  ),

  'business/posterConfig/merc/findOister': route('GET', langQuery.extend({ posterId: numericId }), async (q, ctx) => {
    const locale = q.lang ?? ctx.locale
    const poster = await findLivePoster(ctx.brand.key, locale, q.posterId, Date.now())
    if (!poster) throw notFoundFailure(gatewayMessage('posterNotFound', locale, { id: q.posterId }))
    return poster
  }),

  // A batch: the home page reports the views and clicks of its posters together. Every id
  // is checked before anything counts, so a batch naming an unknown poster counts nothing.
  'business/posterConfig/merc/incrCount': route(
    'POST',
    posterCountBody,
    async (items, ctx) => {
      const now = Date.now()
      await chargeCounts(ctx, items.length)
      for (const item of items) {
        if (!(await findLivePoster(ctx.brand.key, ctx.locale, item.posterId, now))) throw notFoundFailure(gatewayMessage('posterNotFound', ctx.locale, { id: item.posterId }))
      }
      const results: PosterCountResult['items'] = []
      for (const item of items) results.push({ posterId: item.posterId, ...(await count('poster', item.posterId, actionOf(item), ctx, now)) })
      return { counted: results.some((r) => r.counted), items: results } satisfies PosterCountResult
    },
    { arrayBody: true },
  ),

  'business/channelPageConfig/merc/getConfig': route('GET', langQuery.extend({ channelNo: channelCode.optional() }), (q, ctx) => channelPageConfig(audience(ctx, q.lang, q.channelNo))),

  'business/channelPageConfig/merc/getRegisterAward': route('GET', registerAwardQuery, (q, ctx) => registerAwards(audience(ctx, q.lang, q.channelNo ?? q.channelCode))),

  'business/activity/act618Page': activityRoute('618'),
  'order/activity/year3Page': activityRoute('year3'),

  'business/merc/popMarket/list': route('GET', langQuery, (q, ctx) => marketingItems(ctx.brand.key, q.lang ?? ctx.locale, Date.now())),

  'business/officialQuery/getEcologyCenter': route('GET', langQuery, (q, ctx) => ecologyCenter(ctx.brand.key, q.lang ?? ctx.locale)),

  'business/biz/remote/config/getByKey': route('GET', z.object({ key: z.string().regex(REMOTE_CONFIG_KEY_PATTERN) }), async (q, ctx) => {
    const found = await publicConfigValue(ctx.brand.key, q.key)
    if (!found) throw notFoundFailure(gatewayMessage('remoteConfigNotFound', ctx.locale, { key: q.key }))
    return found
  }),

  'channel/sysChannelManagelist/allList': route('GET', langQuery, (q, ctx) => channelsOfBrand(ctx.brand.key, q.lang ?? ctx.locale)),

  'business/admin/campaignPreview': route('GET', langQuery.extend({ kind: z.enum(CAMPAIGN_KINDS), id: numericId }), async (q, ctx) => {
    const locale = q.lang ?? ctx.locale
    const result = await previewCampaign(q.kind, q.id, ctx.headers, locale)
    if (result.ok) return result.view
    if (result.reason === 'signedOut') throw new GatewayFailure(401, CODES.UNAUTHORIZED, gatewayMessage('staffLoginRequired', locale))
    if (result.reason === 'forbidden') throw new GatewayFailure(403, CODES.FORBIDDEN, gatewayMessage('previewForbidden', locale))
    throw notFoundFailure(gatewayMessage('campaignNotFound', locale, { id: q.id }))
  }),
}
