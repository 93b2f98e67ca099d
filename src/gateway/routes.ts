import { accountRoutes } from './handlers/account'
import { businessRoutes } from './handlers/business'
import { officialQueryRoutes } from './handlers/officialQuery'
import { surveyRoutes } from './handlers/survey'
import { systemRoutes } from './handlers/system'
import type { RouteTable } from './router'

/** Every gateway path (spec 7), relative to /gateway. */
export const gatewayRoutes: RouteTable = {
  ...officialQueryRoutes,
  ...systemRoutes,
  ...businessRoutes,
  ...accountRoutes,
  ...surveyRoutes,
}
