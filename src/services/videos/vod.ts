/**
 * Tencent Cloud VOD (云点播) playback: chosen for a course that has both a `fileID` and an
 * `appID`; every other course plays the file the site
 * serves. Kept behind this small interface so the player never knows which source it has.
 */

/** The official TCPlayer build and stylesheet (Tencent Cloud CDN). */
export const TCPLAYER_SCRIPT_URL = 'https://web.sdk.qcloud.com/player/tcplayer/release/v5.1.0/tcplayer.v5.1.0.min.js'
export const TCPLAYER_STYLE_URL = 'https://web.sdk.qcloud.com/player/tcplayer/release/v5.1.0/tcplayer.min.css'

export type PlaybackSource =
  | { kind: 'file'; src: string }
  | { kind: 'tencent-vod'; appID: string; fileID: string; psign?: string; licenseUrl?: string; scriptUrl: string; styleUrl: string }

export interface SourceFields {
  fileID?: string | null
  appID?: string | null
  src?: string | null
}

export interface VodSettings {
  /** Player signature of a protected VOD file (issued outside the CMS). */
  psign?: string
  /** TCPlayer 5 licence URL from the VOD console. */
  licenseUrl?: string
}

/**
 * Where a course plays from: Tencent Cloud VOD when fileID and appID are both set, else the site's file.
 * The browser's player imports this module too, so the server passes `settings` (from lib/env.ts).
 */
export function playbackSource(course: SourceFields, settings: VodSettings): PlaybackSource | null {
  const fileID = course.fileID?.trim()
  const appID = course.appID?.trim()
  if (fileID && appID) {
    return {
      kind: 'tencent-vod',
      appID,
      fileID,
      ...(settings.psign ? { psign: settings.psign } : {}),
      ...(settings.licenseUrl ? { licenseUrl: settings.licenseUrl } : {}),
      scriptUrl: TCPLAYER_SCRIPT_URL,
      styleUrl: TCPLAYER_STYLE_URL,
    }
  }
  const src = course.src?.trim()
  return src ? { kind: 'file', src } : null
}

/** The options TCPlayer takes for a VOD file (its `fileID`/`appID` source form). */
export function tcPlayerOptions(source: Extract<PlaybackSource, { kind: 'tencent-vod' }>, autoplay: boolean, playbackRates: readonly number[]) {
  return {
    fileID: source.fileID,
    appID: source.appID,
    ...(source.psign ? { psign: source.psign } : {}),
    ...(source.licenseUrl ? { licenseUrl: source.licenseUrl } : {}),
    autoplay,
    playbackRates: [...playbackRates],
  }
}
