import type { RouteTable } from '../router'

export const aboutRoutes: RouteTable = {}
