'use client'

import dynamic from 'next/dynamic'

/** The price table's renderer as its own chunk, loaded by the pages with a price table (see contact/ContactFormIsland.tsx for why). */
export const PriceTableView = dynamic(() => import('./PriceTableView').then((module) => module.PriceTableView))
