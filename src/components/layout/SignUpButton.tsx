'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState, type ReactNode } from 'react'
import { localizeHref } from '@/brands/links'
import { isLocale, type BrandKey, type Locale } from '@/brands/registry'
import { workbenchHref } from '@/brands/workbench'

interface SignUpButtonProps {
  label: string
  /** Screen-reader note for the new tab the registration page opens in. */
  newTabLabel: string
  workbenchUrl: string | null
  brandKey: BrandKey
  locale: Locale
  /** The recycling brand's and the law firm's button goes to the contact page instead, in the same tab. */
  leadsToContact: boolean
  className?: string
}

/**
 * The footer sign-up button: opens the user-centre registration page in a new
 * tab with pointType=registers, intoWay=wwwNavGuide and the visitor's current query. The
 * server renders the link without the query (the HTML is shared by every URL); after
 * mount, and after each client-side navigation, it carries the query of the page shown.
 */
export function SignUpButton({ label, newTabLabel, workbenchUrl, brandKey, locale, leadsToContact, className }: SignUpButtonProps) {
  const navigated = usePathname()
  const [query, setQuery] = useState('')
  useEffect(() => setQuery(window.location.search), [navigated])
  if (leadsToContact) {
    return (
      <a href={localizeHref('/contact', brandKey, locale)} className={className}>
        {label}
      </a>
    )
  }
  return (
    <a href={workbenchHref(workbenchUrl, brandKey, locale, 'registers', query)} target="_blank" rel="noopener" className={className} data-track="footer_signup">
      {label}
      <span className="sr-only">{newTabLabel}</span>
    </a>
  )
}

/** True on a contact page: `/contact` with or without a `/{locale}` first. */
export function isContactPath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean)
  if (isLocale(segments[0])) segments.shift()
  return segments.length === 1 && segments[0] === 'contact'
}

/** Hides its children on the contact page (the banner of a brand whose button leads there). */
export function HideOnContactPage({ children }: { children: ReactNode }) {
  const navigated = usePathname()
  const [hidden, setHidden] = useState(false)
  useEffect(() => setHidden(isContactPath(window.location.pathname)), [navigated])
  return hidden ? null : children
}
