import type { PosterMemory } from './poster-rules'

/**
 * The browser's memory of campaigns, all in local storage in one place: when each pop-up
 * was last shown (per pop-up id) and the poster's count of the day (per brand, since the
 * prefixed brands share one origin). Blocked storage reads as a first visit and keeps nothing.
 */
const popupKey = (id: number) => `campaigns:popup:${id}:shownAt`
const posterKey = (brandKey: string) => `campaigns:poster:${brandKey}`

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value)
  } catch {
    // Storage blocked or full: nothing to keep.
  }
}

export function popupShownAt(id: number): Date | null {
  const value = Number(read(popupKey(id)))
  return value > 0 ? new Date(value) : null
}

export function rememberPopupShown(id: number, now: Date): void {
  write(popupKey(id), String(now.getTime()))
}

export function posterMemory(brandKey: string): PosterMemory | null {
  try {
    const parsed = JSON.parse(read(posterKey(brandKey)) ?? 'null') as Partial<PosterMemory> | null
    if (parsed && typeof parsed.day === 'string' && Number.isFinite(parsed.count) && Number.isFinite(parsed.lastShownAt)) return parsed as PosterMemory
  } catch {
    // A damaged entry counts as none.
  }
  return null
}

export function rememberPoster(brandKey: string, memory: PosterMemory): void {
  write(posterKey(brandKey), JSON.stringify(memory))
}
