/** What whenIdle needs of the browser's window (a parameter, so tests can give their own). */
export interface IdleWindow {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number
  cancelIdleCallback?: (handle: number) => void
  setTimeout(callback: () => void, ms: number): ReturnType<typeof setTimeout>
  clearTimeout(handle: ReturnType<typeof setTimeout>): void
}

/** Runs `task` when the browser is idle, at most `timeoutMs` later (a plain timer where idle callbacks are missing, as in Safari); returns the cancel. */
export function whenIdle(task: () => void, timeoutMs: number, win: IdleWindow): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    const handle = win.requestIdleCallback(task, { timeout: timeoutMs })
    return () => win.cancelIdleCallback?.(handle)
  }
  const handle = win.setTimeout(task, timeoutMs)
  return () => win.clearTimeout(handle)
}
