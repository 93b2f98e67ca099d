'use client'

import { useEffect } from 'react'
import { usePathname } from 'next/navigation'
import { readCookie, TH_CHANNEL_COOKIE, thChannelAction, thChannelCookie } from './th-channel-rules'

/**
 * The TH variant's channel mark (see th-channel-rules): set on the question-answer page,
 * cleared elsewhere. It runs in the browser after load, so the page's HTML stays the same
 * for every visitor; it renders nothing.
 */
export function ThChannel() {
  // The path only tells the effect when to run again after a client-side navigation; the
  // address bar's path is the one the rule reads (the server sees the rewritten one).
  const pathname = usePathname()
  useEffect(() => {
    const action = thChannelAction(window.location.pathname, readCookie(document.cookie, TH_CHANNEL_COOKIE))
    if (action) document.cookie = thChannelCookie(action, window.location.protocol === 'https:')
  }, [pathname])
  return null
}
