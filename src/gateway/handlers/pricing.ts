import type { RouteTable } from '../router'

export const pricingRoutes: RouteTable = {}
