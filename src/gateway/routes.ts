import { accountRoutes } from './handlers/account'
import { businessRoutes } from './handlers/business'
import { officialQueryRoutes } from './handlers/officialQuery'
import { surveyRoutes } from './handlers/survey'
import { systemRoutes } from './handlers/system'
import { aboutRoutes } from './handlers/about'
import { contactRoutes } from './handlers/contact'
import { helpRoutes } from './handlers/help'
import { iprRoutes } from './handlers/ipr'
import { mediaRoutes } from './handlers/media'
import { pricingRoutes } from './handlers/pricing'
import type { RouteTable } from './router'

/** Every gateway path, relative to /gateway. */
export const gatewayRoutes: RouteTable = {
  ...officialQueryRoutes,
  ...systemRoutes,
  ...businessRoutes,
  ...accountRoutes,
  ...surveyRoutes,
  ...pricingRoutes,
  ...helpRoutes,
  ...mediaRoutes,
  ...aboutRoutes,
  ...contactRoutes,
  ...iprRoutes,
}
