'use client'

import { hydrateLater } from '../ui/hydrate-later'

/*
 * The header's interactive parts, rendered in full on the server and hydrated once the page
 * settles (ui/hydrate-later.tsx): their code is not in any page's first JavaScript. Until
 * then the links, the search form (it submits to the site search) and the phone menu
 * (a <details>) work as plain HTML. Not the language switcher: its links go to the home
 * page in the server's HTML (the page is cached for every path) and must point at the page
 * being shown as soon as the page is interactive.
 */

/** The islands' modules for the server's render; null in the browser's bundle (ui/hydrate-later.tsx). */
const server =
  typeof window === 'undefined'
    ? {
        nav: await import('./DesktopNav'),
        search: await import('./ProductSearch'),
        account: await import('./AccountButtons'),
        tree: await import('./NavLinkTree'),
      }
    : null

export const DesktopNav = hydrateLater(() => import('./DesktopNav').then((module) => module.DesktopNav), server?.nav.DesktopNav)
export const ProductSearch = hydrateLater(() => import('./ProductSearch').then((module) => module.ProductSearch), server?.search.ProductSearch)
export const AccountButtons = hydrateLater(() => import('./AccountButtons').then((module) => module.AccountButtons), server?.account.AccountButtons)
export const NavLinkTree = hydrateLater(() => import('./NavLinkTree').then((module) => module.NavLinkTree), server?.tree.NavLinkTree)
