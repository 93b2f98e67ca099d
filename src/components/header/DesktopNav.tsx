'use client'

import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { MegaMenu } from './MegaMenu'
import { NavItemLink } from './NavItemLink'
import { MEGA_HOVER_MS, MEGA_LEAVE_MS, MENU_LEAVE_MS } from './timings'
import { NavLinkTree } from './NavLinkTree'
import type { NavItem } from './types'

const MORE_ID = '__more'
const TAP_GRACE_MS = 400

interface Texts {
  label: string
  newTab: string
  toggleLabel: string
  more: string
  megaGroups: string
}

/**
 * How many items fit in `available` pixels when the rest go into a "more" menu of
 * `moreWidth`. Exported for the unit test.
 */
export function fittingCount(widths: number[], available: number, moreWidth: number): number {
  const total = widths.reduce((a, b) => a + b, 0)
  if (total <= available) return widths.length
  let used = moreWidth
  let count = 0
  while (count < widths.length && used + widths[count] <= available) used += widths[count++]
  return count
}

/**
 * Keeps the header on one row: measures the items once they are all rendered and moves
 * those that do not fit into a "more" menu, so long (English) labels never run under the
 * search box or the language switcher. Until it has measured, the row clips instead.
 */
function useOverflow(count: number) {
  const listRef = useRef<HTMLUListElement>(null)
  const widths = useRef<number[] | null>(null)
  const [visible, setVisible] = useState(count)
  const [measured, setMeasured] = useState(false)

  const fit = useCallback(() => {
    const list = listRef.current
    const available = list?.parentElement?.clientWidth ?? 0
    if (!list || available === 0) return // hidden (phone layout): nothing to measure
    const lis = Array.from(list.children) as HTMLElement[]
    if (!widths.current) {
      if (list.querySelector('[data-more]')) return setVisible(count) // render them all, measure next time
      widths.current = lis.slice(0, count).map((li) => li.getBoundingClientRect().width + 2) // + the 2px gap
    }
    const more = list.querySelector<HTMLElement>('[data-more]')
    setVisible(fittingCount(widths.current, available, more ? more.getBoundingClientRect().width + 2 : 96))
    setMeasured(true)
  }, [count])

  useLayoutEffect(() => {
    const nav = listRef.current?.parentElement
    if (!nav) return
    const observer = new ResizeObserver(fit)
    observer.observe(nav)
    return () => observer.disconnect()
  }, [fit])
  // After each change: the first full render gets measured, and the "more" item's real width replaces the estimate.
  useLayoutEffect(fit, [visible, fit])

  return { listRef, visible, measured }
}

/** Turns with the toggle's aria-expanded (globals.css), so the server HTML needs no state for it. */
function Chevron() {
  return (
    <svg viewBox="0 0 20 20" className="nav-chevron" aria-hidden="true">
      <path d="M5.5 7.5L10 12l4.5-4.5" />
    </svg>
  )
}

/**
 * Header menus: open on hover, on keyboard focus and on tap of the toggle; entering
 * another menu switches at once; Escape closes and returns focus to the toggle.
 *
 * A menu's panel is rendered the first time it opens and kept (hidden) afterwards: the
 * page's HTML carries only the top-level links and their toggles, each toggle's
 * aria-controls naming an empty hidden element until then. The links under them are in
 * the HTML once, in the phone menu.
 */
export function DesktopNav({ items, texts }: { items: NavItem[]; texts: Texts }) {
  const [open, setOpen] = useState<string | null>(null)
  /** Menus opened at least once: their panels stay rendered, so a mega menu keeps its chosen left-hand item. */
  const [rendered, setRendered] = useState<ReadonlySet<string>>(() => new Set())
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const { listRef, visible, measured } = useOverflow(items.length)
  const clear = () => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
  }
  useEffect(() => clear, [])

  const shown = items.slice(0, visible)
  const overflow = items.slice(visible)
  const isMega = (id: string) => items.some((i) => i.id === id && Boolean(i.mega?.length))
  const hasMenu = (item: NavItem) => Boolean(item.children?.length || item.mega?.length)

  // A tap fires mouseenter, focus and click in a row: the click must not close what the first two just opened.
  const openedAt = useRef(0)
  const show = (id: string) => {
    openedAt.current = Date.now()
    setOpen(id)
    setRendered((done) => (done.has(id) ? done : new Set(done).add(id)))
  }
  const enter = (id: string, menu: boolean) => {
    clear()
    if (!menu) return setOpen(null)
    if (open && open !== id) return show(id)
    if (isMega(id)) timer.current = setTimeout(() => show(id), MEGA_HOVER_MS)
    else show(id)
  }
  const toggle = (id: string) => {
    clear()
    if (open !== id) show(id)
    else if (Date.now() - openedAt.current > TAP_GRACE_MS) setOpen(null)
  }
  const leave = (id: string) => {
    clear()
    timer.current = setTimeout(() => setOpen((current) => (current === id ? null : current)), isMega(id) ? MEGA_LEAVE_MS : MENU_LEAVE_MS)
  }

  const menuItem = (id: string, menu: boolean, label: string, head: ReactNode, panel: ReactNode, extra: { more?: boolean } = {}) => {
    const isOpen = open === id
    return (
      <li
        key={id}
        data-more={extra.more ? '' : undefined}
        className="relative"
        onMouseEnter={() => enter(id, menu)}
        onMouseLeave={() => leave(id)}
        // Focus arriving from outside opens the menu; focus moving inside it (or back to the toggle on Escape) changes nothing.
        onFocus={(e) => menu && !e.currentTarget.contains(e.relatedTarget as Node) && (clear(), show(id))}
        onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node) && isOpen && setOpen(null)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && isOpen) {
            setOpen(null)
            ;(e.currentTarget.querySelector('button[aria-expanded]') as HTMLButtonElement | null)?.focus()
          }
        }}
      >
        <div className="flex items-center">
          {head}
          {menu ? (
            <button
              type="button"
              aria-expanded={isOpen}
              aria-controls={`menu-${id}`}
              aria-label={`${texts.toggleLabel} ${label}`}
              onClick={() => toggle(id)}
              className={head ? 'nav-toggle -ml-2 p-1' : 'nav-toggle px-2 py-2 text-sm font-medium'}
            >
              {head ? null : <span className="whitespace-nowrap">{label}</span>}
              <Chevron />
            </button>
          ) : null}
        </div>
        {panel}
      </li>
    )
  }

  return (
    <nav aria-label={texts.label} className={`hidden min-w-0 flex-1 xl:block ${measured ? '' : 'overflow-hidden'}`}>
      <ul ref={listRef} className="flex items-center gap-0.5">
        {shown.map((item) =>
          menuItem(
            item.id,
            hasMenu(item),
            item.label,
            <NavItemLink link={item} newTab={texts.newTab} className="nav-top">
              {item.label}
            </NavItemLink>,
            item.mega?.length ? (
              rendered.has(item.id) ? (
                <MegaMenu id={`menu-${item.id}`} groups={item.mega} hidden={open !== item.id} newTab={texts.newTab} groupsLabel={`${item.label} ${texts.megaGroups}`} />
              ) : (
                <div id={`menu-${item.id}`} hidden />
              )
            ) : item.children?.length ? (
              <ul id={`menu-${item.id}`} hidden={open !== item.id} className={rendered.has(item.id) ? 'absolute left-0 top-full z-50 min-w-52 rounded-lg border border-slate-200 bg-white p-2 shadow-lg' : undefined}>
                {rendered.has(item.id)
                  ? item.children.map((child, i) => (
                      <li key={i}>
                        <NavItemLink link={child} newTab={texts.newTab} className="block rounded px-3 py-2 text-sm text-slate-800 hover:bg-surface hover:text-brand">
                          {child.label}
                        </NavItemLink>
                      </li>
                    ))
                  : null}
              </ul>
            ) : null,
          ),
        )}
        {overflow.length
          ? menuItem(
              MORE_ID,
              true,
              texts.more,
              null,
              <ul
                id={`menu-${MORE_ID}`}
                hidden={open !== MORE_ID}
                className={rendered.has(MORE_ID) ? 'menu-tree absolute right-0 top-full z-50 max-h-[70vh] w-64 overflow-y-auto rounded-lg border border-slate-200 bg-white p-2 shadow-lg' : undefined}
              >
                {rendered.has(MORE_ID) ? <NavLinkTree items={overflow} newTab={texts.newTab} /> : null}
              </ul>,
              { more: true },
            )
          : null}
      </ul>
    </nav>
  )
}
