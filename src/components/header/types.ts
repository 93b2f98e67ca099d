/** Plain data the server header hands to its client parts (hrefs already localized). */
export interface NavLink {
  id: string
  label: string
  href: string
  external: boolean
  track: string
}

/** A right-hand mega-menu item: icon, name and description. */
export interface MegaLink extends NavLink {
  description: string
  icon: string
}

/** A left-hand mega-menu item and the submenu it shows; `href` is empty when the group has no page. */
export interface MegaGroup extends NavLink {
  items: MegaLink[]
}

export interface NavItem extends NavLink {
  children: NavLink[]
  mega: MegaGroup[]
}
