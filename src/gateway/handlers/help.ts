import type { RouteTable } from '../router'

export const helpRoutes: RouteTable = {}
