/*
 * The code of the site chrome's islands that hydrate later (ui/hydrate-later.tsx), as one
 * chunk: the header's menus, search, account buttons and phone menu list, the floating
 * panel, back-to-top, the footer and the error view. Imported one by one, each became a
 * chunk of its own with its own copy of what they share (links, icons, the gateway
 * headers): 12 more requests and about 27 KB more in all than before they were deferred.
 */
export { AccountButtons } from '../header/AccountButtons'
export { DesktopNav } from '../header/DesktopNav'
export { NavLinkTree } from '../header/NavLinkTree'
export { ProductSearch } from '../header/ProductSearch'
export { ErrorView } from '../errors/ErrorView'
export { BackToTop } from './BackToTop'
export { FooterBody } from './FooterBody'
export { SidePanel } from './SidePanel'
