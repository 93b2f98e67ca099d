'use client'

import { hydrateLater } from '../ui/hydrate-later'

/*
 * The error screen, rendered in full on the server and hydrated once the page settles
 * (ui/hydrate-later.tsx), from the chrome's one later chunk (layout/chrome-islands.ts).
 * Every page's payload names its layout's error and 404 screens, so importing the view
 * straight would put it in every page's first JavaScript.
 */

/** The view for the server's render; null in the browser's bundle (ui/hydrate-later.tsx). */
const server = typeof window === 'undefined' ? await import('../layout/chrome-islands') : null

export const ErrorView = hydrateLater(() => import('../layout/chrome-islands').then((module) => module.ErrorView), server?.ErrorView)
