'use client'

import { hydrateLater } from '../ui/hydrate-later'

/*
 * The activity status island (provider, status bar, offer buttons) as its own chunk,
 * loaded by campaign pages only: every CMS page renders through the same blocks, and a
 * client component imported straight from a block would be downloaded by all of them
 * (Turbopack gives every client reference of a route the chunks of its whole client group).
 * The chunk starts loading as soon as this module runs (`'now'`): the countdown replaces
 * the server's render as the page hydrates, not when it settles.
 */

/** The island's module for the server's render; null in the browser's bundle (ui/hydrate-later.tsx). */
const server = typeof window === 'undefined' ? await import('./ActivityStatus') : null

const load = () => import('./ActivityStatus')
export const ActivityStatusProvider = hydrateLater(() => load().then((module) => module.ActivityStatusProvider), server?.ActivityStatusProvider, 'now')
export const ActivityStatusBar = hydrateLater(() => load().then((module) => module.ActivityStatusBar), server?.ActivityStatusBar, 'now')
export const ActivityAction = hydrateLater(() => load().then((module) => module.ActivityAction), server?.ActivityAction, 'now')
