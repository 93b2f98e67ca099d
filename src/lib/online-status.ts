/**
 * Whether the browser is online: navigator.onLine, kept current by the window's `online`
 * and `offline` events. Only `onLine === false` counts as offline, since browsers report
 * false reliably and true optimistically, and a runtime without the flag (the server,
 * Node) is treated as online.
 */

export interface OnlineNavigator {
  onLine?: boolean
}

export interface OnlineEventTarget {
  addEventListener(type: 'online' | 'offline', listener: () => void): void
  removeEventListener(type: 'online' | 'offline', listener: () => void): void
}

function currentNavigator(): OnlineNavigator | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator
}

function currentWindow(): OnlineEventTarget | undefined {
  return typeof window === 'undefined' ? undefined : window
}

export function isOnline(nav: OnlineNavigator | undefined = currentNavigator()): boolean {
  return nav?.onLine !== false
}

/**
 * Calls `listener` with the new status whenever the browser goes online or offline;
 * returns the function that stops listening. Without a window it does nothing.
 */
export function subscribeOnlineStatus(
  listener: (online: boolean) => void,
  target: OnlineEventTarget | undefined = currentWindow(),
  nav: OnlineNavigator | undefined = currentNavigator(),
): () => void {
  if (!target) return () => undefined
  const onChange = () => listener(isOnline(nav))
  target.addEventListener('online', onChange)
  target.addEventListener('offline', onChange)
  return () => {
    target.removeEventListener('online', onChange)
    target.removeEventListener('offline', onChange)
  }
}

/** The parts of navigator.connection (Network Information API, Chromium only) prefetching looks at. */
export interface ConnectionInfo {
  saveData?: boolean
  effectiveType?: string
}

function currentConnection(): ConnectionInfo | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator as { connection?: ConnectionInfo }).connection
}

/**
 * Whether speculative downloads (link prefetch) are welcome: not while offline, not when
 * the user asked to save data, and not on 2g or slow-2g connections. Browsers without
 * navigator.connection allow them.
 */
export function prefetchAllowed(
  connection: ConnectionInfo | undefined = currentConnection(),
  nav: OnlineNavigator | undefined = currentNavigator(),
): boolean {
  if (!isOnline(nav)) return false
  if (connection?.saveData) return false
  return !(connection?.effectiveType ?? '').includes('2g')
}
