/**
 * When the merger notice shows (a brand merged into another company): at most once a
 * calendar day in the visitor's time zone, and never again once the visitor ticked
 * "do not show again". Pure, so the rules are tested with any clock.
 */
export interface MergerNoticeMemory {
  /** The visitor's local day it was last shown, as YYYY-MM-DD. */
  lastShownDay: string | null
  /** Ticked "do not show again". */
  neverAgain: boolean
}

/** The visitor's local calendar day of `now`, as YYYY-MM-DD. */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

export function shouldShowMergerNotice(memory: MergerNoticeMemory, now: Date): boolean {
  return !memory.neverAgain && memory.lastShownDay !== localDay(now)
}
