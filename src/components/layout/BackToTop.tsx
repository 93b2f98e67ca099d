'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState, type MouseEvent } from 'react'
import { Icon } from '../ui/Icon'

/** The back-to-top button shows once the page has scrolled more than 30 px. */
export const BACK_TO_TOP_THRESHOLD = 30

/**
 * Back-to-top button of the floating panel. Hidden (and out of the tab order)
 * until the page is scrolled past the threshold; scrolls smoothly unless the visitor
 * prefers reduced motion. When used from the keyboard, focus goes back to the start of
 * the page too, so the next Tab reaches the skip link and header.
 *
 * As the panel's one always-present client island it also closes the panel's boxes a tap
 * or click pinned open (`<details name="side-panel">`) when a client-side navigation
 * replaces the page: the layout, and so their open state, survives it.
 */
export function BackToTop({ label, track, className = '' }: { label: string; track?: string; className?: string }) {
  const [visible, setVisible] = useState(false)
  const navigated = usePathname()

  useEffect(() => {
    for (const box of document.querySelectorAll<HTMLDetailsElement>('details[name="side-panel"][open]')) box.open = false
  }, [navigated])

  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: reduce ? 'instant' : 'smooth' })
    // detail is 0 for Enter/Space activation: move focus with the view.
    if (event.detail === 0) {
      const first = document.querySelector<HTMLElement>('body a[href], body button:not([disabled]), body [tabindex]:not([tabindex="-1"])')
      first?.focus({ preventScroll: true })
    }
  }

  return (
    <button
      type="button"
      onClick={onClick}
      data-track={track || undefined}
      className={`to-top ${visible ? 'visible opacity-100' : 'invisible opacity-0'} ${className}`}
    >
      <Icon name="arrowUp" />
      <span className="sr-only md:not-sr-only">{label}</span>
    </button>
  )
}
