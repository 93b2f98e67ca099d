'use client'

import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { Icon } from '../ui/Icon'
import { NavItemLink } from './NavItemLink'
import { MEGA_HOVER_MS } from './timings'
import type { MegaGroup } from './types'

/**
 * The mega-menu panel: left-hand items, and on the right the submenu of the
 * active one with icon, name and description. The left column is a vertical tab list
 * (arrow keys move between items, Tab enters the submenu), the usual keyboard pattern for
 * "pick a category, then a link". Rendered only once its menu has been opened (DesktopNav).
 */
export function MegaMenu({ id, groups, hidden, newTab, groupsLabel }: { id: string; groups: MegaGroup[]; hidden: boolean; newTab: string; groupsLabel: string }) {
  const [active, setActive] = useState(0)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const clear = () => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
  }
  useEffect(() => clear, [])

  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: active + 1, ArrowUp: active - 1, Home: 0, End: groups.length - 1 }
    if (!(e.key in moves)) return
    e.preventDefault()
    const next = (moves[e.key] + groups.length) % groups.length
    setActive(next)
    tabs.current[next]?.focus()
  }
  // The hover delay also keeps a diagonal move from a left-hand item to the right pane from switching it.
  const group = groups[Math.min(active, groups.length - 1)]
  const paneId = `${id}-pane`

  return (
    <div id={id} hidden={hidden} className="absolute left-0 top-full z-50 w-[min(48rem,90vw)] rounded-lg border border-slate-200 bg-white shadow-xl">
      <div className="flex">
        {groups.length > 1 ? (
          <div role="tablist" aria-orientation="vertical" aria-label={groupsLabel} onKeyDown={onKeyDown} className="w-48 shrink-0 space-y-1 rounded-l-lg bg-surface p-2">
            {groups.map((g, i) => (
              <button
                key={i}
                ref={(el) => {
                  tabs.current[i] = el
                }}
                type="button"
                role="tab"
                id={`${id}-tab-${i}`}
                aria-selected={i === active}
                aria-controls={paneId}
                tabIndex={i === active ? 0 : -1}
                onClick={() => setActive(i)}
                onMouseEnter={() => {
                  clear()
                  timer.current = setTimeout(() => setActive(i), MEGA_HOVER_MS)
                }}
                onMouseLeave={clear}
                className={`block w-full rounded-md px-3 py-2 text-left text-sm font-medium ${i === active ? 'bg-white text-brand shadow-sm' : 'text-slate-800 hover:text-brand'}`}
              >
                {g.label}
              </button>
            ))}
          </div>
        ) : null}
        <div id={paneId} role={groups.length > 1 ? 'tabpanel' : undefined} aria-labelledby={groups.length > 1 ? `${id}-tab-${active}` : undefined} className="min-w-0 flex-1 p-4">
          {group.href ? (
            <NavItemLink link={group} newTab={newTab} className="mb-2 inline-block text-sm font-semibold text-brand hover:underline">
              {group.label} →
            </NavItemLink>
          ) : null}
          <ul className="grid gap-2 sm:grid-cols-2">
            {group.items.map((m, i) => (
              <li key={i}>
                <NavItemLink link={m} newTab={newTab} className="flex gap-3 rounded-md p-3 hover:bg-surface">
                  <span className="mt-0.5 text-brand">
                    <Icon name={m.icon} />
                  </span>
                  <span>
                    <span className="block font-medium text-slate-900">{m.label}</span>
                    {m.description ? <span className="mt-0.5 block text-sm text-slate-600">{m.description}</span> : null}
                  </span>
                </NavItemLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  )
}
