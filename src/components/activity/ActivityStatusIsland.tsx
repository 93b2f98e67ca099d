'use client'

import dynamic from 'next/dynamic'

/*
 * The activity status island (provider, status bar, offer buttons) as its own chunk,
 * loaded by campaign pages only: every CMS page renders through the same blocks, and a
 * client component imported straight from a block would be downloaded by all of them
 * (Turbopack gives every client reference of a route the chunks of its whole client group).
 */
const load = () => import('./ActivityStatus')
export const ActivityStatusProvider = dynamic(() => load().then((module) => module.ActivityStatusProvider))
export const ActivityStatusBar = dynamic(() => load().then((module) => module.ActivityStatusBar))
export const ActivityAction = dynamic(() => load().then((module) => module.ActivityAction))
