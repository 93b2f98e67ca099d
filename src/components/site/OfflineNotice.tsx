'use client'

import { useSyncExternalStore } from 'react'
import { isOnline, subscribeOnlineStatus } from '@/lib/online-status'
import { useSiteTexts } from './SiteTexts'

const subscribe = (onChange: () => void) => subscribeOnlineStatus(onChange)
const snapshot = () => isOnline()
// The server renders the page as online; the browser corrects it after hydration.
const serverSnapshot = () => true

/**
 * A notice at the bottom of the page while the browser is offline. The live region is
 * always rendered, so screen readers announce the text when it appears.
 */
export function OfflineNotice() {
  const online = useSyncExternalStore(subscribe, snapshot, serverSnapshot)
  const texts = useSiteTexts().offline
  return (
    <div role="status" aria-live="polite" className="offline-notice">
      {online ? null : <p className="rounded-lg bg-slate-900 px-4 py-2 text-sm text-white shadow-lg">{texts.notice}</p>}
    </div>
  )
}
