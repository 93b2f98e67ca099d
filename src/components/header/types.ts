/** Plain data the server header hands to its client parts (hrefs already localized). */
export interface NavLink {
  id: string
  label: string
  href: string
  external: boolean
  track: string
}
export interface NavItem extends NavLink {
  children: NavLink[]
  mega: (NavLink & { description: string; icon: string })[]
}
