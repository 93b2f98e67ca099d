/** Playback rates the course player offers; 1 is normal speed. */
export const PLAYBACK_RATES = [0.5, 1, 1.25, 1.5, 2] as const
export type PlaybackRate = (typeof PLAYBACK_RATES)[number]

export const DEFAULT_PLAYBACK_RATE: PlaybackRate = 1

/** "1.5×" — how a rate is shown on its button. */
export function formatPlaybackRate(rate: number): string {
  return `${rate}×`
}

/** mm:ss (or h:mm:ss) for chapter marks and durations. */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds))
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  const sec = String(s % 60).padStart(2, '0')
  return h ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${String(m).padStart(2, '0')}:${sec}`
}
