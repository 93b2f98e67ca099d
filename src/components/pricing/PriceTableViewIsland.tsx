'use client'

import { hydrateLater } from '../ui/hydrate-later'

/** The view's module for the server's render; null in the browser's bundle (ui/hydrate-later.tsx). */
const server = typeof window === 'undefined' ? await import('./PriceTableView') : null

/**
 * The price table's renderer as its own chunk, loaded by the pages with a price table
 * (imported straight from a server component, it would join the chunks every page of the
 * route loads). The chunk starts loading as soon as this module runs: the table hydrates
 * with the page, not when it settles.
 */
export const PriceTableView = hydrateLater(() => import('./PriceTableView').then((module) => module.PriceTableView), server?.PriceTableView, 'now')
