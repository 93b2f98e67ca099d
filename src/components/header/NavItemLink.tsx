import Link from 'next/link'
import type { ReactNode } from 'react'
import { isExternal } from '@/brands/links'
import type { NavLink } from './types'

/** A header link: site paths through next/link, http(s) paths in a new tab. */
export function NavItemLink({ link, className, children, newTab }: { link: NavLink; className?: string; children: ReactNode; newTab: string }) {
  if (isExternal(link.href)) {
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
