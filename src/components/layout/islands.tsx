'use client'

import { hydrateLater } from '../ui/hydrate-later'

/*
 * The site chrome's interactive parts, rendered in full on the server and hydrated once the
 * page settles (ui/hydrate-later.tsx) from one later chunk (chrome-islands.ts): the header's
 * menus, search, account buttons and phone menu list, the floating panel, back-to-top, the
 * footer and the error view. Until then the links, the search form (it submits to the site
 * search) and the phone menu (a <details>) work as plain HTML. Not the language switcher:
 * its links go to the home page in the server's HTML (the page is cached for every path)
 * and must point at the page being shown as soon as the page is interactive. The error view
 * is here because every page's payload names its layout's error and 404 screens.
 */

/** The islands for the server's render; null in the browser's bundle (ui/hydrate-later.tsx). */
const server = typeof window === 'undefined' ? await import('./chrome-islands') : null
const chrome = () => import('./chrome-islands')

export const DesktopNav = hydrateLater(() => chrome().then((module) => module.DesktopNav), server?.DesktopNav)
export const ProductSearch = hydrateLater(() => chrome().then((module) => module.ProductSearch), server?.ProductSearch)
export const AccountButtons = hydrateLater(() => chrome().then((module) => module.AccountButtons), server?.AccountButtons)
export const NavLinkTree = hydrateLater(() => chrome().then((module) => module.NavLinkTree), server?.NavLinkTree)
export const SidePanel = hydrateLater(() => chrome().then((module) => module.SidePanel), server?.SidePanel)
export const BackToTop = hydrateLater(() => chrome().then((module) => module.BackToTop), server?.BackToTop)
export const FooterBody = hydrateLater(() => chrome().then((module) => module.FooterBody), server?.FooterBody)
export const ErrorView = hydrateLater(() => chrome().then((module) => module.ErrorView), server?.ErrorView)
