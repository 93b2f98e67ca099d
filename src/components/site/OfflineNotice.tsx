'use client'

import { useSyncExternalStore } from 'react'
import { useTranslations } from 'next-intl'
import { isOnline, subscribeOnlineStatus } from '@/lib/online-status'

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
  const t = useTranslations('common.offline')
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex justify-center px-4">
      {online ? null : <p className="rounded-lg bg-slate-900 px-4 py-2 text-sm text-white shadow-lg">{t('notice')}</p>}
    </div>
  )
}
