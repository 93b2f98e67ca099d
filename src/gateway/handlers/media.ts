import type { RouteTable } from '../router'

export const mediaRoutes: RouteTable = {}
