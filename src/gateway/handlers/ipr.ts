import type { RouteTable } from '../router'

export const iprRoutes: RouteTable = {}
