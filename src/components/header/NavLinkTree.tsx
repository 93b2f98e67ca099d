import { NavItemLink } from './NavItemLink'
import type { NavItem, NavLink } from './types'

/** The links under a header item, flattened: dropdown entries, mega-menu groups with a page, and their items. */
function subLinks(item: NavItem): NavLink[] {
  return [...item.children, ...item.mega.flatMap((g) => (g.href ? [g, ...g.items] : g.items))]
}

/** Header items as a plain two-level list: the phone menu and the "more" menu. */
export function NavLinkTree({ items, newTab }: { items: NavItem[]; newTab: string }) {
  return items.map((item) => (
    <li key={item.id}>
      <NavItemLink link={item} newTab={newTab} className="block rounded px-3 py-2 text-sm font-medium text-slate-900 hover:bg-surface hover:text-brand">
        {item.label}
      </NavItemLink>
      {subLinks(item).length ? (
        <ul className="ml-3 border-l border-slate-200 pl-2">
          {subLinks(item).map((child) => (
            <li key={child.id}>
              <NavItemLink link={child} newTab={newTab} className="block rounded px-2 py-1.5 text-sm text-slate-700 hover:bg-surface hover:text-brand">
                {child.label}
              </NavItemLink>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  ))
}
