/**
 * When the browser has time for work the page can wait for: its first idle moment, or the
 * moment the page settles (the first idle moment or the visitor's first act, whichever is
 * first), when the islands that hydrate later and the image retries load.
 */

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

/** The latest the page waits for an idle moment after it has loaded. */
const IDLE_TIMEOUT_MS = 1500

/** Anything the visitor does to the page: an island under the pointer or the focus must be ready to answer. */
const FIRST_SIGNS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const

let firstChance: Promise<void> | undefined

/**
 * Resolves at the browser's first idle moment after the page's own hydration (within
 * IDLE_TIMEOUT_MS), or at the visitor's first pointer, touch, focus or key on the page,
 * whichever comes first. One promise for the whole page: every deferred island
 * (components/ui/hydrate-later.tsx) starts loading at the same moment.
 */
export function whenPageSettles(): Promise<void> {
  firstChance ??= new Promise<void>((resolve) => {
    const done = () => {
      for (const type of FIRST_SIGNS) document.removeEventListener(type, done, true)
      resolve()
    }
    for (const type of FIRST_SIGNS) document.addEventListener(type, done, { capture: true, passive: true })
    whenIdle(done, IDLE_TIMEOUT_MS, window)
  })
  return firstChance
}
