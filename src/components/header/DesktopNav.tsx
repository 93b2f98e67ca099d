'use client'

import Link from 'next/link'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Icon } from '../ui/Icon'
import type { NavItem, NavLink } from './types'

/** Spec 4/9: menus close 100 ms after the pointer leaves; the mega menu opens after 100 ms and closes after 50 ms. */
export const MENU_LEAVE_MS = 100
export const MEGA_HOVER_MS = 100
export const MEGA_LEAVE_MS = 50

function ItemLink({ link, className, children, newTab }: { link: NavLink; className: string; children: ReactNode; newTab: string }) {
  if (link.external) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={className} data-track={link.track}>
        {children}
        <span className="sr-only">{newTab}</span>
      </a>
    )
  }
  return (
    <Link href={link.href} prefetch={false} className={className} data-track={link.track}>
      {children}
    </Link>
  )
}

/**
 * Header menus: open on hover, on keyboard focus and on tap of the toggle; entering
 * another menu switches at once; Escape closes and returns focus to the toggle.
 */
export function DesktopNav({ items, label, newTab, toggleLabel }: { items: NavItem[]; label: string; newTab: string; toggleLabel: string }) {
  const [open, setOpen] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const clear = () => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
  }
  useEffect(() => clear, [])

  const enter = (item: NavItem) => {
    clear()
    if (!item.children.length && !item.mega.length) return setOpen(null)
    if (open && open !== item.id) return setOpen(item.id)
    if (item.mega.length) timer.current = setTimeout(() => setOpen(item.id), MEGA_HOVER_MS)
    else setOpen(item.id)
  }
  const leave = (item: NavItem) => {
    clear()
    timer.current = setTimeout(() => setOpen((current) => (current === item.id ? null : current)), item.mega.length ? MEGA_LEAVE_MS : MENU_LEAVE_MS)
  }

  return (
    <nav aria-label={label} className="hidden min-w-0 flex-1 xl:block">
      <ul className="flex items-center gap-0.5">
        {items.map((item) => {
          const hasMenu = item.children.length > 0 || item.mega.length > 0
          const isOpen = open === item.id
          const panelId = `menu-${item.id}`
          return (
            <li
              key={item.id}
              className="relative"
              onMouseEnter={() => enter(item)}
              onMouseLeave={() => leave(item)}
              onFocus={() => hasMenu && (clear(), setOpen(item.id))}
              onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node) && isOpen && setOpen(null)}
              onKeyDown={(e) => {
                if (e.key === 'Escape' && isOpen) {
                  setOpen(null)
                  ;(e.currentTarget.querySelector('button') as HTMLButtonElement | null)?.focus()
                }
              }}
            >
              <div className="flex items-center">
                <ItemLink link={item} newTab={newTab} className="whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium text-slate-800 hover:bg-surface hover:text-brand">
                  {item.label}
                </ItemLink>
                {hasMenu ? (
                  <button
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    aria-label={`${toggleLabel} ${item.label}`}
                    onClick={() => setOpen(isOpen ? null : item.id)}
                    className="-ml-2 rounded p-1 text-slate-600 hover:text-brand"
                  >
                    <svg viewBox="0 0 20 20" className={`h-4 w-4 transition ${isOpen ? 'rotate-180' : ''}`} aria-hidden="true">
                      <path d="M5.5 7.5L10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.6" fill="none" />
                    </svg>
                  </button>
                ) : null}
              </div>
              {item.children.length && !item.mega.length ? (
                <ul id={panelId} hidden={!isOpen} className="absolute left-0 top-full z-50 min-w-52 rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <ItemLink link={child} newTab={newTab} className="block rounded px-3 py-2 text-sm text-slate-800 hover:bg-surface hover:text-brand">
                        {child.label}
                      </ItemLink>
                    </li>
                  ))}
                </ul>
              ) : null}
              {item.mega.length ? (
                <div id={panelId} hidden={!isOpen} className="absolute left-0 top-full z-50 w-[min(44rem,90vw)] rounded-lg border border-slate-200 bg-white p-4 shadow-xl">
                  <ul className="grid gap-2 sm:grid-cols-2">
                    {item.mega.map((m) => (
                      <li key={m.id}>
                        <ItemLink link={m} newTab={newTab} className="flex gap-3 rounded-md p-3 hover:bg-surface">
                          <span className="mt-0.5 text-brand">
                            <Icon name={m.icon} />
                          </span>
                          <span>
                            <span className="block font-medium text-slate-900">{m.label}</span>
                            {m.description ? <span className="mt-0.5 block text-sm text-slate-600">{m.description}</span> : null}
                          </span>
                        </ItemLink>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
