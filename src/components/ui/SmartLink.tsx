import Link from 'next/link'
import type { ReactNode } from 'react'
import { isExternal } from '@/brands/links'

/**
 * A link that opens external (http) targets in a new tab and tells screen-reader users
 * so. Internal links navigate in the client (the loading bar shows), without
 * prefetching: most menu links are never followed, so prefetching them would be wasted.
 */
export function SmartLink({ href, className, children, newTabLabel, ...rest }: { href: string; className?: string; children: ReactNode; newTabLabel?: string; 'data-track'?: string }) {
  if (isExternal(href)) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        {newTabLabel ? <span className="sr-only">{newTabLabel}</span> : null}
      </a>
    )
  }
  if (!href.startsWith('/')) {
    return (
      <a href={href} className={className} {...rest}>
        {children}
      </a>
    )
  }
  return (
    <Link href={href} prefetch={false} className={className} {...rest}>
      {children}
    </Link>
  )
}
