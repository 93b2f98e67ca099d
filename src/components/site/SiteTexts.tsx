'use client'

import { createContext, use, type ReactNode } from 'react'

/**
 * The few texts the site-wide client components show (the error screen, the offline
 * notice), handed down by the root layout. A React context instead of next-intl's client
 * provider: with it, every page loaded the message formatter (about 22 KB of compressed
 * JavaScript) for seven plain strings. Islands that format messages (contact form, searches,
 * workbench) bring next-intl's provider with them, on their own pages.
 */
export interface SiteTexts {
  error: { notFound: string; notFoundHint: string; status: string; url: string; defaultMessage: string; backHome: string }
  offline: { notice: string }
}

const SiteTextsContext = createContext<SiteTexts | null>(null)

export function SiteTextsProvider({ texts, children }: { texts: SiteTexts; children: ReactNode }) {
  return <SiteTextsContext value={texts}>{children}</SiteTextsContext>
}

export function useSiteTexts(): SiteTexts {
  const texts = use(SiteTextsContext)
  if (!texts) throw new Error('useSiteTexts outside SiteTextsProvider (the site root layout provides it)')
  return texts
}
