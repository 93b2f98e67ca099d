'use client'

import { useEffect, useState } from 'react'
import { delayedFlag, FETCH_MIN_DELAY_MS } from '@/lib/gateway-client/delayed-flag'

/**
 * A loading state as the visitor should see it: true only once `active` has lasted
 * `delayMs` (200 ms), false the moment it ends. A quick answer never flashes "loading".
 */
export function useDelayedFlag(active: boolean, delayMs: number = FETCH_MIN_DELAY_MS): boolean {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (!active) return
    const flag = delayedFlag(setShown, delayMs)
    flag.start()
    return () => flag.stop()
  }, [active, delayMs])
  return active && shown
}
