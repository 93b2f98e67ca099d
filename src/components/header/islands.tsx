'use client'

import { hydrateLater } from '../ui/hydrate-later'

/*
 * The header's interactive parts, rendered in full on the server and hydrated once the page
 * settles (ui/hydrate-later.tsx): their code is not in any page's first JavaScript but in
 * the chrome's one later chunk (layout/chrome-islands.ts). Until then the links, the search
 * form (it submits to the site search) and the phone menu (a <details>) work as plain HTML.
 * Not the language switcher: its links go to the home page in the server's HTML (the page
 * is cached for every path) and must point at the page being shown as soon as the page is
 * interactive.
 */

/** The islands for the server's render; null in the browser's bundle (ui/hydrate-later.tsx). */
const server = typeof window === 'undefined' ? await import('../layout/chrome-islands') : null
const chrome = () => import('../layout/chrome-islands')

export const DesktopNav = hydrateLater(() => chrome().then((module) => module.DesktopNav), server?.DesktopNav)
export const ProductSearch = hydrateLater(() => chrome().then((module) => module.ProductSearch), server?.ProductSearch)
export const AccountButtons = hydrateLater(() => chrome().then((module) => module.AccountButtons), server?.AccountButtons)
export const NavLinkTree = hydrateLater(() => chrome().then((module) => module.NavLinkTree), server?.NavLinkTree)
