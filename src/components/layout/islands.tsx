'use client'

import { hydrateLater } from '../ui/hydrate-later'

/*
 * The floating panel and the footer, rendered in full on the server and hydrated once the
 * page settles (ui/hydrate-later.tsx): their code is not in any page's first JavaScript.
 * Until then their links work as plain HTML.
 */

/** The islands' modules for the server's render; null in the browser's bundle (ui/hydrate-later.tsx). */
const server =
  typeof window === 'undefined'
    ? {
        panel: await import('./SidePanel'),
        toTop: await import('./BackToTop'),
        footer: await import('./FooterBody'),
      }
    : null

export const SidePanel = hydrateLater(() => import('./SidePanel').then((module) => module.SidePanel), server?.panel.SidePanel)
export const BackToTop = hydrateLater(() => import('./BackToTop').then((module) => module.BackToTop), server?.toTop.BackToTop)
export const FooterBody = hydrateLater(() => import('./FooterBody').then((module) => module.FooterBody), server?.footer.FooterBody)
