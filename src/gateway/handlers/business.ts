import { isForeignVisitor } from '@/services/geo'
import { route, type RouteTable } from '../router'

/** /business/... — merchant-facing helpers. */
export const businessRoutes: RouteTable = {
  'business/merc/sys/getIsForeignIp': route('GET', undefined, async (_q, ctx) => isForeignVisitor(ctx.headers, ctx.ip)),
}
