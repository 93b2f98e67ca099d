/**
 * Plain data the server header hands to its client parts (hrefs already localized). Kept
 * compact: it travels in every page's payload, once, however many islands read it (the
 * desktop menus and the phone menu get the same object). Whether a link opens in a new tab
 * follows from its href (`isExternal`), and list positions serve as keys.
 */
export interface NavLink {
  label: string
  href: string
  /** The link's data-track value. */
  track: string
}

/** A right-hand mega-menu item: icon, name and description. */
export interface MegaLink extends NavLink {
  description?: string
  icon?: string
}

/** A left-hand mega-menu item and the submenu it shows; `href` is empty when the group has no page. */
export interface MegaGroup extends NavLink {
  items: MegaLink[]
}

/** A top-level header item: a dropdown (`children`), a mega menu (`mega`) or a plain link. */
export interface NavItem extends NavLink {
  /** The CMS entry's id: names the item's menu panel (`menu-<id>`). */
  id: string
  children?: NavLink[]
  mega?: MegaGroup[]
}
