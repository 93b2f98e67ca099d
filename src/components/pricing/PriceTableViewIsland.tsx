'use client'

import dynamic from 'next/dynamic'

/** The price table's renderer as its own chunk, loaded by the pages with a price table (imported straight from a server component, it would join the chunks every page of the route loads). */
export const PriceTableView = dynamic(() => import('./PriceTableView').then((module) => module.PriceTableView))
