import { z } from 'zod'
import { LOCALES } from '@/brands/registry'
import { recordVisitorEvents, visitorRecordSchema } from '@/services/analytics/visitor-events'
import { getPageConfigs } from '@/services/content/pages'
import { consume } from '@/services/rate-limit'
import { accepted, analyticsId } from '../client-values'
import { CODES, GatewayFailure } from '../envelope'
import { gatewayMessage } from '../messages'
import { route, type RouteTable } from '../router'

/** /system/... — page configuration and analytics. */
export const systemRoutes: RouteTable = {
  'system/pageConfig/allInfo': route('GET', z.object({ lang: z.enum(LOCALES).optional() }), (q, ctx) => getPageConfigs(ctx.brand.key, q.lang ?? ctx.locale)),
  'system/api/visitor/record': route('POST', visitorRecordSchema, async (body, ctx) => {
    // Events are cheap to send and cost a write each: 240 per minute per address.
    const limit = await consume('visitor-record', ctx.ip, 240, 60, body.events.length)
    if (!limit.allowed) throw new GatewayFailure(429, CODES.TOO_MANY_REQUESTS, gatewayMessage('tooManyRequests', ctx.locale), { retryAfter: limit.retryAfter })
    // The distinct-id header is stored with each event, so it must look like an id.
    return recordVisitorEvents(ctx.brand.key, accepted(analyticsId, ctx.distinctId) ?? null, body)
  }),
}
