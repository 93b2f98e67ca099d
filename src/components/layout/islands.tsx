'use client'

import { hydrateLater } from '../ui/hydrate-later'

/*
 * The floating panel and the footer, rendered in full on the server and hydrated once the
 * page settles (ui/hydrate-later.tsx): their code is not in any page's first JavaScript but
 * in the chrome's one later chunk (chrome-islands.ts). Until then their links work as plain
 * HTML.
 */

/** The islands for the server's render; null in the browser's bundle (ui/hydrate-later.tsx). */
const server = typeof window === 'undefined' ? await import('./chrome-islands') : null
const chrome = () => import('./chrome-islands')

export const SidePanel = hydrateLater(() => chrome().then((module) => module.SidePanel), server?.SidePanel)
export const BackToTop = hydrateLater(() => chrome().then((module) => module.BackToTop), server?.BackToTop)
export const FooterBody = hydrateLater(() => chrome().then((module) => module.FooterBody), server?.FooterBody)
