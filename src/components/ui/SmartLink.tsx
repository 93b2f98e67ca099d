import type { ReactNode } from 'react'
import { isExternal } from '@/brands/links'

/**
 * A link that opens external (http) targets in a new tab, as spec 2.4 asks, and tells
 * screen-reader users so. Internal links are plain anchors: public pages are separate
 * documents, which keeps them free of client-side router JavaScript.
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
  return (
    <a href={href} className={className} {...rest}>
      {children}
    </a>
  )
}
