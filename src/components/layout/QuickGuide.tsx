'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState, type ReactNode } from 'react'
import { isLocale } from '@/brands/registry'

/**
 * True for the paths that show a brand's home page: `/`, `/{locale}`, `/homes`,
 * `/{prefix}`, `/{prefix}/homes` and the same with a `/{locale}` first (`/ost` stands
 * for the brand prefix, as in the proxy).
 */
export function isHomePath(pathname: string, prefix: string | null): boolean {
  const segments = pathname.split('/').filter(Boolean)
  if (isLocale(segments[0])) segments.shift()
  if (segments.length > 0 && (segments[0] === prefix || segments[0] === 'ost')) segments.shift()
  return segments.length === 0 || (segments.length === 1 && segments[0] === 'homes')
}

/**
 * Shows the quick-guide entry of the floating panel on the home page only.
 * The layout is rendered once for every path (and stays mounted across client-side
 * navigations), so the decision is made in the browser after mount and again after each
 * navigation; until then (and without JavaScript) nothing is shown. The public URL is read
 * from window.location: the route's own pathname is the rewritten /s/{brand}/{locale}/...
 */
export function QuickGuide({ prefix, children }: { prefix: string | null; children: ReactNode }) {
  const navigated = usePathname()
  const [home, setHome] = useState(false)
  useEffect(() => setHome(isHomePath(window.location.pathname, prefix)), [prefix, navigated])
  return home ? children : null
}
