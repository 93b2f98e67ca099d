import { accountRoutes } from './handlers/account'
import { businessRoutes } from './handlers/business'
import { campaignRoutes } from './handlers/campaigns'
import { officialQueryRoutes } from './handlers/officialQuery'
import { surveyRoutes } from './handlers/survey'
import { systemRoutes } from './handlers/system'
import { trackerRoutes } from './handlers/tracker'
import { aboutRoutes } from './handlers/about'
import { contactRoutes } from './handlers/contact'
import { helpRoutes } from './handlers/help'
import { iprRoutes } from './handlers/ipr'
import { mediaRoutes } from './handlers/media'
import { pricingRoutes } from './handlers/pricing'
import { chtcoAliases, schoolRoutes } from './handlers/school'
import type { RouteTable } from './router'

/** The calls of every brand, the brand following the request (platform header, host). */
const sharedRoutes: RouteTable = {
  ...officialQueryRoutes,
  ...systemRoutes,
  ...businessRoutes,
  ...accountRoutes,
  ...trackerRoutes,
  ...surveyRoutes,
  ...pricingRoutes,
  ...helpRoutes,
  ...mediaRoutes,
  ...aboutRoutes,
  ...contactRoutes,
  ...iprRoutes,
  ...campaignRoutes,
}

/**
 * Every gateway path, relative to /gateway: the shared calls, then the corporate brand's
 * under chtco/ (its knowledge centre, and the official calls answered for it).
 */
export const gatewayRoutes: RouteTable = {
  ...sharedRoutes,
  ...chtcoAliases(sharedRoutes),
  ...schoolRoutes,
}
