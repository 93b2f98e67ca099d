/**
 * A call's loading state shows only once the call has run this long, so answers that come
 * back quickly never flash a spinner or a "loading" text.
 */
export const FETCH_MIN_DELAY_MS = 200

export interface DelayedFlag {
  /** Work began: the flag turns on after the delay unless stop() comes first. */
  start(): void
  /** Work ended: cancels a pending start, and turns the flag off if it was on. */
  stop(): void
  readonly shown: boolean
}

/** A loading flag that reports changes through `onChange` and never turns on for work shorter than `delayMs`. */
export function delayedFlag(onChange: (shown: boolean) => void, delayMs: number = FETCH_MIN_DELAY_MS): DelayedFlag {
  let timer: ReturnType<typeof setTimeout> | null = null
  let shown = false
  return {
    start() {
      if (timer !== null || shown) return
      timer = setTimeout(() => {
        timer = null
        shown = true
        onChange(true)
      }, delayMs)
    },
    stop() {
      if (timer !== null) clearTimeout(timer)
      timer = null
      if (!shown) return
      shown = false
      onChange(false)
    },
    get shown() {
      return shown
    },
  }
}

/** Runs `work` with a delayed loading flag: on after `delayMs` if still running, off when it settles. */
export async function withDelayedFlag<T>(work: Promise<T>, onChange: (shown: boolean) => void, delayMs: number = FETCH_MIN_DELAY_MS): Promise<T> {
  const flag = delayedFlag(onChange, delayMs)
  flag.start()
  try {
    return await work
  } finally {
    flag.stop()
  }
}
