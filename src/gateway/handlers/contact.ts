import type { RouteTable } from '../router'

export const contactRoutes: RouteTable = {}
