'use client'

import { NavItemLink } from './NavItemLink'
import type { NavItem, NavLink } from './types'

/** The links under a header item, flattened: dropdown entries, mega-menu groups with a page, and their items. */
function subLinks(item: NavItem): NavLink[] {
  return [...(item.children ?? []), ...(item.mega ?? []).flatMap((g) => (g.href ? [g, ...g.items] : g.items))]
}

/**
 * Header items as a plain two-level list: the phone menu and the "more" menu. A client
 * component so that the page payload carries the navigation data once (the object the
 * desktop menus also read) instead of every list element; the server still renders it.
 * Its links carry no classes: the list that holds it is a `.menu-tree` (globals.css), which
 * styles them by their place (the phone menu's HTML has some thirty of them on every page).
 */
export function NavLinkTree({ items, newTab }: { items: NavItem[]; newTab: string }) {
  return items.map((item) => {
    const links = subLinks(item)
    return (
      <li key={item.id}>
        <NavItemLink link={item} newTab={newTab}>
          {item.label}
        </NavItemLink>
        {links.length ? (
          <ul className="menu-sublist">
            {links.map((child, i) => (
              <li key={i}>
                <NavItemLink link={child} newTab={newTab}>
                  {child.label}
                </NavItemLink>
              </li>
            ))}
          </ul>
        ) : null}
      </li>
    )
  })
}
