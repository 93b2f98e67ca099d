'use client'

import { useEffect, useRef, type ReactNode } from 'react'

/** The header background goes from 0.8 to 1 opacity as the page scrolls, full at 200px. */
export const HEADER_OPAQUE_AT_PX = 200

export function headerOpacity(scrollY: number): number {
  return 0.8 + 0.2 * Math.min(Math.max(scrollY, 0) / HEADER_OPAQUE_AT_PX, 1)
}

export function HeaderShell({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      ref.current?.style.setProperty('--header-opacity', String(headerOpacity(window.scrollY)))
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (frame) cancelAnimationFrame(frame)
    }
  }, [])
  return (
    <header ref={ref} className="hdr">
      {children}
    </header>
  )
}
