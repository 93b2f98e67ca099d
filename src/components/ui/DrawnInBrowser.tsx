'use client'

import { useSyncExternalStore, type ReactNode } from 'react'

const noSubscription = () => () => {}

/**
 * False while rendering on the server and hydrating, true from the first browser render on.
 * For parts that need not be in the HTML: the page sends them as data anyway (the payload),
 * and the browser draws them once it runs.
 */
export function useDrawnInBrowser(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false)
}

/** Renders its children in the browser only (see useDrawnInBrowser). */
export function DrawnInBrowser({ children }: { children: ReactNode }) {
  return useDrawnInBrowser() ? children : null
}
